/**
 * What of an unexpected error may be written to the log. A failed query carries its parameters (a post's
 * text, an e-mail address) in its message, and PostgreSQL puts values in its own message and detail, so for
 * those only the statement, the SQLSTATE code and the names of the table, column and constraint are kept.
 */
export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

export function loggableError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const query = (error as { query?: unknown }).query;
  if (typeof query !== 'string')
    return { type: error.name, message: error.message, stack: error.stack ?? '' };
  const cause = (error as { cause?: Record<string, unknown> }).cause ?? {};
  const pick = (key: string) => (typeof cause[key] === 'string' ? (cause[key] as string) : undefined);
  return {
    type: 'DatabaseError',
    message: 'Failed query',
    // The statement has placeholders ($1, $2…), never values.
    query,
    code: pick('code'),
    table: pick('table'),
    column: pick('column'),
    constraint: pick('constraint'),
    // Only the frames: the stack's first lines repeat the message, parameters included.
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}
