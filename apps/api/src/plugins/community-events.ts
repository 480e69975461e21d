import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import type {
  EmbryoAnalysisUpdateEvent,
  MessageRemovedEvent,
  NewPostEvent,
  PostUpdateExtras,
} from '@fertilia/contracts';

/**
 * What the community module announces for live updates (spec 02 §4). Payloads are the PUBLIC shapes the
 * API returns to any member — never the viewer-specific fields, never an anonymous author's identity —
 * because the realtime layer forwards them as they are to every subscribed client.
 */
export type CommunityEventMap = {
  post_update: [{ post: { id: number; slug: string } & Record<string, unknown> } & PostUpdateExtras];
  /**
   * A published post, visible. `author_id` and `follower_ids` (her followers, empty for an anonymous post)
   * only route it: the realtime layer forwards `post` alone, with `following` on the followers' copy.
   */
  new_post: [
    { post: NewPostEvent['post'] & { visibility: string }; author_id: number; follower_ids: number[] },
  ];
  new_comment: [{ post_id: number; post_slug: string; comment: { id: number } & Record<string, unknown> }];
  /**
   * A chat message (modules/conversations), for its conversation's room, whose sockets all belong to
   * participants, and for the private rooms of `recipient_ids` (the participants at sending time), so their
   * open messages screens learn of conversations they have not opened yet. recipient_ids is not forwarded.
   */
  new_message: [
    { conversation_id: number; message: { id: number } & Record<string, unknown>; recipient_ids: number[] },
  ];
  /** A member left a conversation: their sockets must leave its room at once. */
  conversation_left: [{ conversation_id: number; user_id: number }];
  /** A moderator removed a chat message: for its conversation's room only, ids alone. */
  message_removed: [MessageRemovedEvent];
  /**
   * An embryo analysis moved (modules/embryo): for the private rooms of `recipient_ids` (its uploader, its
   * patient, who started it), who fetch it. recipient_ids is not forwarded; the event holds no health data.
   */
  embryo_analysis_update: [{ recipient_ids: number[]; event: EmbryoAnalysisUpdateEvent }];
  /**
   * Sessions ended (sign-out, password change or reset, suspension, role change, refresh-token reuse): every
   * live connection of them closes at once, in every process. `session_id` null: all of the member's.
   */
  session_ended: [{ user_id: number; session_id: string | null }];
};

export type CommunityEvents = EventEmitter<CommunityEventMap>;

declare module 'fastify' {
  interface FastifyInstance {
    communityEvents: CommunityEvents;
  }
}

/** An in-process bus between the community service (publisher) and the realtime layer (subscriber). */
export const communityEventsPlugin = fp(
  async (app) => {
    const events: CommunityEvents = new EventEmitter<CommunityEventMap>();
    app.decorate('communityEvents', events);
    app.addHook('onClose', async () => {
      events.removeAllListeners();
    });
  },
  { name: 'community-events' },
);
