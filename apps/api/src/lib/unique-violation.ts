/**
 * The name of the unique index a failed insert or update ran into, or undefined for any other error.
 * Both drivers report SQLSTATE 23505 with the constraint name; Drizzle wraps the driver error in `cause`.
 * Used where two requests can race past an "is it taken?" check (same e-mail or username at once).
 */
export const uniqueViolation = (error: unknown): string | undefined => violated(error, '23505');

/**
 * The name of the foreign key a failed write ran into (SQLSTATE 23503), or undefined: the row it pointed at
 * was deleted by a transaction that committed first (a slot removed while it was being booked).
 */
export const foreignKeyViolation = (error: unknown): string | undefined => violated(error, '23503');

function violated(error: unknown, sqlState: string): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === sqlState) return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
