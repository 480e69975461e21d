import { z } from 'zod';
import { databaseId, pagingQuery, someFieldGiven } from './common';
import { MESSAGES } from './messages';

/** Spec 02 §5/§9 community limits, each named once. */
export const POST_TITLE_MIN = 3;
export const POST_TITLE_MAX = 200;
export const POST_CONTENT_MIN = 10;
export const POST_CONTENT_MAX = 20_000;
export const POST_CATEGORY_MIN = 2;
export const POST_CATEGORY_MAX = 50;
export const POST_TAGS_MAX = 10;
export const POST_TAG_MAX = 30;
/** "Under 5MB": the largest accepted upload is one byte less than 5 MiB. */
export const POST_IMAGE_LIMIT_BYTES = 5 * 1024 * 1024;
export const POST_IMAGE_MAX_BYTES = POST_IMAGE_LIMIT_BYTES - 1;
export const POST_IMAGE_MAX_WIDTH = 1600;
export const POST_IMAGE_URL_PREFIX = '/api/media/community/';
/** A description of the picture for people who cannot see it: a sentence or two, as screen readers read them. */
export const POST_IMAGE_ALT_MAX = 250;
export const COMMENT_MIN = 1;
export const COMMENT_MAX = 500;

export const POST_VISIBILITIES = ['public', 'followers'] as const;
export type PostVisibility = (typeof POST_VISIBILITIES)[number];
/** Reactions fit for a support community; `like` is the one the like/unlike calls set. */
export const REACTION_TYPES = ['like', 'heart', 'hug', 'celebrate', 'insightful'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];
/** visible; hidden = held for review after several reports; removed = taken down by a moderator. */
export const CONTENT_STATUSES = ['visible', 'hidden', 'removed'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const COMMUNITY_MESSAGES = {
  // validation (spec 02 §5)
  titleMin: `Title must be at least ${POST_TITLE_MIN} characters`,
  titleMax: `Title must be at most ${POST_TITLE_MAX} characters`,
  contentMin: `Content must be at least ${POST_CONTENT_MIN} characters`,
  contentMax: `Content must be at most ${POST_CONTENT_MAX.toLocaleString('en')} characters`,
  categoryMin: `Category must be at least ${POST_CATEGORY_MIN} characters`,
  categoryMax: `Category must be at most ${POST_CATEGORY_MAX} characters`,
  visibilityInvalid: "Visibility must be 'public' or 'followers'",
  isAnonymousInvalid: 'is_anonymous must be true or false',
  anonymousFollowersOnly:
    'An anonymous post is public: a followers-only post would tell its author to anyone who can read it',
  tagsInvalid: `Tags must be a JSON list of at most ${POST_TAGS_MAX} texts of 1 to ${POST_TAG_MAX} characters`,
  imageTooLarge: 'Image must be smaller than 5MB',
  imageNotAnImage: 'Image must be a JPEG, PNG or WebP picture',
  imageAltTooLong: `Image description must be at most ${POST_IMAGE_ALT_MAX} characters`,
  commentRequired: 'Comment cannot be empty',
  commentTooLong: `Comment must be at most ${COMMENT_MAX} characters`,
  reactionTypeInvalid: `Reaction must be one of: ${REACTION_TYPES.join(', ')}`,
  parentNotInPost: 'The comment you reply to does not belong to this post',
  cannotFollowSelf: 'You cannot follow yourself',
  showRealNameInvalid: 'show_real_name must be true or false',
  // server details
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  memberNotFound: 'Member not found',
  postDeleted: 'Post deleted',
  commentDeleted: 'Comment deleted',
  following: 'You are now following this user',
  unfollowed: 'You have unfollowed this user',
  // client texts (spec 02 §8)
  feedLoadFailed: 'Unable to load community feed. Please try again later.',
  trendingLoadFailed: 'Unable to load trending posts. Please try again later.',
  followingLoadFailed: 'Unable to load posts from people you follow. Please try again later.',
  threadedCommentsLoadFailed: 'Unable to load threaded comments. Please try again later.',
  postLoadFailed: 'Unable to load the requested post. Please try again later.',
  commentsLoadFailed: 'Unable to load comments. Please try again later.',
  likesLoadFailed: 'Unable to load likes. Please try again later.',
  createPostFailed: 'Unable to create post',
  updatePostFailed: 'Unable to update post',
  deletePostFailed: 'Unable to delete post',
  likeFailed: 'Unable to like this post',
  unlikeFailed: 'Unable to unlike this post',
  addReactionFailed: (type: string) => `Unable to add ${type} reaction`,
  removeReactionFailed: (type: string) => `Unable to remove ${type} reaction`,
  deleteCommentFailed: 'Unable to delete comment',
  updateCommentFailed: 'Unable to update comment',
  addCommentFailed: 'Unable to add comment',
  followFailed: 'Unable to follow this user.',
  unfollowFailed: 'Unable to unfollow this user.',
  nameChoiceSaved: 'Community name saved',
  postCreated: 'Post created',
  /** Not in the spec's catalogue (§8 lists no edit toast); worded like its siblings. */
  postUpdated: 'Post updated',
  commentAdded: 'Comment added',
  commentUpdated: 'Comment updated',
} as const;

/** Multipart forms send every field as text: 'true'/'false' for booleans, JSON text for tags. */
const formBoolean = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: COMMUNITY_MESSAGES.isAnonymousInvalid }),
);
const parseJsonText = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return [];
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};
const tag = z
  .string({ error: COMMUNITY_MESSAGES.tagsInvalid })
  .trim()
  .min(1, COMMUNITY_MESSAGES.tagsInvalid)
  .max(POST_TAG_MAX, COMMUNITY_MESSAGES.tagsInvalid);
