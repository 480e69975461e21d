/**
 * The name of the unique index a failed insert or update ran into, or undefined for any other error.
 * Both drivers report SQLSTATE 23505 with the constraint name; Drizzle wraps the driver error in `cause`.
 * Used where two requests can race past an "is it taken?" check (same e-mail or username at once).
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
