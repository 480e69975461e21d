/**
 * Turns a patient's question into one canonical spelling so the red-flag and scope patterns stay short:
 * lower case, plain words separated by single spaces, contractions expanded, British/US spellings and the
 * many words for the same body part or procedure folded into one, and a few common misspellings fixed.
 * The patterns in this folder are written against this output only.
 */

/** Phrases first (longest wins), then single words; each pair is [pattern over a lower-case text, replacement]. */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  // contractions, with or without the apostrophe
  [/\bcan ?not\b|\bcan'?t\b|\bcant\b|\bcannnot\b/g, 'cannot'],
  [/\bwon'?t\b/g, 'will not'],
  [/\b(do|does|did|is|are|was|were|have|has|had|could|would|should)n'?t\b/g, '$1 not'],
  [/\bi'?m\b/g, 'i am'],
  [/\b(i|you|we|they)'ve\b/g, '$1 have'],
  [/\b(i|you|we|they|she|he)'d\b/g, '$1 would'],
  [/\b(i|you|we|they|she|he)'ll\b/g, '$1 will'],
  [/\b(it|that|what|there|she|he)'?s\b/g, '$1 is'],
  [/\bwanna\b/g, 'want to'],
  [/\bgonna\b/g, 'going to'],
  [/\bkms\b/g, 'kill myself'],
  [/\bunalive (myself|me)\b/g, 'kill myself'],
  // procedures
  [/\begg (collection|retrieval|retreival|retrival|pick ?up|harvest)s?\b/g, 'eggcollection'],
  [/\b(oocyte|ovum) (retrieval|pick ?up|collection)\b/g, 'eggcollection'],
  [/\beggs? (were |was |got |being )?(collected|retrieved|harvested)\b/g, 'eggcollection'],
  [/\b(ec|opu)\b/g, 'eggcollection'],
  [/\bretrieval\b|\bretreival\b|\bretrival\b/g, 'eggcollection'],
  // "ER" is the emergency room unless it follows a word that places it in time ("after my ER")
  [/\b(after|since|post|from|following|before)( my| the| our)? er\b/g, '$1$2 eggcollection'],
  [/\b(emergency room|emergency department|a and e|a&e|a & e|er)\b/g, 'emergencyroom'],
  [/\b(frozen |fresh )?embryo transfer\b|\b(fet|et)\b/g, 'transfer'],
  [/\b(d ?& ?c|d and c|erpc|smm)\b/g, 'surgery'],
  // symptoms and body
  [
    /\bthrowing up\b|\bthrown up\b|\bthrew up\b|\bbeing sick\b|\bbeen sick\b|\bkeep being sick\b/g,
    'vomiting',
  ],
  [/\bpassed out\b|\bblacked out\b/g, 'fainted'],
  [/\blight ?headed(ness)?\b/g, 'dizzy'],
  [/\bshort of breath\b|\bshortness of breath\b|\bout of breath\b|\bbreathless(ness)?\b/g, 'breathless'],
  [/\bsuper |\breally really |\breally |\bso so /g, 'very '],
  [/\bself[ -]?harm(ing)?\b/g, 'selfharm'],
  [/\bsuicidal\b|\bsuicide\b|\bsucide\b|\bsuicid\b|\bsuiside\b/g, 'suicide'],
  [/\b2 ?ww\b|\btwo week wait\b/g, 'twoweekwait'],
  [/\bbfp\b|\bpositive (pregnancy )?(test|result|beta|hcg)\b/g, 'positivetest'],
];

/** Single-word folds: every British/US spelling, synonym or common typo to one form. */
const WORDS: Readonly<Record<string, string>> = {
  tummy: 'abdomen',
  stomach: 'abdomen',
  stomache: 'abdomen',
  belly: 'abdomen',
  abdominal: 'abdomen',
  abdo: 'abdomen',
  tum: 'abdomen',
  abdomin: 'abdomen',
  abdomon: 'abdomen',
  abdominle: 'abdomen',
  tummys: 'abdomen',
  haemorrhage: 'hemorrhage',
  haemorrhaging: 'hemorrhage',
  hemorrhaging: 'hemorrhage',
  hemorage: 'hemorrhage',
  haemorrhaged: 'hemorrhage',
  hemorrhaged: 'hemorrhage',
  hemmorage: 'hemorrhage',
  hemmorhage: 'hemorrhage',
  bleading: 'bleeding',
  bleding: 'bleeding',
  bleeing: 'bleeding',
  feaver: 'fever',
  fevers: 'fever',
  feverish: 'fever',
  fevre: 'fever',
  febrile: 'fever',
  temprature: 'temperature',
  tempreture: 'temperature',
  temperture: 'temperature',
  temp: 'temperature',
  breath: 'breathe',
  breth: 'breathe',
  brathe: 'breathe',
  breating: 'breathing',
  breathin: 'breathing',
  sever: 'severe',
  servere: 'severe',
  severly: 'severely',
  vomit: 'vomiting',
  vomited: 'vomiting',
  vomitting: 'vomiting',
  puking: 'vomiting',
  puke: 'vomiting',
  oestrogen: 'estrogen',
  oestradiol: 'estradiol',
  anaesthetic: 'anesthetic',
  gynaecologist: 'gynecologist',
  haematoma: 'hematoma',
  oedema: 'edema',
  paracetamol: 'paracetamol',
  acetaminophen: 'paracetamol',
  ectopics: 'ectopic',
  etopic: 'ectopic',
  ectoptic: 'ectopic',
  miscarrage: 'miscarriage',
  miscariage: 'miscarriage',
  misscarriage: 'miscarriage',
  pregant: 'pregnant',
  pregnat: 'pregnant',
  preggo: 'pregnant',
  preggers: 'pregnant',
  pee: 'urine',
  peeing: 'urinating',
  weeing: 'urinating',
  urinate: 'urinating',
  urinated: 'urinating',
  peed: 'urinated',
  shouldar: 'shoulder',
  sholder: 'shoulder',
  pelvis: 'pelvic',
  hysteroscopie: 'hysteroscopy',
  laparoscopie: 'laparoscopy',
  stims: 'stimulation',
  stimming: 'stimulation',
  stimms: 'stimulation',
  stim: 'stimulation',
  ohs: 'ohss',
  tho: 'though',
  pls: 'please',
  plz: 'please',
  u: 'you',
  ur: 'your',
  r: 'are',
};

const APOSTROPHES = /[\u2018\u2019\u02bc`´]/g;

/** The canonical form of a question (see the file comment); idempotent. */
export function normalise(question: string): string {
  let text = question.normalize('NFKC').replace(APOSTROPHES, "'").toLowerCase();
  // hyphens and slashes join words ("shoulder-tip", "one-sided", "and/or"): read them as spaces
  text = text.replace(/[-/]/g, ' ').replace(/\s+/g, ' ');
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  text = text.replace(/'/g, '');
  // keep digits and decimal points (temperatures, weights); everything else that is not a letter is a gap
  text = text.replace(/[^a-z0-9&.]+/g, ' ').replace(/(?<!\d)\.|\.(?!\d)/g, ' ');
  const words = text.trim().split(' ').filter(Boolean);
  return words.map((w) => WORDS[w] ?? w).join(' ');
}
