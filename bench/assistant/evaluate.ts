import type { Database } from '../../apps/api/src/db/client';
import {
  retrievePassages,
  type RetrieveOptions,
} from '../../apps/api/src/modules/assistant/retrieval/search';
import { isStrongEnough } from '../../apps/api/src/modules/assistant/retrieval/strength';
import { planAnswer } from '../../apps/api/src/modules/assistant/answer-plan';
import { writeAnswer } from '../../apps/api/src/modules/assistant/write-answer';
import type { Bench } from './bench-database';
import { OFF_TOPIC_QUESTIONS } from './off-topic';
import { IN_SCOPE_QUESTIONS, type InScopeQuestion } from './questions';

/** What the assistant did with a question: declined, or answered citing these passages (in citation order). */
export type AnswerOutcome = { declined: boolean; citedPassageIds: number[] };
export type Answer = (question: string) => Promise<AnswerOutcome>;

export const TOP = 3;

/** The default answer: retrieval alone, declining by isStrongEnough, the best three passages as citations. */
export const retrievalAnswer =
  (db: Database, options: RetrieveOptions = {}): Answer =>
  async (question) => {
    const passages = await retrievePassages(db, question, options);
    return { declined: !isStrongEnough(passages), citedPassageIds: passages.slice(0, TOP).map((p) => p.id) };
  };

/**
 * The whole answer pipeline as the API runs it without an outside model: triage, scope, retrieval, the
 * decline rule, the extractive writer and the citation check. Declined: no sourced answer was given.
 */
export const pipelineAnswer =
  (db: Database): Answer =>
  async (question) => {
    const plan = await planAnswer(db, question);
    const written = await writeAnswer(
      plan,
      { question, history: [], context: null, contextForModel: null },
      null,
      new AbortController().signal,
      () => {},
      { warn: () => {} },
    );
    return { declined: written.citedIds.length === 0, citedPassageIds: written.citedIds };
  };

export type InScopeResult = {
  question: InScopeQuestion;
  /** One of its passages is among the first three cited (whether or not the assistant then declined). */
  found: boolean;
  declined: boolean;
};
export type EvaluationReport = {
  inScope: InScopeResult[];
  offTopic: { question: string; declined: boolean }[];
  /** Share of in-scope questions whose passage is among the first three cited. */
  recallAt3: number;
  /** Share of in-scope questions answered (not declined) with their passage among the first three. */
  answeredWithSource: number;
  /** Share of off-topic questions declined. */
  correctDeclines: number;
};

/**
 * The evaluation's core: every in-scope question (is its passage among the first three cited, and did the
 * assistant answer?) and every off-topic one (did it decline?). `answer` may be retrieval alone or the whole
 * answer pipeline over `bench.db`. The questions are the evaluation's own unless others are given.
 */
export async function evaluate(
  answer: Answer,
  bench: Bench,
  questions: { inScope: readonly InScopeQuestion[]; offTopic: readonly string[] } = {
    inScope: IN_SCOPE_QUESTIONS,
    offTopic: OFF_TOPIC_QUESTIONS,
  },
): Promise<EvaluationReport> {
  const inScope: InScopeResult[] = [];
  for (const question of questions.inScope) {
    const expected = new Set((await Promise.all(question.answeredBy.map(bench.passageIds))).flat());
    const outcome = await answer(question.question);
    const found = outcome.citedPassageIds.slice(0, TOP).some((id) => expected.has(id));
    inScope.push({ question, found, declined: outcome.declined });
  }
  const offTopic: EvaluationReport['offTopic'] = [];
  for (const question of questions.offTopic)
    offTopic.push({ question, declined: (await answer(question)).declined });
  const share = (n: number, of: number) => (of ? n / of : 0);
  return {
    inScope,
    offTopic,
    recallAt3: share(inScope.filter((r) => r.found).length, inScope.length),
    answeredWithSource: share(inScope.filter((r) => r.found && !r.declined).length, inScope.length),
    correctDeclines: share(offTopic.filter((r) => r.declined).length, offTopic.length),
  };
}
