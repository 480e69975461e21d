import type { AnswerWriter, WriterInput } from '../passage';
import { contextSentence } from './context-sentence';
import { pickSentences, type PickedSentence } from './sentence-picker';

/*
 * The embedded default writer (issue 21): no language model, nothing leaves the server. The answer is the
 * passages' own sentences, each followed by the marker of its passage, so every word a patient reads is one
 * our editors wrote. An answer yields nothing when no passage speaks to the question.
 */

/** "Text ends here." → "Text ends here [2]."; the marker sits before the sentence's final punctuation. */
function cited(sentence: string, n: number): string {
  const end = /[.!?…:]+["'”’)\]]*$/u.exec(sentence);
  // A list item flattened by retrieval may end in a semicolon or nothing; quoted, it ends as a sentence.
  if (!end) return `${sentence.replace(/[;,]$/, '')} [${n}].`;
  return `${sentence.slice(0, end.index)} [${n}]${sentence.slice(end.index)}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The answer in the pieces it is streamed in; joined, they are the whole text. */
export function composeAnswer(input: WriterInput): string[] {
  const picked = pickSentences(input.question, input.passages);
  if (picked.length === 0) return [];
  const pieces: string[] = [];
  const shared = contextSentence(input.context, picked.map((s) => s.text).join(' '));
  if (shared) pieces.push(shared);
  let previous: PickedSentence | null = null;
  for (const sentence of picked) {
    const samePassage = sentence.passage === previous?.passage;
    const separator = pieces.length === 0 ? '' : samePassage ? ' ' : '\n\n';
    // A list item ("it may mean…") opens with a capital unless it follows its own lead-in ("…for your age:").
    const continuesLeadIn = samePassage && previous!.text.endsWith(':');
    const text = continuesLeadIn ? sentence.text : capitalised(sentence.text);
    pieces.push(separator + cited(text, sentence.passage + 1));
    previous = sentence;
  }
  return pieces;
}

export function createExtractiveWriter(): AnswerWriter {
  return {
    kind: 'extractive',
    model: null,
    async *write(input: WriterInput, signal: AbortSignal) {
      for (const piece of composeAnswer(input)) {
        if (signal.aborted) return;
        yield piece;
      }
    },
  };
}
