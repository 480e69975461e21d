import {
  EMBRYO_MESSAGES,
  GARDNER_QUALITIES,
  isGradeOnScale,
  type GardnerQuality,
  type GradingScale,
} from './embryo';

/*
 * The named grading scales explained (issue 22 point 5; ADR 021): what each part of a grade means, in plain
 * words, with the paper that defines it. The web shows the guide beside a result; the API builds its
 * `grade_explanation` with `describeGrade`, so the two never say different things.
 */

/** One level of one part of a scale: its code ("4", "A", "1"), a short name and what it means. */
export type GradeLevel = {
  code: string;
  name: string;
  meaning: string;
  /** The words used inside a sentence, e.g. "a tightly packed inner cell mass of many cells". */
  phrase: string;
};
export type GradeScalePart = { key: string; title: string; levels: readonly GradeLevel[] };
export type GradingScaleGuide = {
  scale: GradingScale;
  title: string;
  /** The paper that defines the scale, as a citation. */
  source: string;
  /** How to read a grade on this scale, in one or two sentences. */
  howToRead: string;
  parts: readonly GradeScalePart[];
};

export const GARDNER_EXPANSIONS = [1, 2, 3, 4, 5, 6] as const;
export type GardnerExpansion = (typeof GARDNER_EXPANSIONS)[number];

const EXPANSION: Record<GardnerExpansion, Omit<GradeLevel, 'code'>> = {
  1: {
    name: 'Early blastocyst',
    meaning: 'A cavity has formed but fills less than half of the embryo.',
    phrase: 'an early blastocyst, its cavity less than half of the embryo',
  },
  2: {
    name: 'Blastocyst',
    meaning: 'The cavity fills half of the embryo or more.',
    phrase: 'a blastocyst whose cavity fills half of the embryo or more',
  },
  3: {
    name: 'Full blastocyst',
    meaning: 'The cavity fills the whole embryo.',
    phrase: 'a full blastocyst',
  },
  4: {
    name: 'Expanded blastocyst',
    meaning: 'The cavity has grown larger than the early embryo and the shell (zona pellucida) is thinning.',
    phrase: 'an expanded blastocyst',
  },
  5: {
    name: 'Hatching blastocyst',
    meaning: 'The outer layer of cells is starting to come out through the shell.',
    phrase: 'a hatching blastocyst',
  },
  6: {
    name: 'Hatched blastocyst',
    meaning: 'The blastocyst has come completely out of its shell.',
    phrase: 'a hatched blastocyst',
  },
};

/** Gardner and Schoolcraft's inner cell mass (the cells that become the baby) grades. */
const ICM: Record<GardnerQuality, Omit<GradeLevel, 'code'>> = {
  A: {
    name: 'Good',
    meaning: 'Many cells, tightly packed.',
    phrase: 'a tightly packed inner cell mass of many cells',
  },
  B: {
    name: 'Fair',
    meaning: 'Several cells, loosely grouped.',
    phrase: 'a loosely grouped inner cell mass of several cells',
  },
  C: { name: 'Poor', meaning: 'Very few cells.', phrase: 'an inner cell mass of very few cells' },
};

/** Gardner and Schoolcraft's trophectoderm (the outer layer that becomes the placenta) grades. */
const TE: Record<GardnerQuality, Omit<GradeLevel, 'code'>> = {
  A: {
    name: 'Good',
    meaning: 'Many cells forming a close, even layer.',
    phrase: 'a close trophectoderm of many cells',
  },
  B: {
    name: 'Fair',
    meaning: 'Few cells forming a loose layer.',
    phrase: 'a loose trophectoderm of few cells',
  },
  C: { name: 'Poor', meaning: 'Very few, large cells.', phrase: 'a trophectoderm of very few, large cells' },
};

const ISTANBUL_CLEAVAGE: readonly GradeLevel[] = [
  {
    code: '1',
    name: 'Good',
    meaning:
      'Less than 10 % of the embryo is fragments, the cells are the size expected for the day, and no cell has more than one nucleus.',
    phrase:
      'a good cleavage-stage embryo: less than 10 % fragments, cells the size expected for the day, no cell with more than one nucleus',
  },
  {
    code: '2',
    name: 'Fair',
    meaning:
      '10–25 % of the embryo is fragments, most cells are the size expected for the day, and no cell is seen with more than one nucleus.',
    phrase:
      'a fair cleavage-stage embryo: 10–25 % fragments, most cells the size expected for the day, no cell seen with more than one nucleus',
  },
  {
    code: '3',
    name: 'Poor',
    meaning:
      'More than 25 % of the embryo is fragments, or the cells are not the size expected for the day, or a cell has more than one nucleus.',
    phrase:
      'a poor cleavage-stage embryo: more than 25 % fragments, cells not the size expected for the day, or a cell with more than one nucleus',
  },
];

