/*
 * Splits English prose into sentences for quoting. The extractive writer quotes whole sentences, so a split
 * in the wrong place (after "e.g.", inside "1.1 ng/mL") would put half a sentence and a citation in front of
 * a patient. A full stop ends a sentence only when the next word starts like a sentence does.
 */

/** Abbreviations that never end a sentence, whatever follows ("Dr. Patel", "e.g. IVF", "vs. ICSI"). */
const NEVER_ENDS = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'st',
  'sr',
  'jr',
  'vs',
  'v',
  'e.g',
  'i.e',
  'eg',
  'ie',
  'cf',
  'approx',
  'ca',
  'incl',
  'esp',
  'viz',
  'resp',
  'est',
]);
/** Abbreviations that do not end a sentence when a number follows ("No. 3", "approx. 12"), but may otherwise ("No."). */
const BEFORE_NUMBER = new Set(['no', 'nos', 'fig', 'figs', 'vol', 'p', 'pp', 'ref', 'ch', 'sec']);

const TERMINATORS = /[.!?…]+|:/gu;
const CLOSERS = /^["'”’)\]*_]*/u;
const UPPER = /^\p{Lu}/u;
const DIGIT = /^\d/;
const OPENER = /^["'“‘([*_]/u;
const LIST_MARKER = /^(?:[-•–*]\s|\d{1,2}[.)]\s)/u;

/** The word the full stop at `dot` closes, lower-cased, without its opening punctuation or final dot. */
function wordBefore(text: string, dot: number): string {
  let start = dot;
  while (start > 0 && !/[\s(“"‘'[]/u.test(text[start - 1]!)) start--;
  return text.slice(start, dot).toLowerCase();
}

/** Whether the terminator run [start, end) followed by `next` ends a sentence. */
function endsSentence(text: string, start: number, run: string, closers: string, next: string): boolean {
  if (LIST_MARKER.test(next)) return true;
  const startsLikeSentence = UPPER.test(next) || DIGIT.test(next) || OPENER.test(next);
  // A colon ends its lead-in only when a list or a new sentence follows ("Signs include: Bloating …").
  if (run === ':') return UPPER.test(next);
  if (!startsLikeSentence) return false;
  if (run !== '.' || closers !== '') return true;
  const word = wordBefore(text, start);
  if (NEVER_ENDS.has(word)) return false;
  if (BEFORE_NUMBER.has(word) && DIGIT.test(next)) return false;
  return true;
}

/** Blocks that never share a sentence: paragraphs, and the items of a list left on their own lines. */
const blocks = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n|\n(?=[ \t]*(?:[-•*]\s|\d{1,2}[.)]\s))/u)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

const withoutListMarker = (sentence: string) => sentence.replace(LIST_MARKER, '').trim();

function splitBlock(block: string): string[] {
  const sentences: string[] = [];
  let from = 0;
  for (const match of block.matchAll(TERMINATORS)) {
    const start = match.index;
    const afterRun = start + match[0].length;
    const closers = CLOSERS.exec(block.slice(afterRun))![0];
    const end = afterRun + closers.length;
    if (block[end] !== ' ') continue;
    const next = block.slice(end + 1);
    if (!endsSentence(block, start, match[0], closers, next)) continue;
    sentences.push(block.slice(from, end));
    from = end + 1;
  }
  sentences.push(block.slice(from));
  return sentences.map(withoutListMarker).filter(Boolean);
}

/** The sentences of `text` in order, each trimmed, with inner whitespace collapsed to single spaces. */
export function splitSentences(text: string): string[] {
  return blocks(text).flatMap(splitBlock);
}
