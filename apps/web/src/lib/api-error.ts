import { ZodError } from 'zod';
import { DEFAULT_RETRY_AFTER_SECONDS, MESSAGES } from '@fertilia/contracts/core';

export type ApiErrorKind = 'validation' | 'conflict' | 'rate_limit' | 'auth' | 'network' | 'timeout' | 'http';

/** The key of an error that belongs to the whole form rather than one field. */
export const ROOT_FIELD = 'root';

interface ApiErrorInit {
  status: number;
  kind: ApiErrorKind;
  message: string;
  fieldErrors?: Record<string, string>;
  detail?: unknown;
  retryAfter?: number;
}

/** Every failed call ends as one of these (spec 01 §8), so screens handle a single error type. */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly fieldErrors: Record<string, string>;
  readonly detail?: unknown;
  readonly retryAfter?: number;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.kind = init.kind;
    this.fieldErrors = init.fieldErrors ?? {};
    this.detail = init.detail;
    this.retryAfter = init.retryAfter;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body's detail (when a string) or message, the two places our API puts a sentence written for people.
 * Only a JSON body has them: a text or HTML body (a proxy's error page, a crash's "boom") is never shown.
 */
export function bodyMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.detail === 'string' && body.detail) return body.detail;
  if (typeof body.message === 'string' && body.message) return body.message;
  return undefined;
}

interface DetailItem {
  loc?: unknown;
  msg?: unknown;
}

/** Spec 01 §5: 'field: msg' joined with ', ', the body prefix dropped, root-level entries without a name. */
function validationError(body: unknown): ApiError {
  const detail = isRecord(body) ? body.detail : undefined;
  if (Array.isArray(detail) && detail.length > 0) {
    const fieldErrors: Record<string, string> = {};
    const parts: string[] = [];
    for (const item of detail as DetailItem[]) {
      const msg = typeof item?.msg === 'string' ? item.msg : MESSAGES.validationError;
      const loc = (Array.isArray(item?.loc) ? item.loc : []).map(String);
      const path = loc[0] === 'body' ? loc.slice(1) : loc;
      const isRoot = path.length === 0 || (path.length === 1 && path[0] === '__root__');
      const key = isRoot ? ROOT_FIELD : path[path.length - 1]!;
      parts.push(isRoot ? msg : `${path.join('.')}: ${msg}`);
      fieldErrors[key] ??= msg;
    }
    return new ApiError({ status: 422, kind: 'validation', message: parts.join(', '), fieldErrors, detail });
  }
  const rootMessage = bodyMessage(body);
  if (rootMessage) {
    return new ApiError({
      status: 422,
      kind: 'validation',
      message: rootMessage,
      fieldErrors: { [ROOT_FIELD]: rootMessage },
      detail,
    });
  }
  return new ApiError({ status: 422, kind: 'validation', message: MESSAGES.validationError, detail });
}

/** Retry-After may be seconds or an HTTP date; anything unreadable falls back to the default. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (header) {
    const trimmed = header.trim();
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const date = Date.parse(trimmed);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  }
  return DEFAULT_RETRY_AFTER_SECONDS;
}

/** Turns a non-ok response and its parsed body into the error catalogue's entry (spec 01 §8). */
export function errorFromResponse(response: Response, body: unknown): ApiError {
  const { status } = response;
  const detail = isRecord(body) ? body.detail : body;
  if (status === 422) return validationError(body);
  if (status === 409) {
    const message = bodyMessage(body) ?? MESSAGES.conflict;
    const field = /e-?mail/i.test(message) ? 'email' : ROOT_FIELD;
    return new ApiError({ status, kind: 'conflict', message, fieldErrors: { [field]: message }, detail });
  }
  if (status === 429) {
    const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
    return new ApiError({
      status,
      kind: 'rate_limit',
      message: MESSAGES.rateLimited(retryAfter),
      retryAfter,
      detail,
    });
  }
  return new ApiError({
    status,
    kind: status === 401 ? 'auth' : 'http',
    message: statusMessage(status, body),
    detail,
  });
}

/**
 * What a person reads for any other failure. Our API's own 4xx say what went wrong ('Post not found'), and
 * so does the catalogue's 503 (`unavailable`, written for people); any other 5xx, ours or a proxy's, gets
 * the spec's mapped server-error sentence, never the server's words.
 */
function statusMessage(status: number, body: unknown): string {
  const message = bodyMessage(body);
  if (status >= 500) return status === 503 && message ? message : MESSAGES.serverErrorMapped;
  return message ?? MESSAGES.requestFailed(status);
}

/**
 * What a person reads for a failure: an ApiError's message (already mapped above), the server-error sentence
 * for a reply that broke its contract (a ZodError's own message is a JSON dump), else the error's message.
 */
export function readableMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.message || undefined;
  if (error instanceof ZodError) return MESSAGES.serverErrorMapped;
  return error instanceof Error && error.message ? error.message : undefined;
}
/** Whether `error` is an ApiError with one of `statuses`, e.g. hasStatus(error, 404) for "not found". */
export const hasStatus = (error: unknown, ...statuses: number[]): error is ApiError =>
  error instanceof ApiError && statuses.includes(error.status);
