import { z } from 'zod';
import { databaseId, pageOf, pagingQuery } from './common';
import { communityAuthorSchema } from './community';
import { MESSAGES } from './messages';
import {
  REPORT_REASON_MAX,
  REPORT_REASON_MIN,
  moderationDecisionResponse,
  moderationPersonSchema,
  reportSummary,
} from './moderation';

/** Spec 02 §5/§9 chat limits, each named once. */
export const CHAT_MESSAGE_MIN = 1;
export const CHAT_MESSAGE_MAX = 1000;
export const CONVERSATION_TITLE_MIN = 1;
export const CONVERSATION_TITLE_MAX = 100;
/** A conversation is between a few people, not a broadcast list. */
export const CONVERSATION_PARTICIPANTS_MAX = 20;
export const MESSAGE_SOURCES_MAX = 10;
export const MESSAGE_SOURCE_MAX = 500;
export const MEMBER_SEARCH_MIN = 2;
export const MEMBER_SEARCH_MAX = 50;
/** A page of a thread: the newest messages first, so the screen opens at the end of the conversation. */
export const CHAT_MESSAGES_PAGE_SIZE = 50;

/**
 * direct: two people, made by POSTing one participant and reused afterwards. general (the spec's default)
 * and group: titled or several-person conversations, a new one each time.
 */
export const CONVERSATION_TYPES = ['direct', 'general', 'group'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];
export const CREATABLE_CONVERSATION_TYPES = ['general', 'group'] as const;
export const MESSAGE_PRIVACY_OPTIONS = ['everyone', 'following'] as const;
export type MessagePrivacy = (typeof MESSAGE_PRIVACY_OPTIONS)[number];

export const CONVERSATION_MESSAGES = {
  // validation (spec 02 §5)
  messageRequired: 'Message cannot be empty',
  messageTooLong: `Message must be at most ${CHAT_MESSAGE_MAX.toLocaleString('en')} characters`,
  titleRequired: 'Title cannot be empty',
  titleTooLong: `Title must be at most ${CONVERSATION_TITLE_MAX} characters`,
  participantsRequired: 'At least one participant is required',
  participantsTooMany: `A conversation has at most ${CONVERSATION_PARTICIPANTS_MAX} participants`,
  participantIdInvalid: 'Participant ids must be positive whole numbers',
  typeInvalid: `Type must be one of: ${CREATABLE_CONVERSATION_TYPES.join(', ')}`,
  sessionIdInvalid: 'Session id must be a positive whole number',
  sessionIdMismatch: (conversationId: number) =>
    `session_id must be this conversation's id (${conversationId}) or left out`,
  sourcesInvalid: `Sources must be a list of at most ${MESSAGE_SOURCES_MAX} texts of 1 to ${MESSAGE_SOURCE_MAX} characters`,
  searchTooShort: `Type at least ${MEMBER_SEARCH_MIN} characters to search`,
  searchTooLong: `Search must be at most ${MEMBER_SEARCH_MAX} characters`,
  privacyInvalid: `Choose one of: ${MESSAGE_PRIVACY_OPTIONS.join(', ')}`,
  reasonRequired: 'Please give a reason',
  reasonMin: `Reason must be at least ${REPORT_REASON_MIN} characters`,
  reasonMax: `Reason must be at most ${REPORT_REASON_MAX} characters`,
  // server details
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  memberNotFound: 'Member not found',
  cannotMessageSelf: 'You cannot start a conversation with yourself',
  refusesMessages: (name: string) => `${name} only accepts messages from members they follow`,
  left: 'You left the conversation',
  marked: 'Conversation marked as read',
  ownMessage: 'You cannot report your own message',
  alreadyReported: 'You have already reported this message',
  reportReceived: 'Thank you. A moderator will review it.',
  /** What participants read in place of a message a moderator removed. */
  removedMarker: 'This message was removed by a moderator.',
  messageAlreadyRemoved: 'This message has already been removed',
  reportsAlreadyDecided: 'The reports of this message have already been decided',
  removedTitle: 'Your message was removed',
  removedText: (reason: string) =>
    `A moderator removed one of your messages in a conversation. Reason: ${reason}`,
  notificationTitle: 'New message',
  notificationText: (name: string) => `${name} sent you a message`,
  // client texts (spec 02 §8 and ours)
  conversationsLoadFailed: 'Unable to load conversations. Please try again later.',
  loadMoreFailed: 'Unable to load more conversations.',
  refreshFailed: 'Unable to refresh conversations.',
  conversationLoadFailed: 'Unable to load conversation.',
  messagesLoadFailed: 'Unable to load messages. Please try again later.',
  sendFailed: 'Unable to send message. Please try again later.',
  startFailed: 'Unable to start conversation',
  createFailed: 'Unable to create conversation',
  invalidResponse: 'Invalid response from server',
  messageSent: 'Message sent',
  leaveFailed: 'Unable to leave the conversation. Please try again later.',
  reportFailed: 'Unable to send your report. Please try again later.',
  searchFailed: 'Unable to search members. Please try again later.',
  settingsLoadFailed: 'Unable to load your message settings.',
  settingsSaveFailed: 'Unable to save your message settings.',
  settingsSaved: 'Message settings saved',
} as const;

