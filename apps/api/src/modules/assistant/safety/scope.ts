/**
 * Questions the assistant must not answer as asked. Setting or changing a dose is her prescribing clinic's
 * decision, so a dose question gets only the "call your clinic" message. Being diagnosed needs a clinician,
 * so a diagnosis question gets a "I cannot tell you whether you have this" preface, and the service still
 * appends general, sourced information after it.
 *
 * A dose question needs both an action she would take ("should I", "can I", "how much … should I", "I missed")
 * and a dose or a prescribed medicine: "Does a higher dose of Gonal-f mean more eggs?" and "What does
 * Cetrotide do?" are information, not a request to change anything. Over-the-counter supplements (folic acid,
 * vitamin D) are not prescribed doses: our articles give their usual amounts.
 */
import { normalise } from './normalise';
import { near, oneOf, words } from './vocabulary';

export type OutOfScope = 'dose_change' | 'diagnosis';

/** Medicines a fertility clinic prescribes and doses, by brand and by generic name, and the words for them. */
const MEDICINE = oneOf(
  'gonal f',
  'gonal',
  'menopur',
  'meriofert',
  'fostimon',
  'rekovelle',
  'pergoveris',
  'puregon',
  'follistim',
  'elonva',
  'bemfola',
  'ovaleap',
  'luveris',
  'fsh',
  'gonadotrophins?',
  'gonadotropins?',
  'cetrotide',
  'cetrorelix',
  'orgalutran',
  'ganirelix',
  'fyremadel',
  'antagonist',
  'buserelin',
  'suprecur',
  'suprefact',
  'decapeptyl',
  'triptorelin',
  'lupron',
  'leuprolide',
  'prostap',
  'synarel',
  'nafarelin',
  'ovitrelle',
  'pregnyl',
  'hcg',
  'trigger(?: shot| injection)?',
  'progesterone',
  'cyclogest',
  'crinone',
  'utrogestan',
  'lubion',
  'prolutex',
  'endometrin',
  'gestone',
  'pio',
  'pessar(?:y|ies)',
  'estradiol',
  'estrogen',
  'progynova',
  'estrofem',
  'evorel',
  'patch(?:es)?',
  'clomid',
  'clomiphene',
  'clomifene',
  'letrozole',
  'femara',
  'metformin',
  'cabergoline',
  'dostinex',
  'clexane',
  'enoxaparin',
  'fragmin',
  'heparin',
  'prednisolone',
  'dexamethasone',
  'steroids?',
  'levothyroxine',
  'thyroxine',
  'stimulation',
  'injections?(?! (?:sites?|technique|area|spot|place|pen needles))',
  'shots?',
  'meds',
  'medications?',
  'medicines?',
  'tablets?',
);
const DOSE = oneOf('dose', 'doses', 'dosage', 'dosing', 'units?', 'iu', 'mg', 'ml', 'clicks');

/** She asks what she should do, or says what she did. */
const HER_ACTION = words(
  oneOf(
    '(?:should|can|could|may|shall|must|do|would) (?:i|we|she)',
    '(?:i|we|she) (?:want|need|am going|plan|would like|am thinking) to',
    'is it (?:ok|okay|safe|fine|alright|all right|bad|dangerous)',
    'i (?:missed|forgot|skipped|took|injected|doubled)',
    'tell me (?:how much|what dose)',
  ),
);

/** Words that may sit between a verb and the medicine it acts on ("stop taking my", "skip tonights"). */
const FILLER = `(?: (?:taking|using|doing|injecting|on|up|down|back|off|my|the|her|a|an|one|this|that|these|tonights|todays|last|nights|mornings|evening|of|current|next))*`;

const DOSE_CHANGE = words(
  oneOf(
    // change, skip or stop a dose or a prescribed medicine
    oneOf(
      'increase',
      '(?<!(?:pick|picking|picked|top|topping|set|setting|make|making|mix|mixing|draw|drawing|build) )up',
      'raise',
      'decrease',
      'reduce',
      'lower',
      'cut',
      'change',
      'adjust',
      'alter',
      'double',
      'halve',
      'split',
      'skip',
      'stop',
      'quit',
      'come',
      'taper',
      'wean',
      'miss',
      'drop',
    ) +
      FILLER +
      ` (?:\\S+ )?${oneOf(DOSE, MEDICINE)}`,
    // more, less or an extra dose
    near(
      oneOf(
        'double',
        'extra',
        'two',
        '2',
        'another',
        'second',
        'more',
        'less',
        'half',
        'higher',
        'lower',
        'bigger',
        'smaller',
        'larger',
        'stronger',
        'weaker',
      ),
      oneOf(DOSE, MEDICINE),
      2,
    ),
    `what ${DOSE}(?: of)?(?: \\S+){0,3} (?:should|do|must|can)`,
    // a missed or forgotten dose
    `(?:missed|forgot|forgotten|skipped)(?: to take| to do| taking| doing)?${FILLER} (?:\\S+ )?${oneOf(DOSE, MEDICINE)}`,
  ),
);

