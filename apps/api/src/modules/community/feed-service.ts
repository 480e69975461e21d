import type { CommunityPostPage } from '@fertilia/contracts';
import { noTallies, talliesByPost, toViewerPost } from './dto';
import { listFeedRows, reactionTallies, type FeedKind, type Page } from './post-repo';
import type { CommunityContext, Viewer } from './viewer';

/**
 * One page of a feed: newest, trending (hot score, see post-repo) or following. Four queries whatever the
 * page size: the page's ids, the total, their rows with authors, and the reaction tallies with the viewer's
 * own reaction.
 */
export async function listFeed(
  ctx: CommunityContext,
  viewer: Viewer,
  kind: FeedKind,
  page: Page,
): Promise<CommunityPostPage> {
  const db = ctx.deps.db.db;
  const { rows, total } = await listFeedRows(db, kind, viewer.id, page, ctx.deps.clock.now());
  const tallies = talliesByPost(
    await reactionTallies(
      db,
      rows.map((r) => r.post.id),
      viewer.id,
    ),
  );
  return {
    items: rows.map((r) => toViewerPost(r, tallies.get(r.post.id) ?? noTallies(), viewer)),
    total,
    skip: page.skip,
    limit: page.limit,
  };
}