const positiveId = (message: string) => databaseId(message);

export const conversationIdParam = z.object({ id: positiveId(MESSAGES.invalidId) });
export const chatMessageIdParam = z.object({ id: positiveId(MESSAGES.invalidId) });

/** The same rule for the composer and the server: 1–1000 characters after trimming. */
export const chatMessageContent = z
  .string({ error: CONVERSATION_MESSAGES.messageRequired })
  .trim()
  .min(CHAT_MESSAGE_MIN, CONVERSATION_MESSAGES.messageRequired)
  .max(CHAT_MESSAGE_MAX, CONVERSATION_MESSAGES.messageTooLong);

const participants = z
  .array(positiveId(CONVERSATION_MESSAGES.participantIdInvalid), {
    error: CONVERSATION_MESSAGES.participantsRequired,
  })
  .min(1, CONVERSATION_MESSAGES.participantsRequired)
  .max(CONVERSATION_PARTICIPANTS_MAX, CONVERSATION_MESSAGES.participantsTooMany)
  .transform((ids) => [...new Set(ids)]);

export const conversationTitle = z
  .string({ error: CONVERSATION_MESSAGES.titleRequired })
  .trim()
  .min(CONVERSATION_TITLE_MIN, CONVERSATION_MESSAGES.titleRequired)
  .max(CONVERSATION_TITLE_MAX, CONVERSATION_MESSAGES.titleTooLong);

/**
 * POST /api/community/chat/conversations/ — `{participants}` opens (or reopens) the direct conversation
 * with one member, or a new untitled group with several; `{title, type, participants?}` always makes a new
 * conversation. Without a title there must be at least one participant.
 */
export const conversationCreateSchema = z
  .object({
    title: conversationTitle.optional(),
    type: z
      .enum(CREATABLE_CONVERSATION_TYPES, { error: CONVERSATION_MESSAGES.typeInvalid })
      .default('general'),
    participants: participants.optional(),
  })
  .refine((v) => v.title !== undefined || v.participants !== undefined, {
    message: CONVERSATION_MESSAGES.participantsRequired,
    path: ['participants'],
  });
export type ConversationCreateInput = z.input<typeof conversationCreateSchema>;
export type ConversationCreate = z.output<typeof conversationCreateSchema>;

/** POST .../conversations/{id}/messages/ — session_id defaults to the conversation id (spec 02 §7). */
export const chatMessageCreateSchema = z.object({
  session_id: positiveId(CONVERSATION_MESSAGES.sessionIdInvalid).optional(),
  content: chatMessageContent,
  sources: z
    .array(
      z
        .string({ error: CONVERSATION_MESSAGES.sourcesInvalid })
        .trim()
        .min(1, CONVERSATION_MESSAGES.sourcesInvalid)
        .max(MESSAGE_SOURCE_MAX, CONVERSATION_MESSAGES.sourcesInvalid),
      { error: CONVERSATION_MESSAGES.sourcesInvalid },
    )
    .max(MESSAGE_SOURCES_MAX, CONVERSATION_MESSAGES.sourcesInvalid)
    .default([]),
});
export type ChatMessageCreateInput = z.input<typeof chatMessageCreateSchema>;

export const conversationListQuery = pagingQuery();
export const chatMessagesQuery = pagingQuery(CHAT_MESSAGES_PAGE_SIZE);

export const memberSearchQuery = pagingQuery().extend({
  q: z
    .string({ error: CONVERSATION_MESSAGES.searchTooShort })
    .trim()
    .min(MEMBER_SEARCH_MIN, CONVERSATION_MESSAGES.searchTooShort)
    .max(MEMBER_SEARCH_MAX, CONVERSATION_MESSAGES.searchTooLong),
});
export type MemberSearchQuery = z.input<typeof memberSearchQuery>;