/** How much of a medicine to use, or using it at another time; the medicine may be named anywhere. */
const AMOUNT_OR_TIMING = words(
  oneOf(
    near(
      `how (?:much|many)(?! (?:days|weeks|months|hours|times|years|does|do|is|are|will|time|longer|eggs|embryos|follicles))(?: \\S+){0,4}`,
      oneOf('take', 'inject', 'use', 'insert', 'have'),
      3,
    ),
    near(
      oneOf('take', 'took', 'inject', 'injected', 'do', 'did', 'give', 'gave', 'have', 'use', 'move'),
      oneOf('late', 'early', 'later', 'earlier', 'at a different time'),
      6,
    ),
    near(oneOf('take', 'inject', 'do', 'use', 'go up to', 'go down to'), '\\d+', 1),
  ),
);
const NAMES_MEDICINE = words(oneOf(MEDICINE, DOSE));
/** Over-the-counter supplements, whose usual amounts our articles give. */
const SUPPLEMENT = words(
  oneOf(
    'folic acid',
    'folate',
    'vitamins?',
    'supplements?',
    'inositol',
    'coq10',
    'omega 3',
    'fish oil',
    'iron',
  ),
);

const CONDITION = oneOf(
  'pcos',
  'polycystic ovar(?:y|ies)(?: syndrome)?',
  'endometriosis',
  'endo',
  'adenomyosis',
  'ohss',
  'ectopic',
  'infection',
  'cancer',
  'fibroids?',
  'polyps?',
  'cysts?',
  'low (?:amh|ovarian reserve)',
  'poor egg quality',
  'blocked tubes?',
  'hydrosalpinx',
  'thyroid',
  'hypothyroidism',
  'infertility',
  'unexplained infertility',
  'premature ovarian (?:insufficiency|failure)',
  'early menopause',
  'menopause',
  'perimenopause',
  'luteal phase defect',
  'hormone imbalance',
  'hormonal imbalance',
  'chemical pregnancy',
  'blighted ovum',
  'implantation bleeding',
  'miscarriage',
  'miscarrying',
  'diabetes',
  'lupus',
  'antiphospholipid',
  'chlamydia',
  'an sti',
  'low sperm count',
  'something wrong',
  'a problem',
  'anything wrong',
);

const DIAGNOSIS = words(
  oneOf(
    `(?:do|could|might|may) i have(?: \\S+){0,2} (?:an? )?${CONDITION}`,
    `have i got (?:an? )?${CONDITION}`,
    `(?:is it possible|do you think|could it be|is it likely)(?: that)? i (?:have|am|might)`,
    '(?:am i|i am) (?:(?:having|going through|in)(?: \\S+){0,2} )?' +
      oneOf(
        'miscarriage',
        'miscarrying',
        'infertile',
        'sterile',
        'menopause',
        'menopausal',
        'perimenopausal',
        'ectopic',
        'chemical',
      ),
    `(?:is|could|might|does|do) (?:this|it|that|these|those|my symptoms)(?: \\S+){0,5} (?:an? )?${CONDITION}`,
    '(?:what is|what could be|whats) wrong with (?:me|my body|my (?:eggs|ovaries|uterus|womb|cycle|husband|partner))',
    'why (?:cannot|can not|have not|am not) (?:i|we) (?:get|got|getting|conceive|conceiving|been able)',
    'diagnose me',
    'can you diagnose',
    'what (?:condition|illness|disease) do i have',
    'what do i have(?! to)',
    'tell me (?:if|whether) i (?:have|am)',
    'am i infertile',
  ),
);

/** Questions the assistant must not answer as asked: changing/skipping/doubling a medication dose, or asking to be diagnosed ("do I have PCOS?", "is this a miscarriage?", "what is wrong with me"). Null for everything else. */
export function outOfScope(question: string): OutOfScope | null {
  const text = normalise(question);
  const changesDose =
    matches(DOSE_CHANGE, text) || (matches(AMOUNT_OR_TIMING, text) && matches(NAMES_MEDICINE, text));
  if (changesDose && matches(HER_ACTION, text) && !matches(SUPPLEMENT, text)) return 'dose_change';
  if (matches(DIAGNOSIS, text)) return 'diagnosis';
  return null;
}

const MESSAGES: Readonly<Record<OutOfScope, string>> = {
  dose_change:
    'I cannot set, change, skip or double a dose of any medicine. Only the clinic that prescribed it can, because the ' +
    'right dose depends on your scans, blood tests and plan.\n\nPlease call your clinic (or its out-of-hours number) ' +
    'and ask them before you change anything. If you have missed a dose or taken it at the wrong time, follow the ' +
    "instructions in your treatment plan or the medicine's leaflet and let your clinic know straight away, " +
    'especially for a trigger injection.',
  diagnosis:
    'I cannot tell whether you have a condition: that needs a clinician who knows your history and can examine and test ' +
    'you. Below is general information from our sources, which may help you prepare your questions.\n\nTo find out what ' +
    'is happening in your case, please speak to your doctor or clinic, or book a consultation with one of our experts.',
};

export function outOfScopeMessage(kind: OutOfScope): string {
  return MESSAGES[kind];
}

/** `RegExp.test` without the `lastIndex` state of a global pattern. */
function matches(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(text);
}
