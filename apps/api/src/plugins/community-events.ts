import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';

/**
 * What the community module announces for live updates (spec 02 §4). Payloads are the PUBLIC shapes the
 * API returns to any member — never the viewer-specific fields, never an anonymous author's identity —
 * because the realtime layer forwards them as they are to every subscribed client.
 */
export type CommunityEventMap = {
  post_update: [{ post: { id: number; slug: string } & Record<string, unknown> }];
  new_comment: [{ post_id: number; post_slug: string; comment: { id: number } & Record<string, unknown> }];
};

export type CommunityEvents = EventEmitter<CommunityEventMap>;

declare module 'fastify' {
  interface FastifyInstance {
    communityEvents: CommunityEvents;
  }
}

/** An in-process bus between the community service (publisher) and the realtime layer (subscriber). */
export const communityEventsPlugin = fp(async (app) => {
  const events: CommunityEvents = new EventEmitter<CommunityEventMap>();
  app.decorate('communityEvents', events);
  app.addHook('onClose', async () => {
    events.removeAllListeners();
  });
});