/** Tags: a JSON list (or JSON text of one); duplicates are dropped, case kept. */
const tags = z.preprocess(
  parseJsonText,
  z
    .array(tag, { error: COMMUNITY_MESSAGES.tagsInvalid })
    .max(POST_TAGS_MAX, COMMUNITY_MESSAGES.tagsInvalid)
    .transform((list) => [...new Set(list)]),
);

const title = z
  .string({ error: MESSAGES.titleRequired })
  .trim()
  .min(POST_TITLE_MIN, COMMUNITY_MESSAGES.titleMin)
  .max(POST_TITLE_MAX, COMMUNITY_MESSAGES.titleMax);
const content = z
  .string({ error: MESSAGES.contentRequired })
  .trim()
  .min(POST_CONTENT_MIN, COMMUNITY_MESSAGES.contentMin)
  .max(POST_CONTENT_MAX, COMMUNITY_MESSAGES.contentMax);
const category = z
  .string({ error: MESSAGES.categoryRequired })
  .trim()
  .min(POST_CATEGORY_MIN, COMMUNITY_MESSAGES.categoryMin)
  .max(POST_CATEGORY_MAX, COMMUNITY_MESSAGES.categoryMax);
const visibility = z.enum(POST_VISIBILITIES, { error: COMMUNITY_MESSAGES.visibilityInvalid });

/**
 * Anonymous posts are public only: only the author's followers could read an anonymous followers-only post,
 * so following members one at a time would reveal who wrote it. The server also checks an edit against the
 * stored post, where the two fields may change one at a time.
 */
export const anonymousToFollowers = (post: { visibility?: string; is_anonymous?: boolean }) =>
  post.is_anonymous === true && post.visibility === 'followers';

const imageAlt = z
  .string({ error: COMMUNITY_MESSAGES.imageAltTooLong })
  .trim()
  .max(POST_IMAGE_ALT_MAX, COMMUNITY_MESSAGES.imageAltTooLong);

/**
 * POST /api/community/posts/ — the text fields of the multipart form (the optional image travels as the
 * file field `image`) or the same fields as JSON.
 */
export const postCreateSchema = z
  .object({
    title,
    content,
    category,
    visibility: visibility.default('public'),
    is_anonymous: formBoolean.default(false),
    tags: tags.default([]),
    /** What the picture shows, read out in its place; '' (the default) when the author wrote none. */
    image_alt: imageAlt.default(''),
  })
  .refine((post) => !anonymousToFollowers(post), {
    error: COMMUNITY_MESSAGES.anonymousFollowersOnly,
    path: ['visibility'],
  });
export type PostCreateInput = z.input<typeof postCreateSchema>;
export type PostCreate = z.output<typeof postCreateSchema>;

