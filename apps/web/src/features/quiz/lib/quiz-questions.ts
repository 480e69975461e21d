/** The four questions of the landing quiz and their choices; the values are what recommend() reads. */

export const TRYING_DURATIONS = ['not_yet', 'under_6_months', '6_to_12_months', 'over_12_months'] as const;
export type TryingDuration = (typeof TRYING_DURATIONS)[number];

export const AGE_BANDS = ['under_35', '35_37', '38_40', '41_plus'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** 'none' is a choice of its own in the form and is never stored alongside a condition. */
export const KNOWN_CONDITIONS = ['pcos', 'endometriosis', 'male_factor', 'not_sure'] as const;
export type KnownCondition = (typeof KNOWN_CONDITIONS)[number];

export const GOALS = [
  'understand_cycle',
  'prepare_treatment',
  'going_through_ivf',
  'support_community',
] as const;
export type Goal = (typeof GOALS)[number];

export interface QuizAnswers {
  trying: TryingDuration;
  age: AgeBand;
  /** Empty means "none". */
  conditions: KnownCondition[];
  goal: Goal;
}

export const TRYING_LABELS: Record<TryingDuration, string> = {
  not_yet: 'Not trying yet',
  under_6_months: 'Less than 6 months',
  '6_to_12_months': '6 to 12 months',
  over_12_months: 'More than 12 months',
};

export const AGE_LABELS: Record<AgeBand, string> = {
  under_35: 'Under 35',
  '35_37': '35 to 37',
  '38_40': '38 to 40',
  '41_plus': '41 or over',
};

export const CONDITION_LABELS: Record<KnownCondition, string> = {
  pcos: 'PCOS (polycystic ovary syndrome)',
  endometriosis: 'Endometriosis',
  male_factor: 'Male factor (a sperm-related finding)',
  not_sure: 'Not sure',
};

export const GOAL_LABELS: Record<Goal, string> = {
  understand_cycle: 'Understand my cycle',
  prepare_treatment: 'Prepare for fertility treatment',
  going_through_ivf: 'I am going through IVF',
  support_community: 'Support and community',
};
