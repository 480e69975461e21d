import type { ValidationErrorItem } from './common';
import { MESSAGES } from './messages';

/**
 * The catalogue of failures a service may report, each with the HTTP status the API answers it with. Services
 * name the failure; only the API's error handler knows about HTTP (apps/api/src/plugins/errors.ts).
 */
export const ERROR_STATUS = {
  badRequest: 400,
  unauthenticated: 401,
  /** A card the bank declined (ADR 016). */
  paymentRequired: 402,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  tooLarge: 413,
  unsupportedMedia: 415,
  invalid: 422,
  rateLimited: 429,
  unavailable: 503,
} as const;
export type ErrorKind = keyof typeof ERROR_STATUS;

/** A failure meant for the caller: its detail is sent as it is, in the FastAPI shape of DESIGN.md. */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly detail: string | ValidationErrorItem[],
    /** For `rateLimited`: when the caller may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(typeof detail === 'string' ? detail : 'Validation error');
    this.name = 'DomainError';
  }

  /** The HTTP status the catalogue gives this failure. */
  get statusCode(): number {
    return ERROR_STATUS[this.kind];
  }
}

export const badRequest = (detail: string) => new DomainError('badRequest', detail);
export const unauthorized = (detail: string = MESSAGES.notAuthenticated) =>
  new DomainError('unauthenticated', detail);
export const forbidden = (detail: string = MESSAGES.forbidden) => new DomainError('forbidden', detail);
export const notFound = (detail: string = MESSAGES.notFound) => new DomainError('notFound', detail);
export const conflict = (detail: string) => new DomainError('conflict', detail);
export const paymentRequired = (detail: string) => new DomainError('paymentRequired', detail);
export const gone = (detail: string) => new DomainError('gone', detail);
export const tooLarge = (detail: string) => new DomainError('tooLarge', detail);
export const unsupportedMedia = (detail: string) => new DomainError('unsupportedMedia', detail);
export const unavailable = (detail: string) => new DomainError('unavailable', detail);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new DomainError('rateLimited', MESSAGES.rateLimited(retryAfterSeconds), retryAfterSeconds);
/** A 422 for a rule only the server can check (a taken username, a wrong current password). */
export const invalidField = (
  location: 'body' | 'query' | 'path' | 'header',
  field: string,
  msg: string,
  type = 'value_error',
) => new DomainError('invalid', [{ loc: [location, field], msg, type }]);
/** A 422 naming several fields at once. */
export const invalidFields = (items: ValidationErrorItem[]) => new DomainError('invalid', items);
