/**
 * Merges a partial nested profile into the stored one: keys left out stay, keys set to null are removed,
 * and the whole object set to null clears it. An object left without keys is stored as null.
 */
export function mergeNested<T extends object>(
  stored: T | null,
  update: T | null | undefined,
): T | null | undefined {
  if (update === undefined) return undefined;
  if (update === null) return null;
  const merged: Record<string, unknown> = { ...(stored ?? {}) };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else if (value !== undefined) merged[key] = value;
  }
  return Object.keys(merged).length ? (merged as T) : null;
}