/** PUT /api/community/posts/{slug}/ — any of the fields; an absent one keeps its value. The slug never changes. */
export const postUpdateSchema = z
  .object({
    title: title.optional(),
    content: content.optional(),
    category: category.optional(),
    visibility: visibility.optional(),
    is_anonymous: formBoolean.optional(),
    tags: tags.optional(),
    /** A new description of the post's picture ('' removes it); ignored for a post without one. */
    image_alt: imageAlt.optional(),
  })
  .refine(someFieldGiven, MESSAGES.atLeastOneField);
export type PostUpdateInput = z.input<typeof postUpdateSchema>;
export type PostUpdate = z.output<typeof postUpdateSchema>;

export const postSlugParam = z.object({ slug: z.string().trim().min(1).max(240) });
export const communityFeedQuery = pagingQuery();
export type CommunityFeedQuery = z.input<typeof communityFeedQuery>;

const positiveId = databaseId();
export const commentIdParam = z.object({ id: positiveId });
export const memberIdParam = z.object({ id: positiveId });

/** POST and DELETE /api/community/likes/ — a typed reaction (DELETE removes the member's reaction). */
export const reactionInputSchema = z.object({
  post_id: positiveId,
  reaction_type: z.enum(REACTION_TYPES, { error: COMMUNITY_MESSAGES.reactionTypeInvalid }).default('like'),
});
export type ReactionInput = z.input<typeof reactionInputSchema>;

const commentContent = z
  .string({ error: COMMUNITY_MESSAGES.commentRequired })
  .trim()
  .min(COMMENT_MIN, COMMUNITY_MESSAGES.commentRequired)
  .max(COMMENT_MAX, COMMUNITY_MESSAGES.commentTooLong);

/** POST /api/community/comments/ */
export const commentCreateSchema = z.object({
  content: commentContent,
  post_id: positiveId,
  is_anonymous: z.boolean({ error: COMMUNITY_MESSAGES.isAnonymousInvalid }).default(false),
  parent_id: positiveId.nullable().optional(),
});
export type CommentCreateInput = z.input<typeof commentCreateSchema>;

/** PATCH /api/community/comments/{id}/ */
export const commentUpdateSchema = z
  .object({
    content: commentContent.optional(),
    is_anonymous: z.boolean({ error: COMMUNITY_MESSAGES.isAnonymousInvalid }).optional(),
  })
  .refine((v) => v.content !== undefined || v.is_anonymous !== undefined, MESSAGES.atLeastOneField);
export type CommentUpdateInput = z.input<typeof commentUpdateSchema>;

/**
 * PUT /api/community/settings/: how the member appears to others. Off by default: others see her username;
 * on, they see her first and last name (when she gave them).
 */
export const communityNameSettingsSchema = z.object({
  show_real_name: z.boolean({ error: COMMUNITY_MESSAGES.showRealNameInvalid }),
});
export type CommunityNameSettingsInput = z.input<typeof communityNameSettingsSchema>;
/** The saved choice, and the name other members now see. */
export const communityNameSettingsReply = communityNameSettingsSchema.extend({ public_name: z.string() });
export type CommunityNameSettings = z.infer<typeof communityNameSettingsReply>;

/** Who wrote something, as other members may see it. null wherever the writer chose anonymity. */
export const communityAuthorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** The public name (user.ts `publicName`): the username unless the member chose to show her real name. */
  display_name: z.string(),
  avatar: z.string().nullable(),
  /** 'Doctor' or 'Expert' for professionals, null otherwise. */
  role_label: z.string().nullable(),
});
export type CommunityAuthor = z.infer<typeof communityAuthorSchema>;

const reactionCounts = z.object(
  Object.fromEntries(REACTION_TYPES.map((t) => [t, z.number().int()])) as Record<ReactionType, z.ZodNumber>,
);
/** The same for every viewer: what events carry. */
export const publicReactionSummarySchema = z.object({
  like_count: z.number().int(),
  total_count: z.number().int(),
  counts: reactionCounts,
});
export type PublicReactionSummary = z.infer<typeof publicReactionSummarySchema>;
export const reactionSummarySchema = publicReactionSummarySchema.extend({
  user_reaction: z.enum(REACTION_TYPES).nullable(),
});
export type ReactionSummary = z.infer<typeof reactionSummarySchema>;

/**
 * A post as every member may see it (the live-event payload). `comment_count` and `comments_count` are
 * the same number under both names the spec's client reads.
 */
