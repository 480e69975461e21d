import type { RetrievedPassage } from '../passage';

/*
 * The check after any writer (issue 21): a marker is kept only when it points to a passage the writer was
 * given, so a patient never follows a citation to a source the answer does not rest on. Models write markers
 * in many shapes ([1, 3], [1][3], [ 2 ], 【1】, [Passage 2], [1-2]); each becomes [n], renumbered 1..m in
 * the order the answer first cites them.
 */

const LABEL = String.raw`(?:(?:passages?|sources?|refs?)\s*)?`;
const ITEM = String.raw`${LABEL}\d+(?:\s*[-–]\s*\d+)?`;
const MARKER = new RegExp(String.raw`[[【]\s*(${ITEM}(?:\s*[,;]\s*${ITEM})*)\s*[\]】]`, 'giu');

/** The passage numbers a marker's inside names; a range reaching past the passages names none. */
function numbersIn(inside: string, count: number): number[] {
  const numbers: number[] = [];
  for (const item of inside.split(/[,;]/)) {
    const [from, to = from] = (item.match(/\d+/g) ?? []).map(Number) as [number?, number?];
    if (from === undefined || to === undefined || to < from || to - from >= count) continue;
    for (let k = from; k <= to; k++) if (k >= 1 && k <= count && !numbers.includes(k)) numbers.push(k);
  }
  return numbers;
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

type Checked = { text: string; cited: RetrievedPassage[] };

function checkOnce(text: string, passages: readonly RetrievedPassage[]): Checked {
  const renumbered = new Map<number, number>();
  let out = '';
  let from = 0;
  for (const match of text.matchAll(MARKER)) {
    out += text.slice(from, match.index);
    from = match.index + match[0].length;
    const kept = numbersIn(match[1]!, passages.length);
    if (kept.length > 0) {
      for (const k of kept) if (!renumbered.has(k)) renumbered.set(k, renumbered.size + 1);
      out += kept.map((k) => `[${renumbered.get(k)}]`).join('');
      continue;
    }
    // A dropped marker takes the space before it ("text [9]." → "text."), and at a line's start the space after.
    out = out.replace(/[ \t]+$/, '');
    if (out === '' || out.endsWith('\n')) {
      while (text[from] === ' ' || text[from] === '\t') from++;
    } else if (isWordChar(out.at(-1)) && isWordChar(text[from])) {
      out += ' ';
    }
  }
  out += text.slice(from);
  // "[1][1]" from "[1, 1]" or "[1][ 1 ]" says it once.
  out = out.replace(/(\[\d+\])\1+/g, '$1');
  const cited = [...renumbered.keys()].map((k) => passages[k - 1]!);
  return { text: out, cited };
}

/** How many passes settle any text: each pass that changes it removes or rewrites a marker. */
const MAX_PASSES = 8;

/**
 * Keeps the markers that point to one of `passages`, renumbered 1..m by first appearance, and drops the
 * rest; `cited` lists the passages in that order. Repeated until nothing changes, as dropping a marker can
 * join what was around it into a new one ("[[9]1]" → "[1]").
 */
export function checkCitations(text: string, passages: readonly RetrievedPassage[]): Checked {
  let checked = checkOnce(text, passages);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const again = checkOnce(checked.text, checked.cited);
    if (again.text === checked.text) return checked;
    checked = again;
  }
  return checked;
}
