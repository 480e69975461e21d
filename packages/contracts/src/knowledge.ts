import { z } from 'zod';
import { paginationQuery } from './common';

/** The knowledge hub's fixed shelves; an article file naming any other category fails start-up. */
export const KNOWLEDGE_CATEGORIES = [
  'Understanding your cycle',
  'Getting help',
  'Conditions',
  'Treatments',
  'IVF and embryos',
  'Medications and safety',
  'Loss and emotional health',
  'Lifestyle and age',
  'Costs and planning',
] as const;
export type KnowledgeCategory = (typeof KNOWLEDGE_CATEGORIES)[number];

export const KNOWLEDGE_SEARCH_MAX_LENGTH = 200;
/** How many articles of the same category an article page suggests. */
export const KNOWLEDGE_RELATED_COUNT = 3;

export const KNOWLEDGE_MESSAGES = {
  searchTooLong: `Search text must be at most ${KNOWLEDGE_SEARCH_MAX_LENGTH} characters`,
  unknownCategory: 'Choose one of the knowledge hub categories',
  invalidSlug: 'Article addresses use lower-case letters, digits and hyphens',
} as const;

export const KNOWLEDGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const categorySchema = z.enum(KNOWLEDGE_CATEGORIES, { error: KNOWLEDGE_MESSAGES.unknownCategory });

export const articleReferenceSchema = z.object({
  title: z.string().trim().min(1, 'A reference needs a title'),
  publisher: z.string().trim().min(1, 'A reference needs a publisher'),
  url: z.url({ protocol: /^https?$/, error: 'A reference URL must be an http(s) address' }),
  year: z.number().int().min(1900).max(2100).optional(),
});
export type ArticleReference = z.infer<typeof articleReferenceSchema>;

/**
 * The YAML front matter of content/knowledge-hub/<slug>.md plus its markdown body, as the loader checks
 * them. YAML 1.2 (the yaml package's default) reads a bare 2026-11-20 as text, which z.iso.date checks.
 */
export const knowledgeArticleFileSchema = z.object({
  slug: z.string().regex(KNOWLEDGE_SLUG_PATTERN, KNOWLEDGE_MESSAGES.invalidSlug),
  title: z.string().trim().min(1, 'title is required').max(160),
  summary: z.string().trim().min(1, 'summary is required').max(400),
  category: categorySchema,
  reviewed_by: z.string().trim().min(1, 'reviewed_by is required'),
  reviewed_on: z.iso.date('reviewed_on must be a date written YYYY-MM-DD'),
  references: z.array(articleReferenceSchema).min(1, 'at least one reference is required'),
  body: z.string().trim().min(1, 'the article body is empty'),
});
export type KnowledgeArticleFile = z.infer<typeof knowledgeArticleFileSchema>;

/** `?category=&q=&skip=&limit=`; an empty `q` or `category` means "not given". */
export const knowledgeListQuery = paginationQuery.extend({
  q: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(KNOWLEDGE_SEARCH_MAX_LENGTH, KNOWLEDGE_MESSAGES.searchTooLong).optional(),
  ),
  category: z.preprocess((v) => (v === '' ? undefined : v), categorySchema.optional()),
});
export type KnowledgeListQuery = z.input<typeof knowledgeListQuery>;

/** Any text is looked up: an address that names no article is a 404 (articleNotFound), not a 422. */
export const knowledgeSlugParam = z.object({ slug: z.string().max(200) });

export const knowledgeArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: categorySchema,
  reading_minutes: z.number().int(),
  reviewed_on: z.string(),
  /** Only when searching: a passage of the article with the matched words in <b>…</b>; all else escaped. */
  snippet: z.string().nullable(),
});
export type KnowledgeArticleSummary = z.infer<typeof knowledgeArticleSummarySchema>;

export const knowledgeArticlePageSchema = z.object({
  items: z.array(knowledgeArticleSummarySchema),
  total: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
});
export type KnowledgeArticlePage = z.infer<typeof knowledgeArticlePageSchema>;

export const knowledgeCategoryCountSchema = z.object({ category: categorySchema, count: z.number().int() });
export const knowledgeCategoriesResponse = z.array(knowledgeCategoryCountSchema);
export type KnowledgeCategoryCount = z.infer<typeof knowledgeCategoryCountSchema>;

export const knowledgeHeadingSchema = z.object({ id: z.string(), text: z.string() });
export type KnowledgeHeading = z.infer<typeof knowledgeHeadingSchema>;

export const knowledgeArticleSchema = knowledgeArticleSummarySchema.omit({ snippet: true }).extend({
  /** Sanitised HTML; every h2 carries the id listed in `headings`, for the table of contents. */
  body_html: z.string(),
  headings: z.array(knowledgeHeadingSchema),
  references: z.array(articleReferenceSchema),
  reviewed_by: z.string(),
  related: z.array(knowledgeArticleSummarySchema.omit({ snippet: true })),
});
export type KnowledgeArticle = z.infer<typeof knowledgeArticleSchema>;
