import type { AssistantContextItem, AssistantContextKey } from '@fertilia/contracts';

/*
 * The one sentence that tells her which of her own data an extractive answer bears on. The quoted sentences
 * are general; naming her phase or age band beside them lets her apply them, without the writer inventing
 * advice for her case. An item is named only when the quoted text speaks of what it is about.
 */

const SPEAKS_OF: Record<AssistantContextKey, RegExp> = {
  // Not a bare "cycle": an IVF cycle says nothing about where she is in her own.
  cycle_phase:
    /\b(?:ovulat\w*|periods?|fertile|menstrua\w*|luteal|follicular|cycle (?:day|length)s?|(?:your|each|regular|irregular|natural) cycles?)\b/i,
  age_band: /\b(?:ages?|aged|older|younger|years old)\b/i,
  ivf_estimate: /\b(?:ivf|success\w*|chances?|live births?)\b/i,
};

/** "Cycle phase" → "cycle phase", but "IVF estimate" stays as it is. */
const inSentence = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;

const listed = (parts: string[]) =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/** "You shared that your cycle phase is luteal (day 22) and your age band is 35–37.", or null. */
export function contextSentence(
  context: readonly AssistantContextItem[] | null,
  quoted: string,
): string | null {
  const relevant = (context ?? []).filter((item) => SPEAKS_OF[item.key].test(quoted));
  if (relevant.length === 0) return null;
  const parts = relevant.map((item) => `your ${inSentence(item.label)} is ${inSentence(item.value)}`);
  return `You shared that ${listed(parts)}.`;
}
