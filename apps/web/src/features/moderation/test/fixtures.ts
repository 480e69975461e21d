import {
  MODERATION_MESSAGES,
  moderationApi,
  type ModerationPostItem,
  type ModerationReport,
} from '@fertilia/contracts';
import { jsonResponse, installTestFetch, type RecordedRequest } from '@/test/fetch-mock';
import { makeUser, signInAs } from '@/test/users';

/* Shared by the moderation screens' tests: a signed-in moderator, queue items and a fake moderation API. */

export const moderator = makeUser({ id: 5, role: 'content_moderator' });
export const signInAsModerator = () => signInAs(moderator);
export const person = (id: number, name: string) => ({
  id,
  username: name.toLowerCase(),
  display_name: name,
  role: 'patient' as const,
});
export const report = (
  id: number,
  reason: string,
  over: Partial<ModerationReport> = {},
): ModerationReport => ({
  id,
  reporter: person(100 + id, `Reporter${id}`),
  reason,
  created_at: '2026-11-20T10:00:00.000Z',
  decision: null,
  decision_reason: null,
  resolved_at: null,
  ...over,
});
export const postItem = (id: number, over: Partial<ModerationPostItem['post']> = {}): ModerationPostItem => ({
  post: {
    id,
    slug: `post-${id}`,
    title: `Post number ${id}`,
    content: `Body of post ${id}`,
    category: 'ivf',
    is_anonymous: false,
    status: 'visible',
    moderation_reason: null,
    author: person(id, `Author${id}`),
    created_at: '2026-11-19T10:00:00.000Z',
    ...over,
  },
  report_count: 1,
  reports: [report(id, `Spam in post ${id}`)],
  first_reported_at: '2026-11-20T10:00:00.000Z',
  last_reported_at: '2026-11-20T10:00:00.000Z',
});
export const page = <T>(items: T[], total = items.length, skip = 0) => ({ items, total, skip, limit: 20 });

/** The API's answer to a saved removal. */
export const removalSaved = (
  target_type: 'post' | 'comment' | 'message',
  target_id: number,
  reports_resolved: number,
) =>
  jsonResponse(200, {
    message: MODERATION_MESSAGES.decided.remove,
    target_type,
    target_id,
    decision: 'remove',
    status: 'removed',
    reports_resolved,
  });

/** Serves a queue holding `item` until a moderator removes it (answered with `reply`), then an empty one. */
export function serveUntilRemoved(item: unknown, reply: () => Response) {
  let done = false;
  return serve(({ method }) => {
    if (method !== 'POST') return jsonResponse(200, page(done ? [] : [item]));
    done = true;
    return reply();
  });
}

/** Where every moderators' call lives: the folder of the declared post queue (/api/admin/moderation). */
const MODERATION_ROOT = moderationApi.postQueue.path.slice(0, moderationApi.postQueue.path.lastIndexOf('/'));
const isModerationCall = (url: string) => url.startsWith(MODERATION_ROOT);

/** Answers the moderation API from `handle`, and the profile refresh with the moderator. */
export function serve(handle: (request: RecordedRequest) => Response) {
  const fetch = installTestFetch((request) =>
    isModerationCall(request.url) ? handle(request) : jsonResponse(200, moderator),
  );
  return { queueCalls: () => fetch.calls.filter((c) => isModerationCall(c.url)), fetch };
}
