import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, serialId, timestamps } from './columns';
import { optionalUserRef } from './user-columns';

/** Blog posts written by staff with the content permission; drafts are visible to them only. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serialId(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Markdown as written. */
    content: text('content').notNull(),
    /** Sanitised HTML rendered from `content` on every write; what pages show. */
    contentHtml: text('content_html').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Cover image URL, '' when none (spec 01 §3 default). */
    image: text('image').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: instant('published_at'),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    authorId: optionalUserRef('author_id'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_uq').on(t.slug),
    index('blog_posts_published_idx').on(t.isPublished, t.publishedAt),
  ],
);

export type ArticleReference = { title: string; publisher: string; url: string; year?: number };

/** Knowledge-hub articles, loaded from the product's markdown files at start-up (upserted by slug). */
export const knowledgeArticles = pgTable(
  'knowledge_articles',
  {
    id: serialId(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    category: text('category').notNull(),
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull(),
    references: jsonb('references').$type<ArticleReference[]>().notNull().default([]),
    reviewedBy: text('reviewed_by').notNull(),
    reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('knowledge_articles_slug_uq').on(t.slug),
    index('knowledge_articles_category_idx').on(t.category),
    // Full-text search over title, summary and body, weighted in queries with setweight.
    index('knowledge_articles_search_idx').using(
      'gin',
      sql`to_tsvector('english', ${t.title} || ' ' || ${t.summary} || ' ' || ${t.body})`,
    ),
  ],
);

/** FAQ entries of spec 02 §3; the product's own entries are seeded once, then managed by staff. */
export const faqs = pgTable(
  'faqs',
  {
    id: serialId(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    category: text('category').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('faqs_category_idx').on(t.category, t.sortOrder)],
);
