import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUIZ_ARTICLES, QUIZ_FEATURES } from './quiz-catalogue';
import { AGE_BANDS, GOALS, KNOWN_CONDITIONS, TRYING_DURATIONS, type QuizAnswers } from './quiz-questions';
import { recommend } from './recommend';

const answers = (overrides: Partial<QuizAnswers> = {}): QuizAnswers => ({
  trying: 'under_6_months',
  age: 'under_35',
  conditions: [],
  goal: 'understand_cycle',
  ...overrides,
});

describe('recommend: when to see a doctor', () => {
  it('reassures someone under 35, trying under a year, with no known condition', () => {
    for (const trying of ['under_6_months', '6_to_12_months'] as const) {
      const { advice } = recommend(answers({ trying }));
      expect(advice.level).toBe('keep_trying');
      expect(advice.text).toMatch(/12 months/);
    }
  });

  it('says to see a doctor after 12 months of trying, whatever the age', () => {
    for (const age of AGE_BANDS) {
      expect(recommend(answers({ trying: 'over_12_months', age })).advice.level).toBe('see_doctor_now');
    }
  });

  it('shortens the wait to 6 months from 35 or with a known condition', () => {
    expect(recommend(answers({ trying: '6_to_12_months', age: '35_37' })).advice.level).toBe(
      'see_doctor_now',
    );
    expect(recommend(answers({ trying: '6_to_12_months', age: '38_40' })).advice.level).toBe(
      'see_doctor_now',
    );
    expect(recommend(answers({ trying: '6_to_12_months', conditions: ['pcos'] })).advice.level).toBe(
      'see_doctor_now',
    );
    // Under 6 months at 35–40 with no known cause: not yet, but the shorter rule is stated.
    const early = recommend(answers({ trying: 'under_6_months', age: '38_40' })).advice;
    expect(early.level).toBe('keep_trying');
    expect(early.text).toMatch(/36 or over/);
  });

  it('does not ask someone with a known condition to wait a year', () => {
    const { advice } = recommend(answers({ trying: 'under_6_months', conditions: ['endometriosis'] }));
    expect(advice.level).toBe('see_doctor_early');
  });

  it('counts "not sure" as no known condition', () => {
    expect(recommend(answers({ trying: '6_to_12_months', conditions: ['not_sure'] })).advice.level).toBe(
      'keep_trying',
    );
  });

  it('does not make anyone over 40 wait', () => {
    for (const trying of ['under_6_months', '6_to_12_months'] as const) {
      const { advice } = recommend(answers({ trying, age: '41_plus' }));
      expect(advice.level).toBe('see_doctor_now');
      expect(advice.text).toMatch(/Over 40/);
    }
  });

  it('before trying: prepares, or suggests an early check-up with a condition or over 40', () => {
    expect(recommend(answers({ trying: 'not_yet' })).advice.level).toBe('prepare');
    expect(recommend(answers({ trying: 'not_yet', conditions: ['male_factor'] })).advice.level).toBe(
      'see_doctor_early',
    );
    expect(recommend(answers({ trying: 'not_yet', age: '41_plus' })).advice.level).toBe('see_doctor_early');
  });

  it('sends someone in IVF to their clinic and names the warning signs', () => {
    const { advice } = recommend(answers({ trying: 'over_12_months', goal: 'going_through_ivf' }));
    expect(advice.level).toBe('in_treatment');
    expect(advice.text).toMatch(/emergency/);
  });
});

describe('recommend: features and articles', () => {
  it('follows the goal', () => {
    const cycle = recommend(answers());
    expect(cycle.features).toEqual(['cycle_tracking', 'knowledge_hub']);
    expect(cycle.articles).toEqual([
      'menstrual-cycle-and-fertile-window',
      'lh-ovulation-tests',
      'tracking-basal-body-temperature',
    ]);
    const ivf = recommend(answers({ goal: 'going_through_ivf' }));
    expect(ivf.features).toEqual(['treatments', 'ivf_prediction', 'ai_assistant', 'knowledge_hub']);
    expect(ivf.articles.slice(0, 2)).toEqual(['ivf-step-by-step', 'ohss-warning-signs']);
  });

  it('puts consultations first when a doctor is advised', () => {
    expect(recommend(answers({ trying: 'over_12_months', goal: 'support_community' })).features[0]).toBe(
      'consultations',
    );
  });

  it('puts the visitor’s own conditions and age first, yet keeps one article for the goal', () => {
    const result = recommend(
      answers({
        trying: 'over_12_months',
        age: '41_plus',
        conditions: ['pcos', 'endometriosis', 'male_factor'],
        goal: 'prepare_treatment',
      }),
    );
    expect(result.articles).toEqual([
      'pcos',
      'endometriosis',
      'male-factor-infertility',
      'questions-to-ask-your-clinic',
    ]);
    const notSure = recommend(answers({ conditions: ['not_sure'] }));
    expect(notSure.articles[0]).toBe('when-to-seek-help');
    expect(recommend(answers({ trying: 'not_yet' })).articles[0]).toBe('preparing-for-pregnancy');
  });

  // Every combination of answers: the result always fits the page and points only at what exists.
  const conditionSets = [
    [],
    ...KNOWN_CONDITIONS.map((c) => [c]),
    ['pcos', 'male_factor', 'not_sure'],
  ] as QuizAnswers['conditions'][];
  const all = TRYING_DURATIONS.flatMap((trying) =>
    AGE_BANDS.flatMap((age) =>
      GOALS.flatMap((goal) => conditionSets.map((conditions) => ({ trying, age, goal, conditions }))),
    ),
  );
  it(`gives 2–4 distinct, known features and articles for all ${all.length} answer sets`, () => {
    for (const set of all) {
      const { features, articles, advice } = recommend(set);
      expect(features.length).toBeGreaterThanOrEqual(2);
      expect(features.length).toBeLessThanOrEqual(4);
      expect(articles.length).toBeGreaterThanOrEqual(2);
      expect(articles.length).toBeLessThanOrEqual(4);
      expect(new Set(features).size).toBe(features.length);
      expect(new Set(articles).size).toBe(articles.length);
      for (const f of features) expect(QUIZ_FEATURES).toHaveProperty(f);
      for (const a of articles) expect(QUIZ_ARTICLES).toHaveProperty([a]);
      expect(advice.text.length).toBeGreaterThan(20);
    }
  });

  it('links only to knowledge-hub articles that ship with the product', () => {
    const dir = path.resolve(import.meta.dirname, '../../../../../../content/knowledge-hub');
    const missing = Object.keys(QUIZ_ARTICLES).filter((slug) => !fs.existsSync(path.join(dir, `${slug}.md`)));
    expect(missing).toEqual([]);
  });
});
