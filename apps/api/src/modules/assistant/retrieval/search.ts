import type { AssistantSourceKind } from '@fertilia/contracts';
import type { DbOrTx } from '../../../db/client';
import type { RetrievedPassage } from '../passage';
import { conceptsOf, type Concept } from './question-concepts';
import {
  lexemesOf,
  matchPassageRows,
  passageRowsByIds,
  type MatchedPassageRow,
  type PassageRow,
} from './passage-repo';
import { SYNONYM_GROUPS, type SynonymGroup } from './synonyms';

export type RetrieveOptions = {
  /** How many passages to answer, best first (default 5). */
  limit?: number;
  /** Words that may help ranking but that a passage need not contain (e.g. the topic of earlier turns). */
  extraTerms?: readonly string[];
  /** The synonym groups to expand with; the evaluation passes fewer to show what each group is worth. */
  synonymGroups?: readonly SynonymGroup[];
};

export const DEFAULT_LIMIT = 5;
/** Candidates taken by full-text rank before they are scored; more than the index's matches for most questions. */
const CANDIDATES = 200;
/*
 * The score's constants, chosen on bench/assistant (results.md records the runs): the rank mostly orders
 * passages that hold the same share of the question, so it weighs less than that share.
 */
/** Weight of the full-text rank in the score; coverage of the question makes the rest. */
const RANK_WEIGHT = 0.35;
/** ts_rank (normalised by log length) at which the rank part reaches half its weight; typical ranks are 0.01–0.1. */
const RANK_HALF = 0.02;

/**
 * A concept found only in the article's title or summary counts for this much: the section is about it
 * without naming it ("How it is diagnosed" in the PCOS article), but so is every other section.
 */
const TITLE_ONLY = 0.8;
/** A concept found only in another section of the same article: the article answers, this part less so. */
const ARTICLE_ONLY = 0.5;

/** Rare concepts weigh more: missing the one unusual word of a question ("acupuncture") matters most. */
const inverseFrequency = (total: number, frequency: number) => Math.log(1 + total / (1 + frequency));

/**
 * How much of the question a passage answers, from 0 to 1, comparable across questions: the share of the
 * question's concepts it holds (title, section or body), each weighted by its rarity in the index, plus a
 * small part from its full-text rank so that among equals the passage about the topic comes first.
 */
function scoreOf(row: MatchedPassageRow, weights: readonly number[]): number {
  const all = weights.reduce((sum, w) => sum + w, 0);
  const held = weights.reduce(
    (sum, w, i) =>
      sum +
      w *
        (row.matchedOwn[i] === '1'
          ? 1
          : row.matched[i] === '1'
            ? TITLE_ONLY
            : row.matchedSource[i] === '1'
              ? ARTICLE_ONLY
              : 0),
    0,
  );
  const coverage = all > 0 ? held / all : 0;
  return (1 - RANK_WEIGHT) * coverage + RANK_WEIGHT * (row.rank / (row.rank + RANK_HALF));
}

const toPassage = (row: PassageRow, score: number): RetrievedPassage => ({
  id: Number(row.id),
  sourceKind: row.sourceKind as AssistantSourceKind,
  sourceKey: row.sourceKey,
  sourceTitle: row.sourceTitle,
  sectionTitle: row.sectionTitle,
  url: row.url,
  body: row.body,
  score: Math.round(score * 10_000) / 10_000,
});

/** The question's concepts, synonyms expanded (exported for the tests and the evaluation's report). */
export async function questionConcepts(
  db: DbOrTx,
  question: string,
  options: Pick<RetrieveOptions, 'extraTerms' | 'synonymGroups'> = {},
): Promise<Concept[]> {
  const groups = (options.synonymGroups ?? SYNONYM_GROUPS).map((g) => g.terms);
  const extra = options.extraTerms ?? [];
  const lexemes = await lexemesOf(db, [question, ...groups.flat(), ...extra]);
  return conceptsOf(lexemes, groups, extra.length);
}

/**
 * The passages that best answer `question`, best first, each with a score from 0 to 1 that means the same
 * for every question (strength.ts decides from it whether anything is strong enough to answer from). Any
 * concept of the question may match (natural questions are not all-words queries); PostgreSQL's English
 * stemming applies to both sides, on PGlite and PostgreSQL alike.
 */
export async function retrievePassages(
  db: DbOrTx,
  question: string,
  options: RetrieveOptions = {},
): Promise<RetrievedPassage[]> {
  const concepts = await questionConcepts(db, question, options);
  const strong = concepts.filter((c) => !c.weak);
  if (strong.length === 0) return [];
  const ranked = concepts.map((c) => c.query).join(' | ');
  const rows = await matchPassageRows(
    db,
    strong.map((c) => c.query),
    ranked,
    CANDIDATES,
  );
  if (rows.length === 0) return [];
  const weights = rows[0]!.frequencies.map((frequency) => inverseFrequency(rows[0]!.total, frequency));
  return rows
    .map((row) => ({ row, score: scoreOf(row, weights) }))
    .sort((a, b) => b.score - a.score || b.row.rank - a.row.rank || a.row.id - b.row.id)
    .slice(0, options.limit ?? DEFAULT_LIMIT)
    .map(({ row, score }) => toPassage(row, score));
}

/**
 * Passages by id, in the order given, skipping ids no longer indexed: for those only the embeddings search
 * found (hybrid.ts). Their score is 0, as full-text search did not find them.
 */
export async function passagesByIds(db: DbOrTx, ids: readonly number[]): Promise<RetrievedPassage[]> {
  const rows = new Map((await passageRowsByIds(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toPassage(row, 0)] : [];
  });
}
