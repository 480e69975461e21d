/*
 * The laboratory tests a fertility patient is given (issue 23; ADR 022): each with the units labs report it
 * in and the factor from each unit to the test's standard one, the unit its trend chart and reference ranges
 * use. Factors are the usual molar conversions (molecular weights as labs use them); the reference ranges
 * and their sources are in lab-reference-ranges.ts.
 */

export const LAB_TESTS = [
  'amh',
  'fsh',
  'lh',
  'estradiol',
  'progesterone',
  'tsh',
  'free_t4',
  'prolactin',
  'testosterone',
  'vitamin_d',
  'hcg',
  'antral_follicle_count',
  'endometrial_thickness',
  'semen_volume',
  'sperm_concentration',
  'total_sperm_number',
  'total_motility',
  'progressive_motility',
  'sperm_morphology',
  'sperm_vitality',
] as const;
export type LabTest = (typeof LAB_TESTS)[number];

export const LAB_TEST_GROUPS = ['hormones', 'pregnancy', 'ultrasound', 'semen'] as const;
export type LabTestGroup = (typeof LAB_TEST_GROUPS)[number];
export const LAB_TEST_GROUP_LABELS: Record<LabTestGroup, string> = {
  hormones: 'Hormones and blood tests',
  pregnancy: 'Pregnancy',
  ultrasound: 'Ultrasound',
  semen: 'Semen analysis (WHO 2021)',
};

export type LabUnit = {
  /** As printed on lab reports. */
  unit: string;
  /** Multiply a value in this unit by `toStandard` to get the standard unit. */
  toStandard: number;
};

export type LabTestInfo = {
  label: string;
  group: LabTestGroup;
  /** A line for the form and the chart: what the test tells. */
  about: string;
  /** The first is the standard unit (factor 1). */
  units: readonly LabUnit[];
  /** Decimal places worth showing in the standard unit. */
  decimals: number;
};

