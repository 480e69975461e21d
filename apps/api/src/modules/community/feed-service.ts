import type { CommunityPostPage } from '@fertilia/contracts';
import type { MemberContext } from '../../http/context';
import { viewerFor } from './access';
import { noTallies, talliesByPost, toViewerPost } from './dto';
import { listFeedRows, reactionTallies, type FeedKind, type Page } from './post-repo';

/**
 * One page of a feed: newest, trending (hot score, see post-repo) or following. Four queries whatever the
 * page size: the page's ids, the total, their rows with authors, and the reaction tallies with the viewer's
 * own reaction.
 */
export async function listFeed(
  ctx: MemberContext,
  { kind, page }: { kind: FeedKind; page: Page },
): Promise<CommunityPostPage> {
  const viewer = viewerFor(ctx.actor);
  const { rows, total } = await listFeedRows(ctx.db, kind, viewer.id, page, ctx.clock.now());
  const tallies = talliesByPost(
    await reactionTallies(
      ctx.db,
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
