import { stemmer } from 'stemmer';
import { foldText } from '../../../lib/fold-text';

/*
 * How much of a question a sentence covers: the question's meaningful words (stemmed, stop words and
 * question filler dropped) that the sentence contains, each word weighted by how rare it is among the
 * sentences on offer. A rare word ("OHSS") says more about what is being asked than a common one ("IVF"
 * in an IVF article).
 */

const STOP_WORDS = new Set(
  (
    'a about after all also am an and any are as at be been before being but by can could did do does done ' +
    'during for from get gets getting got had has have having how i if in into is it its just know let like ' +
    'many me mean means meaning might more most much must my myself no not now of on or our out over please ' +
    'should so some ' +
    'such tell than that the their them then there these they this those to too up us very was we were ' +
    'what when where whether which while who whom why will with would you your yours'
  ).split(' '),
);

/** The distinct stems of the meaningful words of `text`. */
export function stemsOf(text: string): Set<string> {
  const stems = new Set<string>();
  for (const word of foldText(text).split(' ')) {
    if (word && !STOP_WORDS.has(word)) stems.add(stemmer(word));
  }
  return stems;
}

export type QuestionWeights = {
  /** Each question stem's weight; a stem no sentence contains keeps a weight, so nothing covers all of it. */
  weights: ReadonlyMap<string, number>;
  total: number;
};

/**
 * Weights the question's stems by a smoothed inverse document frequency over `sentences` (each a set of
 * stems): ln(1 + N / (1 + df)).
 */
export function weighQuestion(question: string, sentences: readonly ReadonlySet<string>[]): QuestionWeights {
  const weights = new Map<string, number>();
  for (const stem of stemsOf(question)) {
    const df = sentences.reduce((n, s) => n + (s.has(stem) ? 1 : 0), 0);
    weights.set(stem, Math.log(1 + sentences.length / (1 + df)));
  }
  const total = [...weights.values()].reduce((sum, w) => sum + w, 0);
  return { weights, total };
}

/**
 * How well `sentence` covers the question (0–1), words only its `frame` (its heading) says counting
 * `frameWeight` of a word it says itself: the share of the question's weight it holds, times the
 * share of the question's words it holds. The second factor keeps one rare word alone ("level", in "what
 * does a low AMH level mean") from outranking a sentence about the low AMH the question is about.
 */
export function cover(
  sentence: ReadonlySet<string>,
  question: QuestionWeights,
  alreadyAnswered: ReadonlySet<string> = new Set(),
  repeatWeight = 1,
  frame: ReadonlySet<string> = new Set(),
  frameWeight = 1,
): number {
  if (question.total === 0) return 0;
  let weight = 0;
  let words = 0;
  for (const [stem, w] of question.weights) {
    const share = sentence.has(stem) ? 1 : frame.has(stem) ? frameWeight : 0;
    if (share === 0) continue;
    weight += (alreadyAnswered.has(stem) ? w * repeatWeight : w) * share;
    words += share;
  }
  return (weight / question.total) * (words / question.weights.size);
}
