/**
 * The message shown before any answer when triage raises red flags. It says what to do now, taken from our
 * articles (ohss-warning-signs, miscarriage-and-support, when-to-seek-help, emotional-health,
 * fertility-medications-side-effects), and never what the symptom is: the assistant cannot examine anyone.
 */
import type { RedFlag } from './triage';

/**
 * Most urgent first: trouble breathing and heavy bleeding can become life-threatening within minutes, an
 * ectopic pregnancy can bleed inside; thoughts of self-harm need support now; OHSS and fever usually start
 * with a call to the clinic.
 */
const URGENCY: readonly RedFlag[] = [
  'breathing_or_chest',
  'heavy_bleeding',
  'ectopic',
  'self_harm',
  'ohss',
  'fever_after_procedure',
];

const ADVICE: Readonly<Record<RedFlag, string>> = {
  breathing_or_chest:
    'Difficulty breathing, chest pain, or a painful, swollen, red or hot leg can mean a blood clot or severe OHSS. ' +
    'Call your local emergency number now or go to the nearest emergency department.',
  heavy_bleeding:
    'Very heavy bleeding, such as soaking through a large pad in an hour or passing large clots, needs care straight ' +
    'away. Call your local emergency number or go to an emergency department now, especially if you feel dizzy or faint.',
  ectopic:
    'If you could be pregnant, pain on one side of your lower tummy, shoulder-tip pain, bleeding with pain, dizziness ' +
    'or fainting can be signs of an ectopic pregnancy, which is an emergency. Go to an emergency department or call ' +
    'your local emergency number now.',
  self_harm:
    "I'm really sorry you are feeling like this. You deserve support right now, and you do not have to face it alone. " +
    'If you might act on these thoughts or are in immediate danger, call your local emergency number or go to an ' +
    'emergency department now.\n\nYou can talk to a crisis line at any hour, for example Samaritans on 116 123 in the ' +
    'UK and Ireland, or the 988 Suicide & Crisis Lifeline in the US (call or text 988). If you can, tell someone you ' +
    'trust how you are feeling and ask them to stay with you.',
  ohss:
    'Worsening tummy pain or swelling, vomiting, passing much less urine or rapid weight gain after egg collection can ' +
    "be signs of OHSS. Call your clinic's 24-hour number now. If the pain is severe, or you have difficulty breathing, " +
    'chest pain, fainting or very little urine for many hours, call your local emergency number or go to an ' +
    'emergency department.',
  fever_after_procedure:
    "A fever, chills or foul-smelling discharge after a procedure can mean an infection. Call your clinic's 24-hour " +
    'number now. If you feel very unwell, faint or confused, call your local emergency number or go to an emergency ' +
    'department.',
};

const PHYSICAL_OPENING = 'What you describe can need medical care now.';
const PHYSICAL_CLOSING =
  'Tell the staff you are having fertility treatment, the date of any egg collection or embryo transfer, and your ' +
  "clinic's name. I cannot assess you, and this is not a diagnosis.";

/** The message shown before any answer when a question raises red flags: what to do now, per flag, most urgent first. Plain text with short paragraphs; no markdown other than line breaks. */
export function urgentCareMessage(flags: readonly RedFlag[]): string {
  const raised = URGENCY.filter((flag) => flags.includes(flag));
  if (raised.length === 0) return '';
  const physical = raised.some((flag) => flag !== 'self_harm');
  const paragraphs = raised.map((flag) => ADVICE[flag]);
  return (physical ? [PHYSICAL_OPENING, ...paragraphs, PHYSICAL_CLOSING] : paragraphs).join('\n\n');
}
