import type {
  AssistantAnswerKind,
  AssistantFeedback,
  AssistantFeedbackReviewItem,
  AssistantMessage,
  AssistantSession,
  AssistantSessionType,
  AssistantWriter,
} from '@fertilia/contracts';
import type { AssistantFeedbackRow } from '../../db/schema';
import type { MessageView, ReviewRow, SessionView } from './assistant-repo';

/* Rows as the contracts show them. The database's check constraints hold kind, type and writer to the lists. */

export const toSession = (row: SessionView): AssistantSession => ({
  id: row.id,
  title: row.title,
  type: row.type as AssistantSessionType,
  use_my_context: row.useMyContext,
  share_context_with_model: row.shareContextWithModel,
  message_count: row.messageCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toMessage = (row: MessageView): AssistantMessage => ({
  id: row.id,
  session_id: row.sessionId,
  content: row.content,
  is_user: row.isUser,
  created_at: row.createdAt.toISOString(),
  kind: row.kind as AssistantAnswerKind | null,
  citations: row.citations,
  context_used: row.contextUsed ?? null,
  writer: row.writer as AssistantWriter | null,
  stopped: row.stopped,
  feedback: row.feedback && { rating: row.feedback.rating, feedback_text: row.feedback.feedbackText },
});

export const toFeedback = (row: AssistantFeedbackRow): AssistantFeedback => ({
  id: row.id,
  conversation_id: row.sessionId,
  message_id: row.messageId,
  rating: row.rating,
  feedback_text: row.feedbackText,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toReviewItem = ({ feedback, answer, question }: ReviewRow): AssistantFeedbackReviewItem => ({
  id: feedback.id,
  rating: feedback.rating,
  feedback_text: feedback.feedbackText,
  rated_at: feedback.updatedAt.toISOString(),
  question,
  answer: {
    content: answer.content,
    kind: answer.kind as AssistantAnswerKind | null,
    citations: answer.citations,
    writer: answer.writer as AssistantWriter | null,
    created_at: answer.createdAt.toISOString(),
  },
});
