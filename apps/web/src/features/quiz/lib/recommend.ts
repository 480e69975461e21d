import type { QuizArticleSlug, QuizFeatureKey } from './quiz-catalogue';
import type { AgeBand, Goal, KnownCondition, QuizAnswers } from './quiz-questions';

export type AdviceLevel = 'see_doctor_now' | 'see_doctor_early' | 'keep_trying' | 'prepare' | 'in_treatment';

export interface Advice {
  level: AdviceLevel;
  title: string;
  text: string;
}

export interface Recommendation {
  advice: Advice;
  /** 2–4 product features, most useful first. */
  features: QuizFeatureKey[];
  /** 2–4 knowledge-hub articles, most useful first. */
  articles: QuizArticleSlug[];
}

const MAX_ITEMS = 4;
const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

const CONDITION_ARTICLE: Partial<Record<KnownCondition, QuizArticleSlug>> = {
  pcos: 'pcos',
  endometriosis: 'endometriosis',
  male_factor: 'male-factor-infertility',
};

const GOAL_ARTICLES: Record<Goal, QuizArticleSlug[]> = {
  understand_cycle: [
    'menstrual-cycle-and-fertile-window',
    'lh-ovulation-tests',
    'tracking-basal-body-temperature',
  ],
  prepare_treatment: ['questions-to-ask-your-clinic', 'ovarian-reserve-amh-fsh-afc', 'costs-and-funding'],
  going_through_ivf: [
    'ivf-step-by-step',
    'ohss-warning-signs',
    'fertility-medications-side-effects',
    'embryo-grading',
  ],
  support_community: ['emotional-health', 'questions-to-ask-your-clinic'],
};

const GOAL_FEATURES: Record<Goal, QuizFeatureKey[]> = {
  understand_cycle: ['cycle_tracking', 'knowledge_hub'],
  prepare_treatment: ['consultations', 'knowledge_hub'],
  going_through_ivf: ['treatments', 'ivf_prediction', 'ai_assistant'],
  support_community: ['community', 'ai_assistant', 'knowledge_hub'],
};

/** A condition already known that affects fertility ("not sure" is not one). */
const knownCause = (conditions: readonly KnownCondition[]) => conditions.some((c) => c !== 'not_sure');
/** 35 and over: US guidance (ASRM) shortens the wait to 6 months at 35, UK guidance (NICE) at 36. */
const olderBand = (age: AgeBand) => age !== 'under_35';

const SIX_MONTH_RULE =
  'UK guidance (NICE) suggests seeing a doctor after 12 months of trying, and earlier if you are 36 or over or know of a condition that affects fertility; US guidance (ASRM) says after 6 months from age 35.';

/**
 * The advice is general guidance from public guidelines (NICE CG156, ASRM), never a diagnosis: it only
 * says when guidelines suggest talking to a doctor.
 */
function adviceFor({ trying, age, conditions, goal }: QuizAnswers): Advice {
  if (goal === 'going_through_ivf') {
    return {
      level: 'in_treatment',
      title: 'Your clinic team is your first call',
      text: 'They know your treatment, so ask them about doses, scans and results. Call them at once — or emergency services — if you have severe tummy pain or swelling, shortness of breath or heavy bleeding.',
    };
  }
  const cause = knownCause(conditions);
  if (trying === 'not_yet') {
    return cause || age === '41_plus'
      ? {
          level: 'see_doctor_early',
          title: 'Consider a check-up before you start trying',
          text: `${cause ? 'With a condition that can affect fertility' : 'At 41 or over'}, a doctor can help you plan before you start — there is no need to wait for months of trying first.`,
        }
      : {
          level: 'prepare',
          title: 'A good time to prepare',
          text: 'A family doctor can advise on things like folic acid and vaccinations before you start. Most couples conceive within a year of trying.',
        };
  }
  if (
    trying === 'over_12_months' ||
    age === '41_plus' ||
    (trying === '6_to_12_months' && (cause || olderBand(age)))
  ) {
    return {
      level: 'see_doctor_now',
      title: 'It is a good time to talk to a doctor',
      text:
        age === '41_plus' && trying !== 'over_12_months'
          ? 'Over 40, guidelines (ASRM) suggest seeing a fertility doctor without waiting, because time matters more.'
          : SIX_MONTH_RULE,
    };
  }
  if (cause) {
    return {
      level: 'see_doctor_early',
      title: 'You do not need to wait a year',
      text: 'With a known condition that affects fertility, NICE advises an earlier referral — a doctor can tell you whether to start tests now.',
    };
  }
  return {
    level: 'keep_trying',
    title: 'Most couples conceive within a year',
    text: SIX_MONTH_RULE,
  };
}

/** The quiz's result for a set of answers: pure, so every rule is unit-tested. */
export function recommend(answers: QuizAnswers): Recommendation {
  const advice = adviceFor(answers);
  const seeDoctor = advice.level === 'see_doctor_now' || advice.level === 'see_doctor_early';

  const features = unique<QuizFeatureKey>([
    ...(seeDoctor ? (['consultations'] as const) : []),
    ...GOAL_FEATURES[answers.goal],
    'knowledge_hub',
  ]).slice(0, MAX_ITEMS);

  // The visitor's own situation first (conditions, when to get help, age), but at least one article
  // always answers the goal they chose.
  const personal = unique<QuizArticleSlug>([
    ...answers.conditions.flatMap((c) => CONDITION_ARTICLE[c] ?? []),
    ...(seeDoctor || answers.conditions.includes('not_sure') ? (['when-to-seek-help'] as const) : []),
    ...(answers.age === '38_40' || answers.age === '41_plus' ? (['age-and-fertility'] as const) : []),
    ...(answers.trying === 'not_yet' ? (['preparing-for-pregnancy'] as const) : []),
  ]);
  const articles = unique([
    ...personal.slice(0, MAX_ITEMS - 1),
    ...GOAL_ARTICLES[answers.goal],
    ...personal.slice(MAX_ITEMS - 1),
  ]).slice(0, MAX_ITEMS);

  return { advice, features, articles };
}