export const messageReportSchema = z.object({
  reason: z
    .string({ error: CONVERSATION_MESSAGES.reasonRequired })
    .trim()
    .min(REPORT_REASON_MIN, CONVERSATION_MESSAGES.reasonMin)
    .max(REPORT_REASON_MAX, CONVERSATION_MESSAGES.reasonMax),
});

export const messagingSettingsSchema = z.object({
  accept_messages_from: z.enum(MESSAGE_PRIVACY_OPTIONS, { error: CONVERSATION_MESSAGES.privacyInvalid }),
});
export type MessagingSettings = z.infer<typeof messagingSettingsSchema>;

/** A message as every participant sees it (also the live `new_message` payload). */
export const chatMessagePublicSchema = z.object({
  id: z.number().int(),
  /** The spec's client reads `message_id`; the same number as `id`. */
  message_id: z.number().int(),
  conversation_id: z.number().int(),
  session_id: z.number().int(),
  content: z.string(),
  sources: z.array(z.string()),
  sender: communityAuthorSchema,
  created_at: z.string(),
  /** True once a moderator removed it: `content` is then the removed marker and `sources` empty. */
  removed: z.boolean().optional(),
});
export type ChatMessagePublic = z.infer<typeof chatMessagePublicSchema>;
export const chatMessageSchema = chatMessagePublicSchema.extend({ is_own: z.boolean() });
export type ChatMessage = z.infer<typeof chatMessageSchema>;
/** Items oldest first within the page; `skip` counts back from the newest message. */
export const chatMessagePage = pageOf(chatMessageSchema);
export type ChatMessagePage = z.infer<typeof chatMessagePage>;

export const conversationSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  type: z.enum(CONVERSATION_TYPES),
  /** Everyone still in it, the viewer included. */
  participants: z.array(communityAuthorSchema),
  last_message: chatMessageSchema.nullable(),
  unread_count: z.number().int(),
  created_at: z.string(),
  /** The time of the last message, or of creation. */
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationPage = pageOf(conversationSchema);
export type ConversationPage = z.infer<typeof conversationPage>;

export const memberSearchPage = pageOf(communityAuthorSchema);
export type MemberSearchPage = z.infer<typeof memberSearchPage>;

export const messageReportResponse = z.object({ message: z.string(), message_id: z.number().int() });
export const conversationReadResponse = z.object({
  message: z.string(),
  conversation_id: z.number().int(),
  unread_count: z.number().int(),
});

/** The moderators' view of a reported message: the message itself and who reported it, nothing else of the thread. */
export const messageReportItemSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  status: z.enum(['open', 'resolved']),
  created_at: z.string(),
  reporter: communityAuthorSchema,
  message: chatMessagePublicSchema,
});
export const messageReportPage = pageOf(messageReportItemSchema);
export const messageReportQuery = pagingQuery().extend({
  status: z.enum(['open', 'resolved']).default('open'),
});

/** The live event a conversation room receives. */
export const newMessageEventSchema = z.object({
  conversation_id: z.number().int(),
  message: chatMessagePublicSchema,
});
export type NewMessageEvent = z.infer<typeof newMessageEventSchema>;

/** A reported message as moderators see it: the message alone (never the rest of the thread) and its sender. */
export const moderatedMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  /** The original text, even once removed: moderators keep the record. */
  content: z.string(),
  status: z.enum(['visible', 'removed']),
  moderation_reason: z.string().nullable(),
  author: moderationPersonSchema,
  created_at: z.string(),
});
export type ModeratedMessage = z.infer<typeof moderatedMessageSchema>;
/** GET /api/admin/moderation/messages: one entry per reported message, like the post and comment queues. */
export const moderationMessageItemSchema = z.object({ message: moderatedMessageSchema, ...reportSummary });
export type ModerationMessageItem = z.infer<typeof moderationMessageItemSchema>;
export const moderationMessagePage = pageOf(moderationMessageItemSchema);
export type ModerationMessagePage = z.infer<typeof moderationMessagePage>;
/** POST /api/admin/moderation/messages/{id}/decision answers like a post or comment decision. */
export const messageDecisionResponse = moderationDecisionResponse.extend({
  target_type: z.literal('message'),
});
export type MessageDecisionResponse = z.infer<typeof messageDecisionResponse>;
