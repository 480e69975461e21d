/**
 * Word families and small combinators for the safety patterns. Every pattern here reads the output of
 * `normalise()`: lower-case words separated by single spaces, so "a word" is `\S+` and a gap is a space.
 */

/** Any one of these alternatives (regex sources). */
export const oneOf = (...alternatives: string[]): string => `(?:${alternatives.join('|')})`;

/** `first`, then `second`, with at most `gap` words between them, each as whole words. */
export const near = (first: string, second: string, gap = 4): string =>
  `\\b${first}\\b(?: \\S+){0,${gap}} ${second}\\b`;

/** `a` and `b` within `gap` words of each other, in either order. */
export const together = (a: string, b: string, gap = 4): string => oneOf(near(a, b, gap), near(b, a, gap));

/** A whole-word pattern, compiled once; global so every occurrence can be checked for a negation. */
export const words = (source: string): RegExp => new RegExp(`\\b${source}\\b`, 'g');

export const PAIN = oneOf(
  'pain',
  'pains',
  'painful',
  'cramps?',
  'cramping',
  'aches?',
  'aching',
  'hurts?',
  'hurting',
  'agony',
);

/** How a patient says pain is bad; deliberately without "sharp", which alone is common and mild. */
export const SEVERE = oneOf(
  'severe',
  'severely',
  'very bad',
  'so bad',
  'bad',
  'terrible',
  'awful',
  'horrible',
  'horrendous',
  'unbearable',
  'excruciating',
  'intense',
  'extreme',
  'extremely',
  'agonising',
  'agonizing',
  'crippling',
  'worst',
  'worse',
  'worsening',
  'increasing',
  'a lot of',
  'lots of',
  'so much',
  'very strong',
  'very painful',
  'killing me',
  'doubled over',
  'in agony',
  'screaming',
);

/** Pain that is severe or getting worse, in either word order ("severe pain", "pain that is getting much worse"). */
export const SEVERE_PAIN = oneOf(
  near(SEVERE, PAIN, 3),
  near(
    PAIN,
    oneOf(
      'worse',
      'worsening',
      'unbearable',
      'excruciating',
      'severe',
      'very bad',
      'so bad',
      'terrible',
      'awful',
      'killing me',
      'intense',
      'extreme',
      'agonising',
      'agonizing',
    ),
    7,
  ),
  near(
    oneOf('cannot', 'can barely', 'can hardly', 'unable to'),
    oneOf('walk', 'stand up straight', 'stand straight'),
    1,
  ),
  'doubled over',
  'in agony',
  `${oneOf('abdomen', 'ovaries', 'ovary', 'side', 'pelvic', 'back', 'cramps', 'pain')} (?:is |are )?killing me`,
);

export const SHARP_PAIN = together(oneOf('sharp', 'stabbing', 'shooting'), PAIN, 3);

/** Bleeding, but not a blood test or blood pressure; "spotting" is deliberately not bleeding. */
export const BLEEDING = oneOf(
  'bleeding',
  'bleed',
  'bled',
  'bleeds',
  'haemorrhage',
  'hemorrhage',
  'blood(?! (?:test|tests|work|results?|type|group|pressure|sugar|clots?|draw|levels?|flow to))',
);

/** Mild pain words that make a pain report ordinary ("mild cramps"). */
export const MILD = oneOf(
  'mild',
  'mildly',
  'slight',
  'slightly',
  'light',
  'little',
  'minor',
  'period like',
  'normal',
  'dull',
);

/** She has had, or is in, the part of treatment where OHSS happens. */
export const STIMULATION_CONTEXT = words(
  oneOf(
    'eggcollection',
    'stimulation',
    'ohss',
    'trigger',
    'ivf',
    'icsi',
    'egg freezing',
    'freezing my eggs',
    'injections',
    'gonal f',
    'gonal',
    'menopur',
    'follicles',
    'ovaries',
    'ovary',
    'stimulated',
  ),
);

/** She is, or could be, pregnant. */
export const PREGNANCY_CONTEXT = words(
  oneOf(
    'pregnant',
    'pregnancy',
    'positivetest',
    'transfer',
    'twoweekwait',
    'beta',
    'hcg',
    'iui',
    'insemination',
    'late period',
    'missed (?:my )?period',
    'period is late',
    'weeks along',
    'implantation',
    // "I am 7 weeks", "at 6 wks", "5w3d", but not "2 weeks after egg collection"
    '(?:am|is|at|about|nearly|almost|only) \\d+ ?(?:weeks?|wks?|w)(?! (?:after|post|since|ago|before))',
    '\\d+w\\d*d?',
  ),
);

/** A procedure after which fever or smelly discharge can mean infection. */
export const PROCEDURE_CONTEXT = words(
  oneOf(
    'eggcollection',
    'transfer',
    'iui',
    'insemination',
    'hysteroscopy',
    'laparoscopy',
    'surgery',
    'operation',
    'procedure',
    'op',
    'post op',
    'hsg',
    'hycosy',
    'biopsy',
    'scratch',
    'endometrial scratch',
    'miscarriage',
    'surgical',
    'polypectomy',
    'myomectomy',
    'sedation',
    'anesthetic',
    'surgical management',
    'misoprostol',
  ),
);

/** Someone is speaking of herself or someone close, not asking in general. */
export const PERSONAL = words(
  oneOf(
    'i',
    'me',
    'my',
    'mine',
    'myself',
    'we',
    'us',
    'our',
    'wife',
    'partner',
    'girlfriend',
    'fiancee',
    'daughter',
    'sister',
    'she',
    'her',
    'hers',
  ),
);

/** Question frames that ask about a symptom in general ("what are the signs of", "how common is"). */
export const GENERAL_QUESTION = words(
  oneOf(
    '(?:symptoms?|signs?|warning signs?) of',
    'what (?:causes|are the|does \\S+ mean)',
    'how (?:common|likely|often|rare)',
    'what counts as',
    'what is considered',
    'how do you know',
    'how would you know',
    '(?:risks?|chances?|odds|rates?|likelihood) of',
    '(?:does|do|can|could|will|may) (?:\\S+ ){1,3}(?:cause|lead to|make|give)',
    '(?:related|linked) to',
    'associated with',
    'why (?:does|do|is|are|can)',
    'difference between',
    'prevented',
    'prevent',
    'treated',
    'definition',
  ),
);

/** A word that denies what follows ("no fever", "not severe"), for rules that are marked negatable. */
export const NEGATION = words(oneOf('no', 'not', 'without', 'never', 'nor', 'neither'));
