import type { AssistantAnswerKind } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import type { AssistantRetrievalTrace } from '../../db/schema';
import type { RetrievedPassage } from './passage';
import type { EmbeddingsSettings } from './writers/embeddings-client';
import { retrieveFor } from './retrieve';
import { outOfScope, outOfScopeMessage } from './safety/scope';
import { triage } from './safety/triage';
import { urgentCareMessage } from './safety/urgent-care';

/*
 * Before any words are written (issue 21, item 3): red flags first, then what the assistant must not do
 * (change a dose, diagnose), then whether our sources hold an answer strong enough to give. The plan says
 * what kind of answer this is, what must come first, and which passages the writer may cite.
 */

/** How many of the best passages a writer is given; the first three are what an answer mostly rests on. */
export const PASSAGES_FOR_WRITER = 5;

export const NO_SOURCE_ANSWER =
  'I could not find a reliable answer to this in Fertilia’s reviewed knowledge hub and FAQ, so I will not ' +
  'guess. A clinician can answer it for your situation: ask your fertility clinic or your doctor, or book a ' +
  'consultation with one of our experts.';

export type AnswerPlan = {
  kind: AssistantAnswerKind;
  /** Said before anything else: what to do now, or what the assistant cannot do. */
  preface: string | null;
  /** What the writer may cite; empty when nothing should be written beyond the preface. */
  passages: RetrievedPassage[];
  trace: AssistantRetrievalTrace;
};

type WarningLog = { warn(details: object, message: string): void };

export async function planAnswer(
  db: DbOrTx,
  question: string,
  {
    embeddings = null,
    log = { warn: () => {} },
  }: { embeddings?: EmbeddingsSettings | null; log?: WarningLog } = {},
): Promise<AnswerPlan> {
  const redFlags = triage(question);
  const scope = outOfScope(question);
  const { passages: retrieved, strong } = await retrieveFor(
    db,
    question,
    PASSAGES_FOR_WRITER,
    embeddings,
    log,
  );
  const trace: AssistantRetrievalTrace = {
    red_flags: [...redFlags],
    out_of_scope: scope,
    passages: retrieved.map((p) => ({ id: p.id, score: p.score })),
  };
  // A dose question gets no sourced answer: a quoted sentence could read as advice on her dose.
  const usable = strong && scope !== 'dose_change' ? retrieved : [];
  if (redFlags.length)
    return { kind: 'urgent', preface: urgentCareMessage(redFlags), passages: usable, trace };
  // The diagnosis message introduces sourced information; with none to give, the plain decline says it better.
  if (scope === 'diagnosis' && !usable.length)
    return { kind: 'no_source', preface: NO_SOURCE_ANSWER, passages: [], trace };
  if (scope) return { kind: 'out_of_scope', preface: outOfScopeMessage(scope), passages: usable, trace };
  if (!strong) return { kind: 'no_source', preface: NO_SOURCE_ANSWER, passages: [], trace };
  return { kind: 'answer', preface: null, passages: usable, trace };
}
