import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { MESSAGES } from './messages';

/**
 * Spec 01 §5 paging: skip ≥ 0, limit 1–100 (default 20 unless a list says otherwise). Query strings arrive
 * as text, hence coerce.
 */
export const pagingQuery = (defaultLimit: number = DEFAULT_PAGE_SIZE) =>
  z.object({
    skip: z.coerce
      .number({ error: MESSAGES.skipMin })
      .int(MESSAGES.skipMin)
      .min(0, MESSAGES.skipMin)
      .default(0),
    limit: z.coerce
      .number({ error: MESSAGES.limitRange })
      .int(MESSAGES.limitRange)
      .min(1, MESSAGES.limitRange)
      .max(MAX_PAGE_SIZE, MESSAGES.limitRange)
      .default(defaultLimit),
  });
export const paginationQuery = pagingQuery();
export type PaginationQuery = z.infer<typeof paginationQuery>;

/** The largest id the database's integer columns hold; a larger one can name nothing. */
export const MAX_DATABASE_ID = 2_147_483_647;

/**
 * A row id: a whole number from 1 to the database's integer range, with `message` for anything else. In a
 * path or query (text) it is coerced; in a JSON body it must already be a number.
 */
export const databaseId = (message: string = MESSAGES.invalidId, { coerce = true } = {}) =>
  (coerce ? z.coerce.number({ error: message }) : z.number({ error: message }))
    .int(message)
    .positive(message)
    .max(MAX_DATABASE_ID, message);

/** A positive integer id in a path. */
export const idParam = z.object({ id: databaseId() });

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** FastAPI-shaped error bodies (DESIGN.md "API conventions"). */
export const validationErrorItem = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationErrorItem = z.infer<typeof validationErrorItem>;
export const errorResponse = z.object({
  detail: z.union([z.string(), z.array(validationErrorItem)]),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** For partial updates, with MESSAGES.atLeastOneField: true when any field is given. */
export const someFieldGiven = (value: object): boolean => Object.values(value).some((v) => v !== undefined);

/** Trims text before checking it, so "   " counts as empty. */
export const trimmed = () => z.string().trim();

/** Optional free text, trimmed, at most `max` characters; '' when absent, so a record always holds a string. */
export const optionalTrimmed = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v ?? '');

/** The years a health record's dates may fall in: the database's date type refuses year 0, and no one logs a dose in 3000. */
export const RECORD_DATE_MIN = '1900-01-01';
export const RECORD_DATE_MAX = '2999-12-31';
export const RECORD_DATE_OUT_OF_RANGE = 'Choose a date from the year 1900 to 2999';

/** A YYYY-MM-DD date of a health record, within RECORD_DATE_MIN..RECORD_DATE_MAX; one message per fault. */
export const recordDate = () =>
  z.iso
    .date({ error: MESSAGES.dateFormat, abort: true })
    .refine((d) => d >= RECORD_DATE_MIN && d <= RECORD_DATE_MAX, {
      error: RECORD_DATE_OUT_OF_RANGE,
      abort: true,
    });

/** Query strings carry text, so a flag is the literal "true"/"1" or "false"/"0"; absent means false. */
export const booleanQuery = (name: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: booleanQueryMessage(name) })
    .optional()
    .transform((v) => v === 'true' || v === '1');
export const booleanQueryMessage = (name: string) => `${name} must be true, false, 1 or 0`;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    skip: z.number().int(),
    limit: z.number().int(),
  });

/** Control characters a person never types: everything below U+0020 but tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Where in a request value (body, query or parameters, nested) text holds a control character, as the path
 * to it; null when there is none. A NUL byte crashes PostgreSQL's text handling and no field of ours needs
 * one, so the API refuses such text everywhere with a 422 before any schema or query sees it.
 */
export function controlCharacterAt(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterAt(item, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = CONTROL_CHARACTER.test(key) ? [...path, key] : controlCharacterAt(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
