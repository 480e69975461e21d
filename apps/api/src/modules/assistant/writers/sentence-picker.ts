import type { RetrievedPassage } from '../passage';
import { cover, stemsOf, weighQuestion, type QuestionWeights } from './question-cover';
import { splitSentences } from './sentences';

/*
 * Chooses the passages' own sentences that best answer a question, for the extractive writer: a short
 * answer (a few sentences, about a paragraph) drawn from the few passages that actually speak to the
 * question, in an order a person can read.
 */

const MAX_PASSAGES = 3;
const MAX_SENTENCES = 6;
const MIN_SENTENCES = 3;
const MAX_WORDS = 130;
/** A passage whose best sentence covers less than this share of what the best passage's does is off the point. */
const PASSAGE_FLOOR = 0.4;
/** Past the first few sentences, one must add at least this share of what the first one did, or it is filler. */
const LATE_FLOOR = 0.3;
/** A question word already answered counts this much again: a second sentence should add something new. */
const REPEAT_WEIGHT = 0.35;
/** How far back a dangling sentence may reach for the sentence it leans on. */
const MAX_ANTECEDENTS = 2;

/**
 * Sentences that lean on the one before ("This is because…", "However, …"): quoted alone they point at
 * nothing, so they come with their antecedent or not at all.
 */
const DANGLING =
  /^(?:this|that|these|those|it|its|they|their|them|he|she|others|another|the other|the latter|the former|however|also|but|so|then|thus|therefore|otherwise|instead|such|similarly|likewise|still|yet|in addition|even so|by contrast|in contrast|as a result|for this reason|because of this|in this case|in that case)\b/i;
/** A list item flattened by retrieval ("it may mean fewer eggs…") continues the lead-in that announced it. */
const CONTINUES = /^\p{Ll}/u;
/** A question word only the sentence's heading says counts this share of one the sentence says. */
const FRAME_WEIGHT = 0.5;
/** How far back a list item looks for the lead-in ending in a colon that announced it. */
const LIST_REACH = 8;

export type PickedSentence = { passage: number; index: number; text: string };

type Sentence = PickedSentence & {
  stems: Set<string>;
  /** The heading's words the sentence does not say itself; they count FRAME_WEIGHT of a said word. */
  frame: Set<string>;
  words: number;
  cover: number;
};

const wordCount = (text: string) => text.split(' ').length;

/**
 * What a passage's sentences answer besides their own words: the heading they sit under (an FAQ entry's
 * question; an article's title for its opening). "Call your clinic if you notice:" under "Warning signs"
 * answers a question about warning signs though it never says so.
 */
const frameOf = (passage: RetrievedPassage) => stemsOf(passage.sectionTitle ?? passage.sourceTitle);

function sentencesOf(passages: readonly RetrievedPassage[]): Sentence[][] {
  return passages.map((passage, p) => {
    const frame = frameOf(passage);
    return splitSentences(passage.body).map((text, index) => {
      const stems = stemsOf(text);
      return {
        passage: p,
        index,
        text,
        stems,
        frame: new Set([...frame].filter((stem) => !stems.has(stem))),
        words: wordCount(text),
        cover: 0,
      };
    });
  });
}

/** The passages worth quoting: some cover, not far below the best, at most three, in retrieval order. */
function usablePassages(byPassage: Sentence[][]): Sentence[][] {
  const best = byPassage.map((sentences) => Math.max(0, ...sentences.map((s) => s.cover)));
  const top = Math.max(0, ...best);
  if (top === 0) return [];
  // Retrieval's first passage stays whenever it covers anything: it was ranked with synonyms and the whole index.
  return byPassage
    .filter((_, p) => best[p]! > 0 && (p === 0 || best[p]! >= top * PASSAGE_FLOOR))
    .slice(0, MAX_PASSAGES);
}

const gain = (sentence: Sentence, question: QuestionWeights, answered: ReadonlySet<string>) =>
  cover(sentence.stems, question, answered, REPEAT_WEIGHT, sentence.frame, FRAME_WEIGHT);

/** What a sentence leans on (a list item its lead-in, a dangling one the sentence before): null when it stands alone, undefined when what it needs is missing. */
function leansOn(sentence: Sentence, passage: Sentence[]): Sentence | undefined | null {
  if (CONTINUES.test(sentence.text)) {
    const earlier = passage.slice(Math.max(0, sentence.index - LIST_REACH), sentence.index);
    return earlier.findLast((s) => s.text.endsWith(':')) ?? passage[sentence.index - 1];
  }
  return DANGLING.test(sentence.text) ? passage[sentence.index - 1] : null;
}

/** The sentence with what it leans on, earliest first; null when it leans on nothing quotable. */
function withAntecedents(sentence: Sentence, passage: Sentence[]): Sentence[] | null {
  const unit = [sentence];
  for (let before = leansOn(sentence, passage); before !== null; before = leansOn(unit[0]!, passage)) {
    if (!before || unit.length > MAX_ANTECEDENTS) return null;
    unit.unshift(before);
  }
  return unit;
}

const key = (s: PickedSentence) => `${s.passage}:${s.index}`;

/** The sentences to quote, by passage in retrieval order and, within one, in the author's order. */
export function pickSentences(question: string, passages: readonly RetrievedPassage[]): PickedSentence[] {
  const byPassage = sentencesOf(passages);
  const weights = weighQuestion(
    question,
    byPassage.flat().map((s) => s.stems),
  );
  for (const s of byPassage.flat()) s.cover = cover(s.stems, weights, new Set(), 1, s.frame, FRAME_WEIGHT);
  const usable = usablePassages(byPassage);

  // A lead-in ending in a colon announces a list; alone it answers nothing.
  let candidates = usable.flat().filter((s) => s.cover > 0 && !s.text.endsWith(':'));
  const leading = Math.min(...candidates.map((s) => s.passage));
  const chosen = new Map<string, Sentence>();
  const quotedTexts = new Set<string>();
  const answered = new Set<string>();
  let words = 0;
  let firstGain = 0;

  while (candidates.length > 0 && chosen.size < MAX_SENTENCES) {
    // Retrieval weighed every passage against the whole index, synonyms included: the answer opens with the
    // passage it ranked first whenever that passage speaks to the question at all.
    const opening = chosen.size === 0 ? candidates.filter((c) => c.passage === leading) : [];
    const ranked = (opening.length ? opening : candidates)
      .map((s) => ({ s, g: gain(s, weights, answered) }))
      .sort((a, b) => b.g - a.g || a.s.passage - b.s.passage || a.s.index - b.s.index);
    const { s: best, g } = ranked[0]!;
    candidates = candidates.filter((c) => c !== best);
    if (chosen.size >= MIN_SENTENCES && g < firstGain * LATE_FLOOR) break;
    if (quotedTexts.has(best.text.toLowerCase())) continue;
    const unit = withAntecedents(best, byPassage[best.passage]!)?.filter((s) => !chosen.has(key(s)));
    if (!unit) continue;
    const unitWords = unit.reduce((n, s) => n + s.words, 0);
    if (chosen.size > 0 && words + unitWords > MAX_WORDS) continue;
    if (chosen.size + unit.length > MAX_SENTENCES) continue;
    if (chosen.size === 0) firstGain = g;
    for (const s of unit) {
      chosen.set(key(s), s);
      quotedTexts.add(s.text.toLowerCase());
      for (const stem of s.stems) if (weights.weights.has(stem)) answered.add(stem);
    }
    words += unitWords;
  }

  return [...chosen.values()]
    .sort((a, b) => a.passage - b.passage || a.index - b.index)
    .map(({ passage, index, text }) => ({ passage, index, text }));
}
