import { z } from 'zod';
import { databaseId, pagingQuery, someFieldGiven } from './common';
import { CONVERSATION_MESSAGES, chatMessageContent, conversationTitle } from './conversations';
import { MESSAGES } from './messages';

/*
 * The AI fertility assistant (spec 02 §3, §7; issue 21; ADR 020). It answers from our own knowledge hub and
 * FAQ only, cites the passages each answer rests on, declines when nothing strong enough is found, and puts
 * an urgent-care message first when a question describes an emergency. Spec 02: sessions answer in
 * `sessions`, the default title 'New Chat', type default 'general', messages 1–1000 characters, rating 1 or
 * −1, 20 conversations a page, and 'Authentication required' without a token.
 */

export const ASSISTANT_DEFAULT_TITLE = 'New Chat';
export const ASSISTANT_SESSION_TYPES = ['general', 'cycle', 'ivf', 'treatment', 'emotional'] as const;
export type AssistantSessionType = (typeof ASSISTANT_SESSION_TYPES)[number];
export const ASSISTANT_SESSIONS_PAGE_SIZE = 20;
/** A thread reads oldest first; a page this long holds any ordinary conversation whole. */
export const ASSISTANT_MESSAGES_PAGE_SIZE = 100;
export const ASSISTANT_FEEDBACK_TEXT_MAX = 1000;
export const ASSISTANT_RATINGS = [1, -1] as const;

/**
 * answer: sourced sentences with citations. no_source: nothing we publish answers it well enough, so it says
 * so and points to a clinician. urgent: red flags found; what to do now comes first, sources may follow.
 * out_of_scope: a dose change or a request for a diagnosis, which only her clinician can give.
 */
export const ASSISTANT_ANSWER_KINDS = ['answer', 'no_source', 'urgent', 'out_of_scope'] as const;
export type AssistantAnswerKind = (typeof ASSISTANT_ANSWER_KINDS)[number];
export const ASSISTANT_SOURCE_KINDS = ['knowledge', 'faq'] as const;
export type AssistantSourceKind = (typeof ASSISTANT_SOURCE_KINDS)[number];
/** Who wrote the answer's words: our own sentence picker, or the configured outside language model. */
export const ASSISTANT_WRITERS = ['extractive', 'llm'] as const;
export type AssistantWriter = (typeof ASSISTANT_WRITERS)[number];
/** What of her own data an answer may be tailored with, when she allows it in the conversation. */
export const ASSISTANT_CONTEXT_KEYS = ['cycle_phase', 'age_band', 'ivf_estimate'] as const;
export type AssistantContextKey = (typeof ASSISTANT_CONTEXT_KEYS)[number];

/** Questions the assistant is known to answer well (bench/assistant checks each is answered with sources). */
export const ASSISTANT_STARTER_QUESTIONS = [
  'When is my fertile window?',
  'What are the warning signs of OHSS?',
  'What does a low AMH level mean?',
  'How many embryos should be transferred?',
  'When should we seek help for trouble conceiving?',
  'How can I cope with the two-week wait?',
] as const;

export const ASSISTANT_MESSAGES = {
  typeInvalid: `Type must be one of: ${ASSISTANT_SESSION_TYPES.join(', ')}`,
  ratingInvalid: 'Rating must be 1 or -1',
  feedbackTooLong: `Feedback must be at most ${ASSISTANT_FEEDBACK_TEXT_MAX.toLocaleString('en')} characters`,
  conversationIdInvalid: 'Conversation id must be a positive whole number',
  messageIdInvalid: 'Message id must be a positive whole number',
  contextOnlyForPatients: 'Only patients have a cycle log and IVF estimates to tailor answers with',
  shareNeedsUse:
    'Let the assistant use your data in this conversation before sending it to the outside model',
  feedbackOnAnswersOnly: 'Feedback is given on the assistant’s answers, not on your own messages',
  conversationDeleted: 'Conversation deleted',
  // client texts (spec 02 §8 where it words them, ours otherwise)
  conversationsLoadFailed: CONVERSATION_MESSAGES.conversationsLoadFailed,
  loadMoreFailed: CONVERSATION_MESSAGES.loadMoreFailed,
  refreshFailed: CONVERSATION_MESSAGES.refreshFailed,
  conversationLoadFailed: CONVERSATION_MESSAGES.conversationLoadFailed,
  messagesLoadFailed: CONVERSATION_MESSAGES.messagesLoadFailed,
  sendFailed: CONVERSATION_MESSAGES.sendFailed,
  feedbackThanks: 'Thank you for your feedback',
  feedbackFailed: 'Unable to save your feedback. Please try again later.',
  renameFailed: 'Unable to rename the conversation. Please try again later.',
  deleteFailed: 'Unable to delete the conversation. Please try again later.',
  settingsFailed: 'Unable to change what this conversation may use. Please try again later.',
  stopped: 'You stopped this answer before it was finished.',
} as const;