export const LAB_TEST_INFO: Record<LabTest, LabTestInfo> = {
  amh: {
    label: 'AMH (anti-Müllerian hormone)',
    group: 'hormones',
    about: 'Reflects the number of eggs left in the ovaries (ovarian reserve); any day of the cycle.',
    // 1 ng/mL = 7.14 pmol/L (molecular weight 140 kDa), the factor labs and the ESHRE guideline use.
    units: [
      { unit: 'ng/mL', toStandard: 1 },
      { unit: 'pmol/L', toStandard: 1 / 7.14 },
    ],
    decimals: 2,
  },
  fsh: {
    label: 'FSH (follicle-stimulating hormone)',
    group: 'hormones',
    about: 'Taken on day 2–5 of the cycle; a high value suggests a lower ovarian reserve.',
    units: [
      { unit: 'IU/L', toStandard: 1 },
      { unit: 'mIU/mL', toStandard: 1 },
    ],
    decimals: 1,
  },
  lh: {
    label: 'LH (luteinising hormone)',
    group: 'hormones',
    about: 'Rises sharply a day or two before ovulation; a high day 2–5 value can point to PCOS.',
    units: [
      { unit: 'IU/L', toStandard: 1 },
      { unit: 'mIU/mL', toStandard: 1 },
    ],
    decimals: 1,
  },
  estradiol: {
    label: 'Estradiol (E2)',
    group: 'hormones',
    about: 'Rises as follicles grow; watched during stimulation.',
    // Molecular weight 272.4: 1 pg/mL = 3.671 pmol/L.
    units: [
      { unit: 'pmol/L', toStandard: 1 },
      { unit: 'pg/mL', toStandard: 3.671 },
    ],
    decimals: 0,
  },
  progesterone: {
    label: 'Progesterone',
    group: 'hormones',
    about: 'Taken about 7 days before the next period (day 21 of a 28-day cycle) to confirm ovulation.',
    // Molecular weight 314.5: 1 ng/mL = 3.18 nmol/L.
    units: [
      { unit: 'nmol/L', toStandard: 1 },
      { unit: 'ng/mL', toStandard: 3.18 },
    ],
    decimals: 1,
  },
  tsh: {
    label: 'TSH (thyroid-stimulating hormone)',
    group: 'hormones',
    about: 'Checks the thyroid, which affects ovulation and early pregnancy.',
    units: [
      { unit: 'mIU/L', toStandard: 1 },
      { unit: 'µIU/mL', toStandard: 1 },
    ],
    decimals: 2,
  },
  free_t4: {
    label: 'Free T4 (thyroxine)',
    group: 'hormones',
    about: 'The thyroid hormone itself, read beside TSH.',
    // Molecular weight 776.9: 1 ng/dL = 12.87 pmol/L.
    units: [
      { unit: 'pmol/L', toStandard: 1 },
      { unit: 'ng/dL', toStandard: 12.87 },
    ],
    decimals: 1,
  },
  prolactin: {
    label: 'Prolactin',
    group: 'hormones',
    about: 'A high value can stop ovulation.',
    // WHO 3rd International Standard 84/500: 1 ng/mL = 21.2 mIU/L.
    units: [
      { unit: 'mIU/L', toStandard: 1 },
      { unit: 'ng/mL', toStandard: 21.2 },
    ],
    decimals: 0,
  },
  testosterone: {
    label: 'Testosterone (total)',
    group: 'hormones',
    about: 'A high value in women can point to PCOS.',
    // Molecular weight 288.4: 1 ng/dL = 0.0347 nmol/L.
    units: [
      { unit: 'nmol/L', toStandard: 1 },
      { unit: 'ng/dL', toStandard: 0.0347 },
    ],
    decimals: 2,
  },
  vitamin_d: {
    label: 'Vitamin D (25-hydroxy)',
    group: 'hormones',
    about: 'Low levels are common and easy to correct before treatment.',
    // Molecular weight 400.6: 1 ng/mL = 2.496 nmol/L.
    units: [
      { unit: 'nmol/L', toStandard: 1 },
      { unit: 'ng/mL', toStandard: 2.496 },
    ],
    decimals: 0,
  },
  hcg: {
    label: 'β-hCG (pregnancy hormone)',
    group: 'pregnancy',
    about: 'The blood pregnancy test; two results 48 hours apart show how fast it rises.',
    units: [
      { unit: 'IU/L', toStandard: 1 },
      { unit: 'mIU/mL', toStandard: 1 },
    ],
    decimals: 0,
  },
  antral_follicle_count: {
    label: 'Antral follicle count (AFC)',
    group: 'ultrasound',
    about: 'Small follicles counted on both ovaries by ultrasound early in the cycle.',
    units: [{ unit: 'follicles', toStandard: 1 }],
    decimals: 0,
  },
  endometrial_thickness: {
    label: 'Endometrial thickness',
    group: 'ultrasound',
    about: 'The womb lining measured by ultrasound before an embryo transfer.',
    units: [{ unit: 'mm', toStandard: 1 }],
    decimals: 1,
  },
  semen_volume: {
    label: 'Semen volume',
    group: 'semen',
    about: 'The amount of one ejaculate.',
    units: [{ unit: 'mL', toStandard: 1 }],
    decimals: 1,
  },
  sperm_concentration: {
    label: 'Sperm concentration',
    group: 'semen',
    about: 'Millions of sperm in each millilitre.',
    units: [{ unit: 'million/mL', toStandard: 1 }],
    decimals: 1,
  },
  total_sperm_number: {
    label: 'Total sperm number',
    group: 'semen',
    about: 'Millions of sperm in the whole ejaculate.',
    units: [{ unit: 'million', toStandard: 1 }],
    decimals: 0,
  },
  total_motility: {
    label: 'Total motility',
    group: 'semen',
    about: 'Share of sperm that move at all.',
    units: [{ unit: '%', toStandard: 1 }],
    decimals: 0,
  },
  progressive_motility: {
    label: 'Progressive motility',
    group: 'semen',
    about: 'Share of sperm that swim forward.',
    units: [{ unit: '%', toStandard: 1 }],
    decimals: 0,
  },
  sperm_morphology: {
    label: 'Normal forms (morphology)',
    group: 'semen',
    about: 'Share of sperm with a normal shape, by strict criteria.',
    units: [{ unit: '%', toStandard: 1 }],
    decimals: 0,
  },
  sperm_vitality: {
    label: 'Vitality',
    group: 'semen',
    about: 'Share of sperm that are alive.',
    units: [{ unit: '%', toStandard: 1 }],
    decimals: 0,
  },
};

export const standardUnitOf = (test: LabTest): string => LAB_TEST_INFO[test].units[0]!.unit;
export const unitsOf = (test: LabTest): string[] => LAB_TEST_INFO[test].units.map((u) => u.unit);
export const isUnitOf = (test: LabTest, unit: string): boolean =>
  LAB_TEST_INFO[test].units.some((u) => u.unit === unit);

/** A value in one of the test's units, converted to another of its units; throws for a unit it has not. */
export function convertLabValue(test: LabTest, value: number, from: string, to: string): number {
  const find = (unit: string) => {
    const found = LAB_TEST_INFO[test].units.find((u) => u.unit === unit);
    if (!found) throw new RangeError(`${unit} is not a unit of ${test}`);
    return found;
  };
  return (value * find(from).toStandard) / find(to).toStandard;
}

/** Rounded for showing, to the decimals worth reading in that test. */
export const roundLabValue = (test: LabTest, value: number): number => {
  const f = 10 ** LAB_TEST_INFO[test].decimals;
  return Math.round(value * f) / f;
};
