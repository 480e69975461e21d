import { z } from 'zod';
import { booleanQuery, databaseId, pageOf, paginationQuery } from './common';
import { MESSAGES } from './messages';

/** Spec 02 §9: the FAQ list stays fresh for ten minutes; it changes only when staff edit it. */
export const FAQ_STALE_MS = 10 * 60_000;
/** The help centre shows this many entries per page: a whole category usually fits on one. */
export const FAQ_PAGE_SIZE = 50;
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 5000;
export const FAQ_CATEGORY_MAX = 60;
export const FAQ_SEARCH_MAX = 200;
/** The help centre searches once typing pauses this long, not on every key. */
export const FAQ_SEARCH_DEBOUNCE_MS = 300;

/** The categories the product's own entries use; staff may add others, so this is not a closed enum. */
export const FAQ_CATEGORIES = [
  'Using Fertilia',
  'Accounts and privacy',
  'Plans and billing',
  'Fertility basics',
  'Treatment',
  'Support',
] as const;

/** Required after trimming (spec 02 §5): "   " is as empty as "". */
const requiredText = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, `Must be at most ${max} characters`);

const faqFields = {
  question: requiredText(MESSAGES.questionRequired, FAQ_QUESTION_MAX),
  answer: requiredText(MESSAGES.answerRequired, FAQ_ANSWER_MAX),
  category: requiredText(MESSAGES.categoryRequired, FAQ_CATEGORY_MAX),
  is_active: z.boolean({ error: 'is_active must be true or false' }),
};

export const faqInputSchema = z.object({
  ...faqFields,
  is_active: faqFields.is_active.optional().default(true),
});
export type FaqInput = z.input<typeof faqInputSchema>;

/** Any subset of the fields; built without defaults so an absent is_active never resets a hidden entry. */
export const faqUpdateSchema = z
  .object(faqFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: 'At least one field must be present',
  });
export type FaqUpdate = z.input<typeof faqUpdateSchema>;

/** An FAQ id in a path: above 0, with the spec's own message. */
export const faqIdParam = z.object({
  id: databaseId(MESSAGES.invalidFaqId),
});

const includeInactive = booleanQuery('include_inactive');

export const faqListQuery = paginationQuery.extend({
  category: z.string().trim().max(FAQ_CATEGORY_MAX).optional(),
  q: z.string().trim().max(FAQ_SEARCH_MAX, `Search must be at most ${FAQ_SEARCH_MAX} characters`).optional(),
  /** Staff with the content permission only: hidden entries too. */
  include_inactive: includeInactive,
});
export type FaqListQuery = z.input<typeof faqListQuery>;

export const faqDetailQuery = z.object({ include_inactive: includeInactive });

export const faqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  category: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

export const faqPageSchema = pageOf(faqSchema);
export type FaqPage = z.infer<typeof faqPageSchema>;

export const faqCategoryCountSchema = z.object({ category: z.string(), count: z.number().int() });
export type FaqCategoryCount = z.infer<typeof faqCategoryCountSchema>;
export const faqCategoriesResponse = z.array(faqCategoryCountSchema);

/** One entry of content/faq/faqs.json, the product's own FAQ shipped with the code. */
export const faqSeedEntrySchema = faqInputSchema.pick({ question: true, answer: true, category: true });
export const faqSeedFileSchema = z.array(faqSeedEntrySchema).min(1);
