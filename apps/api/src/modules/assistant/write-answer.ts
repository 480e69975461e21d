import type {
  AssistantAnswerKind,
  AssistantCitation,
  AssistantContextItem,
  AssistantWriter,
} from '@fertilia/contracts';
import { NO_SOURCE_ANSWER, type AnswerPlan } from './answer-plan';
import type { AnswerWriter, ConversationTurn, RetrievedPassage } from './passage';
import { checkCitations } from './writers/citation-check';
import { createExtractiveWriter } from './writers/extractive-writer';
import { writerFor } from './writers/choose-writer';
import type { LlmSettings } from './writers/llm-writer';

/*
 * Writes the planned answer: the preface first, then the writer's words, streamed piece by piece; then the
 * citation check keeps only markers that point to a passage the writer was given. An outside model that
 * fails, or cites nothing we gave it, is replaced by our own extractive writer: an answer never stands
 * without its sources.
 */

export type AnswerRequest = {
  question: string;
  history: readonly ConversationTurn[];
  /** Her data for our own writer (she allowed it for this conversation); null when not allowed. */
  context: AssistantContextItem[] | null;
  /** Her data for an outside model: only when she also allowed sending it there. */
  contextForModel: AssistantContextItem[] | null;
};

export type WrittenAnswer = {
  kind: AssistantAnswerKind;
  content: string;
  citations: AssistantCitation[];
  writer: AssistantWriter;
  model: string | null;
  contextUsed: AssistantContextItem[] | null;
  stopped: boolean;
  /** The passages cited, in citation order (the evaluation compares them with the expected ones). */
  citedIds: number[];
};

/** Where a fallback is reported; the request's log in the API. */
type WarningLog = { warn(details: object, message: string): void };

const EXCERPT_MAX = 320;

const excerptOf = (body: string) =>
  body.length <= EXCERPT_MAX ? body : `${body.slice(0, EXCERPT_MAX).replace(/\s+\S*$/, '')}…`;

const citationsOf = (cited: readonly RetrievedPassage[]): AssistantCitation[] =>
  cited.map((p, i) => ({
    n: i + 1,
    source: p.sourceKind,
    title: p.sourceTitle,
    section: p.sectionTitle,
    url: p.url,
    excerpt: excerptOf(p.body),
  }));

type Draft = { text: string; stopped: boolean };

async function draftWith(
  writer: AnswerWriter,
  plan: AnswerPlan,
  request: AnswerRequest,
  context: AssistantContextItem[] | null,
  signal: AbortSignal,
  onText: (piece: string) => void,
): Promise<Draft> {
  let text = '';
  const input = { question: request.question, passages: plan.passages, context, history: request.history };
  for await (const piece of writer.write(input, signal)) {
    if (signal.aborted) break;
    text += piece;
    onText(piece);
  }
  return { text, stopped: signal.aborted };
}

export async function writeAnswer(
  plan: AnswerPlan,
  request: AnswerRequest,
  llm: LlmSettings | null,
  signal: AbortSignal,
  onText: (piece: string) => void,
  log: WarningLog,
): Promise<WrittenAnswer> {
  const answer = (
    text: string,
    cited: readonly RetrievedPassage[],
    writer: AnswerWriter,
    context: AssistantContextItem[] | null,
    stopped: boolean,
  ): WrittenAnswer => ({
    kind: plan.kind,
    content: [plan.preface, text.trim()].filter(Boolean).join('\n\n'),
    citations: citationsOf(cited),
    writer: writer.kind,
    model: writer.model,
    contextUsed: context?.length ? context : null,
    stopped,
    citedIds: cited.map((p) => p.id),
  });
  if (plan.preface) onText(`${plan.preface}\n\n`);
  const extractive = createExtractiveWriter();
  if (!plan.passages.length) return answer('', [], extractive, null, signal.aborted);

  const preferred = writerFor(llm);
  if (preferred.kind === 'llm') {
    try {
      const draft = await draftWith(preferred, plan, request, request.contextForModel, signal, onText);
      const checked = checkCitations(draft.text, plan.passages);
      if (checked.cited.length || draft.stopped)
        return answer(checked.text, checked.cited, preferred, request.contextForModel, draft.stopped);
      log.warn(
        { model: preferred.model },
        'assistant: the model cited no retrieved passage; answering from our own sentences',
      );
    } catch (err) {
      if (signal.aborted) return answer('', [], preferred, request.contextForModel, true);
      log.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'assistant: the language model failed; answering from our own sentences',
      );
    }
  }
  // Our own writer is instant: its text is checked before it is sent, so what streams is what is saved.
  const draft = await draftWith(extractive, plan, request, request.context, signal, () => {});
  const checked = checkCitations(draft.text, plan.passages);
  if (!checked.cited.length && plan.kind === 'answer')
    return { ...answer('', [], extractive, null, false), kind: 'no_source', content: NO_SOURCE_ANSWER };
  for (const paragraph of checked.text.split(/(?<=\n\n)/)) if (!signal.aborted) onText(paragraph);
  return answer(checked.text, checked.cited, extractive, request.context, signal.aborted);
}