const conversationId = databaseId(ASSISTANT_MESSAGES.conversationIdInvalid);
export const assistantSessionIdParam = z.object({ id: databaseId(MESSAGES.invalidId) });
const sessionType = z.enum(ASSISTANT_SESSION_TYPES, { error: ASSISTANT_MESSAGES.typeInvalid });

// ---- requests ----

export const assistantSessionListQuery = pagingQuery(ASSISTANT_SESSIONS_PAGE_SIZE);
export const assistantMessageListQuery = pagingQuery(ASSISTANT_MESSAGES_PAGE_SIZE);

/** POST .../conversations/: a new, empty conversation. */
export const assistantSessionCreateSchema = z.object({
  title: conversationTitle.default(ASSISTANT_DEFAULT_TITLE),
  type: sessionType.default('general'),
});
export type AssistantSessionCreate = z.input<typeof assistantSessionCreateSchema>;

/** Beyond the spec: rename, and what of her own data the conversation may use (off until she allows it). */
export const assistantSessionUpdateSchema = z
  .object({
    title: conversationTitle.optional(),
    use_my_context: z.boolean().optional(),
    share_context_with_model: z.boolean().optional(),
  })
  .refine(someFieldGiven, { message: MESSAGES.atLeastOneField });
export type AssistantSessionUpdate = z.input<typeof assistantSessionUpdateSchema>;

/** POST .../conversations/with-message/: a conversation titled after its first question, answered at once. */
export const assistantWithMessageSchema = z.object({
  message: chatMessageContent,
  type: sessionType.default('general'),
});
export type AssistantWithMessage = z.input<typeof assistantWithMessageSchema>;

/** POST .../conversations/{id}/messages/ (and .../stream): session_id, when sent, must be the path's id. */
export const assistantSendSchema = z.object({
  session_id: databaseId(CONVERSATION_MESSAGES.sessionIdInvalid).optional(),
  content: chatMessageContent,
});
export type AssistantSend = z.input<typeof assistantSendSchema>;

/** Spec 02 §5: rating 1 or −1; the text is optional and an empty one means none. */
export const assistantFeedbackCreateSchema = z.object({
  conversation_id: conversationId,
  message_id: databaseId(ASSISTANT_MESSAGES.messageIdInvalid),
  rating: z.union([z.literal(1), z.literal(-1)], { error: ASSISTANT_MESSAGES.ratingInvalid }),
  feedback_text: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(ASSISTANT_FEEDBACK_TEXT_MAX, ASSISTANT_MESSAGES.feedbackTooLong).optional(),
  ),
});
export type AssistantFeedbackCreate = z.input<typeof assistantFeedbackCreateSchema>;

/** Staff's review list: the answers members rated, −1 by default. */
export const assistantFeedbackReviewQuery = pagingQuery().extend({
  rating: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(-1)], { error: ASSISTANT_MESSAGES.ratingInvalid }))
    .default(-1),
});

// ---- answers ----

/** One numbered source of an answer: the passage it rests on, openable at its section. */
export const assistantCitationSchema = z.object({
  n: z.number().int().min(1),
  source: z.enum(ASSISTANT_SOURCE_KINDS),
  /** The article's title, or the FAQ question. */
  title: z.string(),
  /** The article section's heading; null for an FAQ entry. */
  section: z.string().nullable(),
  /** The page path that opens the source at that section, e.g. /knowledge-hub/pcos#treatment. */
  url: z.string(),
  /** The passage as retrieved (shortened), so the reader sees what the sentence rests on. */
  excerpt: z.string(),
});
export type AssistantCitation = z.infer<typeof assistantCitationSchema>;

