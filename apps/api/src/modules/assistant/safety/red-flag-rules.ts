/**
 * What each red flag looks like in a patient's words, as patterns over `normalise()`'s output. A rule fires
 * when its pattern matches, its context (if any) is present somewhere in the question, and nothing in
 * `unless` is. `negatable` rules are ignored when a negation ("no fever", "not severe") sits in or just
 * before the match; rules whose own wording contains "not" ("will not stop") are never negatable.
 * The wording follows our articles: ohss-warning-signs, miscarriage-and-support, when-to-seek-help,
 * emotional-health, ivf-step-by-step and fertility-medications-side-effects.
 */
import type { RedFlag } from './triage';
import {
  BLEEDING,
  PAIN,
  PREGNANCY_CONTEXT,
  PROCEDURE_CONTEXT,
  SEVERE_PAIN,
  SHARP_PAIN,
  STIMULATION_CONTEXT,
  near,
  oneOf,
  together,
  words,
} from './vocabulary';

export interface RedFlagRule {
  pattern: RegExp;
  context?: RegExp;
  unless?: RegExp;
  negatable?: boolean;
}

const ABDOMEN = oneOf(
  'abdomen',
  'pelvic',
  'lower abdomen',
  'ovaries',
  'ovary',
  'womb',
  'uterus',
  'side',
  'waist',
);

/** "I think I have OHSS", "could this be an ectopic": a present suspicion, not a past history. */
const suspicion = (condition: string): string =>
  oneOf(
    near(
      oneOf(
        'think',
        'worried',
        'scared',
        'afraid',
        'fear',
        'concerned',
        'suspect',
        'sure',
        'might',
        'may',
        'could',
        'probably',
        'possibly',
      ),
      `(?:an? )?${condition}`,
      4,
    ),
    `(?:do i have|have i got|am i (?:getting|developing|having)|i am (?:getting|developing|having)|is (?:this|it|that)) (?:an? )?${condition}`,
    near(oneOf('signs', 'symptoms'), condition, 2),
  );

const HISTORY = words(
  oneOf(
    'had (?:an? )?',
    'previous',
    'history',
    'before',
    'last (?:time|year|cycle)',
    'risk',
    'chances?',
    'likely',
    'prevent',
  ),
);