export const communityPostPublicSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  visibility: z.enum(POST_VISIBILITIES),
  is_anonymous: z.boolean(),
  tags: z.array(z.string()),
  image: z.string(),
  /** The author's description of `image`; '' when none was written (the screen then describes it itself). */
  image_alt: z.string(),
  author: communityAuthorSchema.nullable(),
  likes_count: z.number().int(),
  comment_count: z.number().int(),
  comments_count: z.number().int(),
  reactions: publicReactionSummarySchema,
  status: z.enum(CONTENT_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CommunityPostPublic = z.infer<typeof communityPostPublicSchema>;

/** A post as the API answers it to one viewer. */
export const communityPostSchema = communityPostPublicSchema.extend({
  reactions: reactionSummarySchema,
  is_liked: z.boolean(),
  /** The viewer wrote it (the only way an anonymous author recognises their own post). */
  is_own: z.boolean(),
  /** Told to the author only, when a moderator hid or removed the post. */
  moderation_reason: z.string().nullable(),
  /** The real author of an anonymous post, for staff with the moderation permission only. */
  moderation_author: communityAuthorSchema.optional(),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;
export const communityPostPage = z.object({
  items: z.array(communityPostSchema),
  total: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
});
export type CommunityPostPage = z.infer<typeof communityPostPage>;

type CommentShape = {
  id: number;
  content: string;
  post_id: number;
  is_anonymous: boolean;
  parent_id: number | null;
  author: CommunityAuthor | null;
  is_own?: boolean;
  moderation_author?: CommunityAuthor;
  replies: CommentShape[];
  created_at: string;
  updated_at: string;
};
/** A comment; `replies` nests the thread (empty in flat lists and events). */
export const communityCommentSchema: z.ZodType<CommentShape> = z.object({
  id: z.number().int(),
  content: z.string(),
  post_id: z.number().int(),
  is_anonymous: z.boolean(),
  parent_id: z.number().int().nullable(),
  author: communityAuthorSchema.nullable(),
  /** Viewer-specific: absent from event payloads. */
  is_own: z.boolean().optional(),
  moderation_author: communityAuthorSchema.optional(),
  get replies() {
    return z.array(communityCommentSchema);
  },
  created_at: z.string(),
  updated_at: z.string(),
});
export type CommunityComment = CommentShape;
export const communityCommentList = z.array(communityCommentSchema);

/** GET /api/community/posts/{slug}/likes/ — who reacted (a member card each). */
export const postReactionEntrySchema = z.object({
  reaction_type: z.enum(REACTION_TYPES),
  post_id: z.number().int(),
  user: communityAuthorSchema,
  created_at: z.string(),
});
export const postReactionPage = z.object({
  items: z.array(postReactionEntrySchema),
  total: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
});
export type PostReactionEntry = z.infer<typeof postReactionEntrySchema>;
export type PostReactionPage = z.infer<typeof postReactionPage>;

/** A member's public card (GET /api/community/users/{id}/). Post counts never include anonymous posts. */
export const memberCardSchema = communityAuthorSchema.extend({
  follower_count: z.number().int(),
  following_count: z.number().int(),
  post_count: z.number().int(),
  is_following: z.boolean(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;
export const memberPage = z.object({
  items: z.array(communityAuthorSchema),
  total: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
});
export const followResponse = z.object({
  message: z.string(),
  is_following: z.boolean(),
  follower_count: z.number().int(),
});
export type FollowResponse = z.infer<typeof followResponse>;

/** What every like/unlike and reaction call answers: the post's fresh counts and the caller's reaction. */
export const reactionResultSchema = z.object({
  post_id: z.number().int(),
  slug: z.string(),
  likes_count: z.number().int(),
  is_liked: z.boolean(),
  reactions: reactionSummarySchema,
});
export type ReactionResult = z.infer<typeof reactionResultSchema>;

/** Paging of the threaded view: top-level comments (oldest first), each with its whole reply tree. */
export const COMMENT_THREADS_DEFAULT_LIMIT = 50;
export const commentThreadsQuery = pagingQuery(COMMENT_THREADS_DEFAULT_LIMIT);
export const communityCommentPage = z.object({
  items: z.array(communityCommentSchema),
  total: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
});
export type CommunityCommentPage = z.infer<typeof communityCommentPage>;
