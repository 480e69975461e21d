/**
 * Converters between what an input holds (always text) and what the profile contract expects:
 * an emptied box clears the field (null), numbers are numbers, lists are arrays.
 */
export const blankToNull = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** '' → null; anything else → a number (NaN fails the contract's "must be a number" check). */
export const textToNumber = (value: unknown): unknown => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = String(value).trim();
  return text === '' ? null : Number(text);
};

/** "English, French ,  " → ['English', 'French']; an empty box → null. */
export const textToList = (text: string): string[] | null => {
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : null;
};

export const listToText = (items: readonly string[] | null | undefined): string => (items ?? []).join(', ');

/** Keeps only the fields the user touched, so saving one section never rewrites another. */
export function pickDirty<T extends Record<string, unknown>>(
  values: T,
  dirty: Partial<Record<keyof T, unknown>>,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([key]) => Boolean(dirty[key as keyof T])),
  ) as Partial<T>;
}
