import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import { FAQ_SYNONYM_GROUPS } from './synonyms';
import { foldText } from '../../lib/fold-text';

/** The fields a search reads; `question` outweighs `answer`, as a question names what the entry is about. */
export type SearchableFaq = { id: number; question: string; answer: string };

const FIELD_BOOSTS = { question: 3, answer: 1 };
/** A synonym counts, but less than the word the visitor typed. */
const SYNONYM_BOOST = 0.6;
/**
 * Entries scoring below this share of the best one are left out: they matched a word of the phrase in
 * passing ("account" alone, for "delete my account") and would bury the answer under loosely related ones.
 */
const RELEVANCE_FLOOR = 0.1;

/** Words that carry no meaning for the search; matching on them would return nearly every entry. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can could did do does for from get got has have how i if in into is it ' +
    'its me my myself of on or our please so that the their them there this to was we what when where ' +
    'which who why will with would you your'
  ).split(' '),
);

/** One processed term: lower-cased, accents dropped, Porter-stemmed; stop words dropped. */
function processTerm(term: string): string | null {
  const word = foldText(term);
  if (!word || STOP_WORDS.has(word)) return null;
  return stemmer(word);
}

const stems = (text: string): string[] =>
  foldText(text)
    .split(' ')
    .map(processTerm)
    .filter((t): t is string => Boolean(t));

const isPhrase = (text: string) => text.includes(' ');

/**
 * Each synonym group, computed once: its several-word phrases (matched whole in the query) and the stems of
 * its single words (what a search looks for). A phrase's own words are not searched alone: "test tube" must
 * not find every entry about a pregnancy test.
 */
const GROUPS = FAQ_SYNONYM_GROUPS.map((group) => {
  const normalised = group.map(foldText);
  return {
    phrases: normalised.filter(isPhrase),
    stems: [...new Set(normalised.filter((word) => !isPhrase(word)).flatMap(stems))],
  };
});

/**
 * The stems of the query and the synonyms of what it says. A group joins when one of its phrases appears as
 * whole words in the query ("money back": its words then stand for the group and are not searched alone) or
 * one of its stems is a query stem ("cancelled" → cancel).
 */
export function expandQuery(query: string): { typed: string[]; synonyms: string[] } {
  let rest = ` ${foldText(query)} `;
  const named = new Set<(typeof GROUPS)[number]>();
  for (const group of GROUPS) {
    for (const phrase of group.phrases) {
      if (!rest.includes(` ${phrase} `)) continue;
      named.add(group);
      rest = rest.replaceAll(` ${phrase} `, ' ');
    }
  }
  const typed = [...new Set(stems(rest))];
  for (const group of GROUPS) if (group.stems.some((stem) => typed.includes(stem))) named.add(group);
  const synonyms = new Set<string>();
  for (const group of named) for (const stem of group.stems) if (!typed.includes(stem)) synonyms.add(stem);
  return { typed, synonyms: [...synonyms] };
}

/**
 * The entries that answer `query`, most relevant first (BM25 over stemmed words, question boosted, typos
 * and unfinished words forgiven). The index is built on every call: the published FAQ is a few dozen short
 * entries, indexing them takes well under a millisecond (ADR 010), and an index built per query can never
 * be stale — not after an edit, nor on another API process.
 */
export function searchFaqs<T extends SearchableFaq>(entries: readonly T[], query: string): T[] {
  const { typed, synonyms } = expandQuery(query);
  if (typed.length === 0 && synonyms.length === 0) return [];
  const index = new MiniSearch<SearchableFaq>({
    fields: ['question', 'answer'],
    storeFields: [],
    processTerm,
  });
  index.addAll(entries);
  const typedSet = new Set(typed);
  const results = index.search([...typed, ...synonyms].join(' '), {
    // The terms are already processed; searching must not stem a stem again.
    processTerm: (term) => term,
    boost: FIELD_BOOSTS,
    boostTerm: (term) => (typedSet.has(term) ? 1 : SYNONYM_BOOST),
    // Typos: one edit from four letters, two from eight ("pasword" finds password, "delte" delete).
    // Synonyms are matched exactly: "end" (for cancel) must not find "endometriosis".
    fuzzy: (term) => (typedSet.has(term) && term.length >= 4 ? (term.length >= 8 ? 2 : 1) : false),
    // Unfinished words while typing: "subscr" finds subscription.
    prefix: (term) => typedSet.has(term) && term.length >= 3,
    combineWith: 'OR',
  });
  const best = results[0]?.score ?? 0;
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return results
    .filter((result) => result.score >= best * RELEVANCE_FLOOR)
    .map((result) => byId.get(result.id as number)!)
    .filter(Boolean);
}