export const RED_FLAG_RULES: Readonly<Record<RedFlag, readonly RedFlagRule[]>> = {
  ohss: [
    { pattern: words(SEVERE_PAIN), context: STIMULATION_CONTEXT, negatable: true },
    {
      pattern: words(
        oneOf(
          together(
            oneOf(
              'swollen',
              'swelling',
              'distended',
              'tight',
              'tense',
              'rock hard',
              'hard',
              'huge',
              'massive',
              'enormous',
              'expanding',
              'growing',
              'bigger',
              'very bloated',
              'extremely bloated',
              'severely bloated',
              'so bloated',
              'massively bloated',
            ),
            ABDOMEN,
            4,
          ),
          oneOf('very', 'extremely', 'severely', 'so', 'massively', 'hugely', 'badly') + ' bloated',
          near('look', oneOf('pregnant', 'months pregnant'), 3),
        ),
      ),
      context: STIMULATION_CONTEXT,
      negatable: true,
      // "will my tummy be swollen after egg collection?" asks what to expect, it reports nothing
      unless: words(oneOf('will (?:my|i|it|there|the)', 'usually', 'to expect', 'how long')),
    },
    {
      pattern: words(
        oneOf(
          'vomiting',
          'cannot keep (?:anything|water|fluids?|food|liquids?|drinks?|it) down',
          near(
            oneOf('cannot', 'unable to', 'too sick to', 'too nauseous to', 'struggling to'),
            oneOf('drink', 'eat'),
            2,
          ),
        ),
      ),
      context: STIMULATION_CONTEXT,
      negatable: true,
    },
    {
      pattern: words(
        oneOf(
          near(
            oneOf('little', 'no', 'hardly any', 'barely any', 'not much', 'less', 'dark', 'very dark'),
            'urine',
            1,
          ),
          near(
            oneOf('not', 'barely', 'hardly', 'cannot', 'only'),
            oneOf('urinated', 'urinating', 'urine'),
            2,
          ),
          'urinating (?:less|very little|hardly|much less|a lot less)',
          'not (?:been|gone) (?:to the )?(?:toilet|loo|bathroom)',
          near(oneOf('not', 'barely', 'hardly'), 'weed', 2),
        ),
      ),
      context: STIMULATION_CONTEXT,
    },
    {
      pattern: words(
        oneOf(
          `(?:gained|put on|gaining|putting on|up) (?:\\d+(?:\\.\\d+)? ?)?(?:kgs?|kilos?|kilograms?|lbs?|pounds|stone)(?: \\S+){0,3} (?:in|overnight|since|day|days|yesterday|today)`,
          `\\d+(?:\\.\\d+)?(?:kgs?|lbs?)(?: \\S+){0,3} (?:overnight|in a day|in one day|in 24 hours|since yesterday)`,
          oneOf('rapid', 'sudden', 'fast', 'quick') + ' weight gain',
          'weight (?:has )?(?:gone up|shot up|jumped|increased) (?:fast|quickly|a lot|overnight|suddenly)',
        ),
      ),
      context: STIMULATION_CONTEXT,
    },
    {
      pattern: words(
        oneOf(
          'breathless',
          near(oneOf('cannot', 'hard to', 'difficult to', 'struggling to', 'trouble'), 'breathe', 2),
        ),
      ),
      context: words('eggcollection'),
      negatable: true,
    },
    { pattern: words(suspicion('ohss')), unless: HISTORY },
  ],
  ectopic: [
    {
      pattern: words(
        together(
          oneOf(
            'one sided',
            '1 sided',
            'one side',
            'on (?:my |the )?(?:left|right)(?: side)?',
            '(?:left|right) (?:side|sided)',
            '(?:left|right) (?:lower )?(?:abdomen|pelvic|ovary|groin)',
          ),
          PAIN,
          5,
        ),
      ),
      context: PREGNANCY_CONTEXT,
      negatable: true,
    },
    {
      pattern: words(oneOf('shoulder tip', 'tip of (?:my |the )?shoulder', together('shoulder', PAIN, 3))),
      context: PREGNANCY_CONTEXT,
      negatable: true,
    },
    {
      pattern: words(
        oneOf(
          'fainted',
          'fainting',
          'faint(?! (?:line|lines|positive|test|bfp|positivetest|pink|blue))',
          'collapsed',
          'collapse',
          'dizzy',
          'dizziness',
          'blacking out',
          'unconscious',
        ),
      ),
      context: PREGNANCY_CONTEXT,
      negatable: true,
    },
    { pattern: words(oneOf(SEVERE_PAIN, SHARP_PAIN)), context: PREGNANCY_CONTEXT, negatable: true },
    {
      pattern: words(
        together(BLEEDING, `(?<!${'(?:mild|slight|light|little|minor|dull|normal)'} )${PAIN}`, 8),
      ),
      context: PREGNANCY_CONTEXT,
      negatable: true,
    },
    { pattern: words(suspicion('ectopic')), unless: HISTORY },
  ],
  heavy_bleeding: [
    {
      pattern: words(
        oneOf(
          near(
            oneOf('soak', 'soaking', 'soaked', 'soaks', 'bleeding through', 'bled through', 'bleed through'),
            oneOf(
              'pads?',
              'tampons?',
              'towels?',
              'underwear',
              'pants',
              'clothes',
              'sheets',
              'bed',
              'jeans',
              'trousers',
            ),
            4,
          ),
          near(
            oneOf('changing', 'going through', 'gone through', 'filling', 'fill', 'using'),
            oneOf('pads?', 'tampons?', 'cups?') +
              '(?: \\S+){0,3} (?:an|every|each|per|within|half an|less than an) hour',
            3,
          ),
          oneOf('pads?', 'tampons?') + ' (?:an|every|each|per) (?:hour|half hour|30 minutes)',
        ),
      ),
    },
    {
      pattern: words(
        oneOf(
          near(
            oneOf(
              'large',
              'big',
              'huge',
              'massive',
              'giant',
              'golf ball',
              'lemon',
              'plum',
              'fist',
              'palm',
              'egg sized',
              'lots of',
              'loads of',
              'so many',
              'handful of',
              'massive',
            ),
            'clots?',
            3,
          ),
          'clots? (?:the size of|as big as|bigger than|size of)',
        ),
      ),
      negatable: true,
    },
    {
      pattern: words(
        oneOf(
          together(
            oneOf(
              'heavy',
              'heavily',
              'very heavy',
              'lots of',
              'a lot of',
              'so much',
              'loads of',
              'tons of',
              'gushing',
              'pouring',
              'excessive',
              'uncontrollable',
              'non stop',
              'nonstop',
              'profuse',
              'profusely',
            ),
            BLEEDING,
            2,
          ),
          near(
            BLEEDING,
            oneOf('a lot', 'loads', 'like crazy', 'everywhere', 'badly', 'very badly', 'heavier than'),
            1,
          ),
          near(BLEEDING, '(?:heavier|more) than (?:a |my )?(?:normal |usual |heavy )?period', 4),
        ),
      ),
      unless: words(oneOf('subchorionic', 'sch')),
      negatable: true,
    },
    {
      pattern: words(
        oneOf(
          near(
            BLEEDING,
            oneOf('will not', 'would not', 'does not', 'is not', 'has not', 'cannot', 'not') +
              ' stop(?:ped|ping)?',
            3,
          ),
          'cannot (?:get (?:it|the bleeding) to )?stop (?:the )?bleeding',
          'hemorrhage',
        ),
      ),
      unless: words(oneOf('subchorionic', 'sch')),
    },
  ],
  fever_after_procedure: [
    {
      pattern: words(
        oneOf(
          'fever',
          'chills',
          'rigors',
          'rigours',
          'shivering',
          'shivers',
          'shivery',
          'shaking uncontrollably',
          'hot and cold',
          '(?:high|raised|elevated|running a|got a|have a|has a|with a|developed a) temperature',
          'temperature (?:of |is |at |was |reading |went up to |up to |hit )?(?:3[89]|4[0-2]|10[0-5])(?:\\.\\d+)?',
          '(?:3[89]|4[0-2]|10[0-5])(?:\\.\\d+)? ?(?:c|degrees|f|celsius|fahrenheit)',
        ),
      ),
      context: PROCEDURE_CONTEXT,
      unless: words(
        oneOf(
          'bbt',
          'basal',
          'ovulation',
          'ovulate',
          'ovulated',
          'ovulating',
          'charting',
          'chart',
          'luteal',
          'bath',
          'sauna',
          'hot tub',
          'jacuzzi',
          'weather',
          'room',
          'fridge',
          'storage',
          'store',
          'stored',
          // asking how to watch for a fever is not having one
          'to check for (?:a )?fever',
          '(?:fever|temperature) (?:is |has |has now )?(?:gone|passed|over|settled|resolved|down)',
          '(?:should|do|can) i (?:take|check|monitor|measure) (?:my )?temperature',
        ),
      ),
      negatable: true,
    },
    {
      pattern: words(
        oneOf(
          together(
            oneOf(
              'foul',
              'smelly',
              'smelling',
              'stinky',
              'stinking',
              'offensive',
              'bad smelling',
              'fishy',
              'green',
              'pus',
              'strong smelling',
            ),
            'discharge',
            3,
          ),
          near('discharge', oneOf('smells?', 'stinks?', 'smelling'), 3),
        ),
      ),
      context: PROCEDURE_CONTEXT,
      negatable: true,
    },
  ],
  self_harm: [
    {
      pattern: words(
        oneOf(
          'suicide',
          'selfharm',
          'kill (?:myself|my self|me)',
          'killing myself',
          '(?:hurt|hurting|harm|harming|cut|cutting|injure|injuring|punish|punishing) (?:myself|my self)',
          '(?:end|ending|ended) (?:my life|it all|things|myself|everything|my own life)',
          '(?:want|going|thinking|plan|planning|ready) to end it',
          '(?:take|taking|took) my (?:own )?life',
          '(?:want|wanted|wish|wishing|going|ready|deserve) to die',
          '(?:wish|if) i (?:was|were) (?:dead|not alive|not here|never born|gone)',
          'better off (?:dead|without me)',
          'rather (?:be dead|die|not be here|not exist)',
          'want to be dead',
          '(?:not|no longer|never) want to (?:be alive|live|exist|be here|wake up|carry on|go on)(?! (?:in|near|at|abroad|with my|with our|there))',
          'no (?:point|reason|purpose) (?:in |to |of )?(?:living|live|life|going on|carrying on|being alive|being here|existing|anything anymore|me being here)',
          'what is the point (?:of|in) (?:living|life|going on|being alive|carrying on|anything|being here)',
          'point (?:in|of|to) (?:living|going on|being alive|carrying on|being here|existing)',
          'life (?:is not|is no longer) worth living',
          'not worth living',
          'nothing (?:left )?to live for',
          '(?:cannot|do not want to|can no longer) (?:go on|carry on)(?! (?:with (?!life|living)|to |a |an |the |holiday|another|ivf|treatment|trying|the pill|medication))',
          '(?:took|taken|take|taking|planning|plan|thinking about|thought about|going to take|want to take)(?: \\S+){0,2} overdose',
          'overdosed',
          'overdose on purpose',
          '(?:take|swallow|taking|swallowing|took|swallowed) (?:all|the whole|a whole) (?:of )?(?:my |the )?(?:pills|tablets|packet|bottle|box|medication|meds)',
          '(?:hope|wish) i (?:do not|never) wake up',
          'sleep and (?:not|never) wake up',
          'give up on life',
          'giving up on life',
          '(?:thoughts|thinking|think) (?:of|about) (?:dying|death|ending it|not being here|not being alive|hurting myself)',
        ),
      ),
    },
  ],
  breathing_or_chest: [
    {
      pattern: words(
        oneOf(
          'breathless',
          'gasping',
          'wheezing',
          near(
            oneOf(
              'cannot',
              'could not',
              'struggling to',
              'struggle to',
              'struggling',
              'hard to',
              'difficult to',
              'difficulty',
              'difficulties',
              'trouble',
              'problems?',
              'unable to',
              'not able to',
              'barely',
              'hardly',
              'hurts to',
              'painful to',
              'pain when i',
              'catch my',
            ),
            oneOf('breathe', 'breathing'),
            2,
          ),
          'breathing (?:is |feels |has been |became |become )?(?:very |so |extremely |really )?(?:difficult|hard|laboured|labored|rapid|shallow|painful|a struggle)',
          'cannot get (?:enough )?air',
        ),
      ),
      negatable: true,
    },
    {
      pattern: words(
        together(
          'chest',
          oneOf(
            'pain',
            'pains',
            'painful',
            'hurts?',
            'hurting',
            'aches?',
            'aching',
            'tight',
            'tightness',
            'pressure',
            'crushing',
            'squeezing',
          ),
          3,
        ),
      ),
      negatable: true,
    },
    {
      pattern: words(
        oneOf(
          together(oneOf('swollen', 'swelling', 'red', 'hot'), oneOf('leg', 'calf'), 4),
          'dvt',
          'deep vein thrombosis',
          'pulmonary embolism',
          '(?:blood )?clot in (?:my |her )?(?:leg|calf|lung|lungs)',
        ),
      ),
      context: words(oneOf(PAIN, 'painful', 'tender', 'dvt', 'thrombosis', 'embolism', 'clot')),
      unless: words(oneOf('risk', 'chances?', 'prevent', 'history', 'had a', 'family')),
      negatable: true,
    },
  ],
};