export const assistantContextItemSchema = z.object({
  key: z.enum(ASSISTANT_CONTEXT_KEYS),
  label: z.string(),
  value: z.string(),
});
export type AssistantContextItem = z.infer<typeof assistantContextItemSchema>;

export const assistantMessageSchema = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  content: z.string(),
  is_user: z.boolean(),
  created_at: z.string(),
  /** Null for her own messages. */
  kind: z.enum(ASSISTANT_ANSWER_KINDS).nullable(),
  citations: z.array(assistantCitationSchema),
  /** What of her data this answer was tailored with; null when none was used. */
  context_used: z.array(assistantContextItemSchema).nullable(),
  writer: z.enum(ASSISTANT_WRITERS).nullable(),
  /** She stopped the answer while it was being written; what was written is kept. */
  stopped: z.boolean(),
  /** Her rating of this answer, if she gave one. */
  feedback: z.object({ rating: z.number().int(), feedback_text: z.string().nullable() }).nullable(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

export const assistantSessionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(ASSISTANT_SESSION_TYPES),
  use_my_context: z.boolean(),
  share_context_with_model: z.boolean(),
  message_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AssistantSession = z.infer<typeof assistantSessionSchema>;

/** Spec 02 §7: the list answers in `sessions`. */
export const assistantSessionPageSchema = z.object({
  sessions: z.array(assistantSessionSchema),
  total: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
});
export type AssistantSessionPage = z.infer<typeof assistantSessionPageSchema>;

export const assistantMessagePageSchema = z.object({
  messages: z.array(assistantMessageSchema),
  total: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
});
export type AssistantMessagePage = z.infer<typeof assistantMessagePageSchema>;

/** Spec 02 §7: sending answers `messages`: her message as saved, then the assistant's answer. */
export const assistantExchangeSchema = z.object({ messages: z.array(assistantMessageSchema) });
export type AssistantExchange = z.infer<typeof assistantExchangeSchema>;
export const assistantStartedSchema = assistantExchangeSchema.extend({ session: assistantSessionSchema });
export type AssistantStarted = z.infer<typeof assistantStartedSchema>;

export const assistantFeedbackSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  message_id: z.number().int(),
  rating: z.number().int(),
  feedback_text: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AssistantFeedback = z.infer<typeof assistantFeedbackSchema>;

/** A rated answer for content staff: the question, the answer and its sources; never who asked. */
export const assistantFeedbackReviewItemSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  feedback_text: z.string().nullable(),
  rated_at: z.string(),
  question: z.string().nullable(),
  answer: assistantMessageSchema.pick({
    content: true,
    kind: true,
    citations: true,
    writer: true,
    created_at: true,
  }),
});
export type AssistantFeedbackReviewItem = z.infer<typeof assistantFeedbackReviewItemSchema>;
export const assistantFeedbackReviewPageSchema = z.object({
  items: z.array(assistantFeedbackReviewItemSchema),
  total: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
});
export type AssistantFeedbackReviewPage = z.infer<typeof assistantFeedbackReviewPageSchema>;

/** What the screen needs to know before she asks: who writes, and whether anything leaves our servers. */
export const assistantStatusSchema = z.object({
  writer: z.enum(ASSISTANT_WRITERS),
  /** The outside model's name when one writes the answers. */
  model: z.string().nullable(),
  retrieval: z.enum(['full_text', 'hybrid']),
  passages: z.number().int(),
  starter_questions: z.array(z.string()),
});
export type AssistantStatus = z.infer<typeof assistantStatusSchema>;

/**
 * The streaming endpoint's server-sent events, one JSON object per `data:` line: her saved message first,
 * then the answer's text as it is written, then the answer as saved (its text may differ: citations that
 * point to no retrieved passage are removed), or an error.
 */
export const assistantStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('question'), message: assistantMessageSchema }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('answer'), message: assistantMessageSchema }),
  z.object({ type: z.literal('error'), detail: z.string() }),
]);
export type AssistantStreamEvent = z.infer<typeof assistantStreamEventSchema>;
