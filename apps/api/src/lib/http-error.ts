import { MESSAGES, type ValidationErrorItem } from '@fertilia/contracts';

/** An error meant for the client: its status and detail are sent as they are, in the FastAPI shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string | ValidationErrorItem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : 'Validation error');
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail: string = MESSAGES.notAuthenticated) =>
  new HttpError(401, detail, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (detail: string = MESSAGES.forbidden) => new HttpError(403, detail);
export const notFound = (detail: string = MESSAGES.notFound) => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, MESSAGES.rateLimited(retryAfterSeconds), { 'Retry-After': String(retryAfterSeconds) });
/** A 422 for a rule only the server can check (a taken username, a wrong current password). */
export const invalidField = (
  location: 'body' | 'query' | 'path',
  field: string,
  msg: string,
  type = 'value_error',
) => new HttpError(422, [{ loc: [location, field], msg, type }]);
