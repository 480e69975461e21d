import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants';
import { databaseId, pagingQuery } from './common';
import { MESSAGES } from './messages';

/** Spec 01 §7/§9: GET /api/blog/ pages by 10 in one reading, GET /api/blog/posts by 20 in the other. */
export const BLOG_LIST_DEFAULT_LIMIT = 10;
export const BLOG_POSTS_DEFAULT_LIMIT = DEFAULT_PAGE_SIZE;
export const BLOG_TITLE_MAX = 200;
export const BLOG_CONTENT_MAX = 100_000;
export const BLOG_EXCERPT_MAX = 240;
/** Cover uploads: what the server accepts and how wide it stores them. */
export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BLOG_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const BLOG_IMAGE_MAX_WIDTH = 1600;
export const BLOG_IMAGE_URL_PREFIX = '/api/media/blog/';
/** Spec 01 §9 blog list caching: stale 5 min, kept 30 min, 2 retries, delay doubling and capped at 30 s. */
export const BLOG_LIST_STALE_MS = 5 * 60_000;
export const BLOG_LIST_GC_MS = 30 * 60_000;
export const BLOG_LIST_RETRIES = 2;
export const BLOG_RETRY_DELAY_CAP_MS = 30_000;
export const BLOG_RATE_LIMITS = {
  imageUploadPerUser: { max: 60, windowSeconds: 60 * 60 },
  previewPerUser: { max: 120, windowSeconds: 60 },
} as const;

export const BLOG_MESSAGES = {
  titleTooLong: `Title must be at most ${BLOG_TITLE_MAX} characters`,
  contentTooLong: `Content must be at most ${BLOG_CONTENT_MAX.toLocaleString('en')} characters`,
  imageInvalid: 'Image must be an uploaded cover or an https:// address',
  imageNotAnImage: 'File must be a JPEG, PNG or WebP image',
  imageTooLarge: 'The image must be 5 MB or smaller',
} as const;

/** 'Invalid post ID' for anything but a positive whole number (spec 01 §5). */
export const blogPostIdParam = z.object({
  id: databaseId(MESSAGES.invalidPostId),
});
export const blogSlugParam = z.object({ slug: z.string().trim().min(1).max(240) });

/** A cover is '' (none), one of our uploaded files, or an https address. */
const coverImage = z
  .string({ error: BLOG_MESSAGES.imageInvalid })
  .trim()
  .max(2000, BLOG_MESSAGES.imageInvalid)
  .refine(
    (v) =>
      v === '' ||
      /^\/api\/media\/blog\/[A-Za-z0-9_-]+\.webp$/.test(v) ||
      (/^https:\/\/[^\s]+$/.test(v) && URL.canParse(v)),
    BLOG_MESSAGES.imageInvalid,
  );

const title = z
  .string({ error: MESSAGES.titleRequired })
  .trim()
  .min(1, MESSAGES.titleRequired)
  .max(BLOG_TITLE_MAX, BLOG_MESSAGES.titleTooLong);
const content = z
  .string({ error: MESSAGES.contentRequired })
  .trim()
  .min(1, MESSAGES.contentRequired)
  .max(BLOG_CONTENT_MAX, BLOG_MESSAGES.contentTooLong);

/** POST /api/blog/ — values are trimmed; title and content must be non-empty after trimming. */
export const blogPostInputSchema = z.object({
  title,
  content,
  image: coverImage.optional().default(''),
  is_published: z.boolean().optional().default(false),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

/**
 * One of the posts Fertilia ships (content/blog/<slug>.md): YAML front matter with the title, when it was
 * published and an optional cover, then the markdown. The same title and content rules as a post written
 * in the back office.
 */
export const blogPostFileSchema = z.object({
  title,
  published_at: z.iso.datetime({
    error: 'published_at must be a date and time such as 2026-10-06T09:00:00Z',
  }),
  image: coverImage.optional().default(''),
  content,
});
export type BlogPostFile = z.output<typeof blogPostFileSchema>;

/** PUT /api/blog/{id}/ — the same fields; an absent image or is_published keeps its current value. */
export const blogPostUpdateSchema = z.object({
  title,
  content,
  image: coverImage.optional(),
  is_published: z.boolean().optional(),
});
export type BlogPostUpdate = z.input<typeof blogPostUpdateSchema>;

export const blogPreviewSchema = z.object({
  content: z.string().max(BLOG_CONTENT_MAX, BLOG_MESSAGES.contentTooLong),
});
export const blogPreviewResponse = z.object({ content_html: z.string() });
export type BlogPreview = z.infer<typeof blogPreviewResponse>;

export const BLOG_STATUS_FILTERS = ['all', 'draft', 'published'] as const;
export type BlogStatusFilter = (typeof BLOG_STATUS_FILTERS)[number];

const blogListQuery = (defaultLimit: number) =>
  pagingQuery(defaultLimit).extend({
    /** Staff with the content permission only; readers always get published posts. */
    status: z.enum(BLOG_STATUS_FILTERS).optional(),
  });
export const blogListQuerySchema = blogListQuery(BLOG_LIST_DEFAULT_LIMIT);
export const blogPostsQuerySchema = blogListQuery(BLOG_POSTS_DEFAULT_LIMIT);
export type BlogListQuery = z.input<typeof blogListQuerySchema>;

export const blogAuthorSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * `published_at` is the moment of first publication. Unpublishing hides the post but keeps the date, so a
 * republished post returns with its original date and place, and its slug (fixed at first publication).
 */
export const blogPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  content_html: z.string(),
  excerpt: z.string(),
  image: z.string(),
  is_published: z.boolean(),
  published_at: z.string().nullable(),
  reading_minutes: z.number().int(),
  author: blogAuthorSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListResponse = z.object({
  items: z.array(blogPostSchema),
  total: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
});
export type BlogPostList = z.infer<typeof blogPostListResponse>;

export const blogImageUploadResponse = z.object({ url: z.string() });
export type BlogImageUpload = z.infer<typeof blogImageUploadResponse>;
