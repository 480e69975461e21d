import type { AssistantContextItem, AssistantSourceKind } from '@fertilia/contracts';

/*
 * The shapes the assistant's parts hand each other (ADR 020): retrieval finds passages, a writer turns the
 * best of them into an answer that cites them as [1], [2] … in the order given, and the citation check keeps
 * only markers that point to a passage it was given.
 */

/** A passage as retrieval returns it, best first. */
export type RetrievedPassage = {
  id: number;
  sourceKind: AssistantSourceKind;
  /** The article's slug or the FAQ entry's id. */
  sourceKey: string;
  /** The article's title or the FAQ question. */
  sourceTitle: string;
  /** The section's heading; null for an FAQ entry. */
  sectionTitle: string | null;
  /** The page path that opens the source at this passage. */
  url: string;
  /** Plain prose, quotable sentence by sentence. */
  body: string;
  /** 0 to 1, the same scale for every question (retrieval/search.ts), so one bar decides "strong enough". */
  score: number;
};

/** One turn of earlier conversation, for writers that can use it. */
export type ConversationTurn = { isUser: boolean; content: string };

/** What a writer is asked: the question, the passages it may use (numbered from 1), and what else it may know. */
export type WriterInput = {
  question: string;
  passages: readonly RetrievedPassage[];
  /** Her own data, only when she allowed it for this conversation (and, for an outside model, allowed sending it). */
  context: readonly AssistantContextItem[] | null;
  history: readonly ConversationTurn[];
};

/** Writes an answer as a stream of text pieces; markers [n] refer to `passages[n - 1]`. */
export type AnswerWriter = {
  readonly kind: 'extractive' | 'llm';
  /** The outside model's name; null for the extractive writer. */
  readonly model: string | null;
  write(input: WriterInput, signal: AbortSignal): AsyncIterable<string>;
};
