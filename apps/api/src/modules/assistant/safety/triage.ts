/**
 * Red-flag triage: before the assistant answers, spot questions that describe an urgent situation so the
 * urgent-care message can come first. Deterministic and cheap: patterns over a normalised question.
 *
 * Decisions (issue #21):
 * - A report triggers, in the first person or not ("severe pain after egg collection", "my wife fainted after
 *   her transfer"), and so does a hypothetical one ("what should I do if I get a fever after egg collection?"),
 *   whose answer is the urgent advice anyway.
 * - A question about a symptom in general does not ("what are the symptoms of an ectopic pregnancy?", "how
 *   common is severe pain after egg collection?"): when a question has no personal word (I, my, she, partner…)
 *   and is framed in general ("signs of", "how common", "what counts as", "can X cause"), it raises no flag.
 * - Symptoms need the context that makes them urgent: OHSS signs need stimulation or egg collection, ectopic
 *   signs a possible pregnancy, fever a procedure. Breathing trouble, chest pain, heavy bleeding and thoughts
 *   of self-harm need none. Severe pain with no treatment or pregnancy context raises no flag.
 * - Thoughts of self-harm are never read as negated ("I'm not suicidal but…" still gets the support message).
 */
import { normalise } from './normalise';
import { RED_FLAG_RULES, type RedFlagRule } from './red-flag-rules';
import { GENERAL_QUESTION, NEGATION, PERSONAL } from './vocabulary';

export const RED_FLAGS = [
  'ohss',
  'ectopic',
  'heavy_bleeding',
  'fever_after_procedure',
  'self_harm',
  'breathing_or_chest',
] as const;
export type RedFlag = (typeof RED_FLAGS)[number];

/** How many words before a match a negation still applies to it ("I do not have a fever"). */
const NEGATION_REACH = 3;

/** The red flags a question raises, in RED_FLAGS order, none for an ordinary question. */
export function triage(question: string): RedFlag[] {
  const text = normalise(question);
  if (asksInGeneral(text)) return [];
  return RED_FLAGS.filter((flag) => RED_FLAG_RULES[flag].some((rule) => fires(rule, text)));
}

function asksInGeneral(text: string): boolean {
  return !test(PERSONAL, text) && test(GENERAL_QUESTION, text);
}

function fires(rule: RedFlagRule, text: string): boolean {
  if (rule.context && !test(rule.context, text)) return false;
  if (rule.unless && test(rule.unless, text)) return false;
  for (const match of text.matchAll(rule.pattern)) {
    if (!rule.negatable || !negated(text, match.index, match[0])) return true;
  }
  return false;
}

/** A negation inside the match ("pain is not severe") or in the few words just before it ("no fever"). */
function negated(text: string, at: number, matched: string): boolean {
  const before = text.slice(0, at).trimEnd().split(' ').slice(-NEGATION_REACH).join(' ');
  return test(NEGATION, `${before} ${matched}`);
}

/** `RegExp.test` without the `lastIndex` state that global patterns carry between calls. */
function test(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(text);
}
