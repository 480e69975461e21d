import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Blog posts written by staff with the content permission; drafts are visible to them only. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
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
    publishedAt: timestamp('published_at', { withTimezone: true }),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: serial('id').primaryKey(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    category: text('category').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faqs_category_idx').on(t.category, t.sortOrder)],
);
