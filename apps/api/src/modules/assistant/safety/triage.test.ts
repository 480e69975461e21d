import { describe, expect, it } from 'vitest';
import { ORDINARY_QUESTIONS, RED_FLAG_CASES } from './triage-cases';
import { RED_FLAGS, triage } from './triage';

describe('red-flag triage', () => {
  it.each(RED_FLAG_CASES.map((c) => [c.flag, c.question] as const))(
    'raises %s for "%s"',
    (flag, question) => {
      expect(triage(question)).toContain(flag);
    },
  );

  it.each(ORDINARY_QUESTIONS.map((q) => [q] as const))('raises nothing for "%s"', (question) => {
    expect(triage(question)).toEqual([]);
  });

  it('has at least five phrasings for every flag', () => {
    for (const flag of RED_FLAGS)
      expect(RED_FLAG_CASES.filter((c) => c.flag === flag).length).toBeGreaterThanOrEqual(5);
  });

  it('returns each flag once, in RED_FLAGS order', () => {
    const flags = triage(
      'I cannot breathe, I am bleeding heavily and have severe pain, 6 weeks pregnant after egg collection',
    );
    expect(flags).toEqual(['ohss', 'ectopic', 'heavy_bleeding', 'breathing_or_chest']);
  });

  it('ignores case, punctuation and curly apostrophes', () => {
    expect(triage('I CAN’T BREATHE!!!')).toEqual(['breathing_or_chest']);
    expect(triage('severe   pain... after egg-collection??')).toEqual(['ohss']);
  });

  it('reads "ER" as the emergency room unless it places a time', () => {
    expect(triage('Should I go to the ER for severe pain after my ER?')).toContain('ohss');
    expect(triage('How long is the wait at the ER usually?')).toEqual([]);
  });

  it('reads a negated symptom as absent but a later, plain one as present', () => {
    expect(triage('No fever after egg collection, just tired')).toEqual([]);
    expect(triage('No fever yesterday but today I have a fever after egg collection')).toEqual([
      'fever_after_procedure',
    ]);
  });
});
