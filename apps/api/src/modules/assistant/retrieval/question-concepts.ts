import type { TermLexeme } from './passage-repo';

/*
 * What a question asks about, as PostgreSQL's English stemmer sees it: each synonym group it names counts as
 * one concept (matched by any of its terms), each other content word as one concept of its own.
 */

/** A thing the question asks about: tsquery alternatives, any of which a passage may hold. */
export type Concept = {
  label: string;
  /** One tsquery text (alternatives joined with |), safe to cast: every lexeme is quoted. */
  query: string;
  /**
   * Weak concepts help ranking but not coverage: numbers ("I'm 38") and words of asking rather than of
   * content, which a passage that answers need not contain.
   */
  weak: boolean;
};

/** Stems of asking, not of content (English stop words are already gone). */
const ASKING = new Set(
  (
    'mean know need tell want get happen thing someth anyth ok okay realli actual possibl also could would ' +
    'might pleas much mani way someon anyon anybodi usual normal make give say done exact alreadi still even ' +
    'els sure stuff kind sort bit lot whole suppos correct proper'
  ).split(' '),
);

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A text's lexemes in order; hyphenated compounds are dropped because the parser also emits their parts. */
function sequenceOf(lexemes: readonly TermLexeme[], term: number): TermLexeme[] {
  return lexemes
    .filter((l) => l.term === term && !l.lexeme.includes('-'))
    .sort((a, b) => a.position - b.position);
}

/** A phrase as tsquery: its lexemes at the distances the text put them (stop words leave gaps). */
function phraseQuery(sequence: readonly TermLexeme[]): string {
  return sequence
    .map((l, i) =>
      i === 0 ? quote(l.lexeme) : `<${l.position - sequence[i - 1]!.position}> ${quote(l.lexeme)}`,
    )
    .join(' ');
}

const alternatives = (phrases: string[]) => (phrases.length === 1 ? phrases[0]! : `(${phrases.join(' | ')})`);

/** Every place `needle` occurs in `hay` as consecutive lexemes (stop-word gaps allowed). */
function runsOf(hay: readonly string[], needle: readonly string[]): number[] {
  const starts: number[] = [];
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    starts.push(i);
  }
  return starts;
}

/** A term of several words that stemming reduced to one lexeme ("get through") would match far too much. */
const wordCount = (term: string) => term.split(/[\s-]+/).filter(Boolean).length;

/**
 * The question's concepts. `lexemes` holds the lexemes of term 0 (the question), then of `groups` terms,
 * flattened in order (term 1 is groups[0][0] …), then of `extraTerms`, which are always weak. Where groups
 * overlap, the longest phrase wins: "sperm injection" names ICSI, not also sperm and injection.
 */
export function conceptsOf(
  lexemes: readonly TermLexeme[],
  groups: readonly (readonly string[])[],
  extraTermCount: number,
): Concept[] {
  const question = sequenceOf(lexemes, 0).map((l) => l.lexeme);
  const matches: { group: number; at: number; length: number }[] = [];
  const queries: string[][] = [];
  let term = 1;
  groups.forEach((group, g) => {
    const phrases: string[] = [];
    for (const text of group) {
      const sequence = sequenceOf(lexemes, term++);
      if (sequence.length === 0 || (sequence.length === 1 && wordCount(text) > 1)) continue;
      phrases.push(phraseQuery(sequence));
      for (const at of runsOf(
        question,
        sequence.map((l) => l.lexeme),
      ))
        matches.push({ group: g, at, length: sequence.length });
    }
    queries.push([...new Set(phrases)]);
  });
  const used = new Array<boolean>(question.length).fill(false);
  const found: { at: number; concept: Concept }[] = [];
  for (const match of matches.sort((a, b) => b.length - a.length || a.at - b.at)) {
    const span = used.slice(match.at, match.at + match.length);
    if (span.some(Boolean)) continue;
    span.forEach((_, i) => (used[match.at + i] = true));
    const label = groups[match.group]![0]!;
    if (!found.some((f) => f.concept.label === label))
      found.push({
        at: match.at,
        concept: { label, query: alternatives(queries[match.group]!), weak: false },
      });
  }
  question.forEach((lexeme, at) => {
    if (used[at] || found.some((f) => f.concept.label === lexeme)) return;
    used[at] = true;
    const weak = ASKING.has(lexeme) || /^\d+$/.test(lexeme);
    found.push({ at, concept: { label: lexeme, query: quote(lexeme), weak } });
  });
  const unique = new Map<string, Concept>();
  for (const { concept } of found.sort((a, b) => a.at - b.at)) unique.set(concept.query, concept);
  for (let i = 0; i < extraTermCount; i++) {
    const sequence = sequenceOf(lexemes, term + i);
    if (sequence.length === 0) continue;
    const query = phraseQuery(sequence);
    if (!unique.has(query))
      unique.set(query, { label: sequence.map((l) => l.lexeme).join(' '), query, weak: true });
  }
  return [...unique.values()];
}
