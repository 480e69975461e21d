import type { CommunityPostPublic } from '@fertilia/contracts';

/**
 * What a post's picture is announced as: the author's description, else a sentence naming the post it
 * belongs to, never a file name (the stored name is random letters) and never nothing, which would hide
 * from screen-reader users that a picture is there at all.
 */
export const postImageAlt = (post: Pick<CommunityPostPublic, 'image_alt' | 'title'>): string =>
  post.image_alt.trim() || `Picture shared with the post “${post.title}”`;
