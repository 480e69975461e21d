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

/** A positive integer id in a path. */
export const idParam = z.object({
  id: z.coerce.number({ error: MESSAGES.invalidId }).int(MESSAGES.invalidId).positive(MESSAGES.invalidId),
});

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
