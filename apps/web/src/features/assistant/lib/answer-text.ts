/** A piece of an answer's paragraph: plain text, or the number of the source a sentence rests on. */
export type AnswerPiece = { text: string } | { cite: number };

/** "[2]", "[1, 3]" or "[1][2]": markers the writer puts after the sentence they support. */
const MARKER = /\[(\d+(?:\s*,\s*\d+)*)\]/g;

/**
 * An answer's text as paragraphs (blank lines apart) of text and citation markers. A marker naming no
 * source of the answer stays as written, so nothing she reads silently disappears.
 */
export function answerParagraphs(content: string, known: ReadonlySet<number>): AnswerPiece[][] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => {
      const pieces: AnswerPiece[] = [];
      let at = 0;
      for (const match of paragraph.matchAll(MARKER)) {
        const numbers = match[1]!.split(',').map((n) => Number(n.trim()));
        if (!numbers.every((n) => known.has(n))) continue;
        // The marker sits against the word it follows, as a superscript would.
        const before = paragraph.slice(at, match.index).trimEnd();
        if (before) pieces.push({ text: before });
        for (const n of numbers) pieces.push({ cite: n });
        at = match.index + match[0].length;
      }
      if (at < paragraph.length) pieces.push({ text: paragraph.slice(at) });
      return pieces;
    });
}

/** A conversation's title from her first question: the question itself, cut at a word within 100 characters. */
export function titleFromQuestion(question: string, max = 100): string {
  const flat = question.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