const ISTANBUL_MORULA: readonly GradeLevel[] = [
  {
    code: '1',
    name: 'Good',
    meaning:
      'The cells have divided a fourth time and have drawn together (compacted) through virtually the whole embryo.',
    phrase: 'a good morula, compacted through virtually the whole embryo after a fourth round of division',
  },
  {
    code: '2',
    name: 'Fair',
    meaning: 'The cells have drawn together (compacted) through most of the embryo.',
    phrase: 'a fair morula, compacted through most of the embryo',
  },
  {
    code: '3',
    name: 'Poor',
    meaning:
      'Less than half of the embryo has compacted, unevenly, and two or three cells are still separate.',
    phrase: 'a poor morula, less than half of it compacted and two or three cells still separate',
  },
];

const GARDNER_SOURCE =
  'Gardner DK, Schoolcraft WB. In vitro culture of human blastocysts. In: Jansen R, Mortimer D, eds. Towards Reproductive Certainty: Fertility and Genetics Beyond 1999. Carnforth: Parthenon Publishing; 1999:378–88.';
const ISTANBUL_SOURCE =
  'Alpha Scientists in Reproductive Medicine and ESHRE Special Interest Group of Embryology. The Istanbul consensus workshop on embryo assessment: proceedings of an expert meeting. Hum Reprod 2011;26(6):1270–83. doi:10.1093/humrep/der037';

const levelsOf = <K extends string | number>(
  table: Record<K, Omit<GradeLevel, 'code'>>,
  codes: readonly K[],
): GradeLevel[] => codes.map((code) => ({ code: String(code), ...table[code] }));

export const GRADING_SCALE_GUIDE: Record<GradingScale, GradingScaleGuide> = {
  gardner: {
    scale: 'gardner',
    title: 'Gardner blastocyst grade (day 5–7)',
    source: GARDNER_SOURCE,
    howToRead:
      'A grade such as 4AB is three parts: the number (1–6) says how far the blastocyst has expanded, the first letter grades the inner cell mass and the second the trophectoderm, A best and C poorest. At 1 and 2 the two cell groups cannot be told apart yet, so there are no letters.',
    parts: [
      {
        key: 'expansion',
        title: 'Expansion of the cavity (1–6)',
        levels: levelsOf(EXPANSION, GARDNER_EXPANSIONS),
      },
      {
        key: 'icm',
        title: 'Inner cell mass (A–C): the cells that become the baby',
        levels: levelsOf(ICM, GARDNER_QUALITIES),
      },
      {
        key: 'te',
        title: 'Trophectoderm (A–C): the outer layer that becomes the placenta',
        levels: levelsOf(TE, GARDNER_QUALITIES),
      },
    ],
  },
  istanbul_cleavage: {
    scale: 'istanbul_cleavage',
    title: 'Istanbul consensus, cleavage stage (day 2–3)',
    source: ISTANBUL_SOURCE,
    howToRead:
      'One grade, 1 (good), 2 (fair) or 3 (poor), from the share of the embryo taken up by fragments, whether the cells are the size expected for the day, and whether any cell has more than one nucleus.',
    parts: [{ key: 'grade', title: 'Grade (1–3)', levels: ISTANBUL_CLEAVAGE }],
  },
  istanbul_morula: {
    scale: 'istanbul_morula',
    title: 'Istanbul consensus, morula (day 4)',
    source: ISTANBUL_SOURCE,
    howToRead:
      'One grade, 1 (good), 2 (fair) or 3 (poor), from how much of the embryo has compacted: its cells drawing close together into one mass.',
    parts: [{ key: 'grade', title: 'Grade (1–3)', levels: ISTANBUL_MORULA }],
  },
};

const FORMAT_MESSAGE: Record<GradingScale, string> = {
  gardner: EMBRYO_MESSAGES.gradeGardner,
  istanbul_cleavage: EMBRYO_MESSAGES.gradeIstanbul,
  istanbul_morula: EMBRYO_MESSAGES.gradeIstanbul,
};

/**
 * One plain sentence saying what a grade means, e.g. "4AB: an expanded blastocyst with a tightly packed inner
 * cell mass of many cells and a loose trophectoderm of few cells." A grade that is not on the scale gets the
 * scale's format message instead, so a mistyped review grade is explained rather than misdescribed.
 */
export function describeGrade(scale: GradingScale, grade: string): string {
  const code = grade.trim().toUpperCase();
  if (!isGradeOnScale(scale, code)) return FORMAT_MESSAGE[scale];
  if (scale !== 'gardner') {
    const levels = scale === 'istanbul_cleavage' ? ISTANBUL_CLEAVAGE : ISTANBUL_MORULA;
    return `Grade ${code}: ${levels.find((level) => level.code === code)!.phrase}.`;
  }
  const expansion = EXPANSION[Number(code[0]) as GardnerExpansion];
  const icm = code[1] as GardnerQuality | undefined;
  const te = code[2] as GardnerQuality | undefined;
  if (!icm || !te)
    return `${code}: ${expansion.phrase}; its inner cell mass and trophectoderm cannot be graded yet.`;
  return `${code}: ${expansion.phrase} with ${ICM[icm].phrase} and ${TE[te].phrase}.`;
}
