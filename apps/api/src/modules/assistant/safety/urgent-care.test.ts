import { describe, expect, it } from 'vitest';
import { RED_FLAGS, type RedFlag } from './triage';
import { urgentCareMessage } from './urgent-care';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** What each flag's message must tell her to do, in words she would recognise. */
const ACTIONS: Record<RedFlag, RegExp[]> = {
  ohss: [/clinic's 24-hour number/, /emergency number/, /emergency department/, /OHSS/],
  ectopic: [/ectopic pregnancy/, /emergency department/, /shoulder-tip pain/],
  heavy_bleeding: [/soaking through a large pad in an hour/, /emergency number/],
  fever_after_procedure: [/fever/, /clinic's 24-hour number/, /emergency number/],
  self_harm: [
    /You deserve support right now/,
    /116 123/,
    /Samaritans/,
    /call or text 988/,
    /immediate danger/,
    /someone you trust/,
  ],
  breathing_or_chest: [/Difficulty breathing/, /chest pain/, /swollen/, /emergency number now/],
};

describe('urgent-care message', () => {
  it.each(RED_FLAGS.map((flag) => [flag] as const))('tells her what to do now for %s', (flag) => {
    const message = urgentCareMessage([flag]);
    for (const action of ACTIONS[flag]) expect(message).toMatch(action);
  });

  it.each(RED_FLAGS.map((flag) => [flag] as const))('is short and plain for %s alone', (flag) => {
    const message = urgentCareMessage([flag]);
    expect(wordCount(message)).toBeLessThanOrEqual(120);
    expect(message).not.toMatch(/[*#_`[\]]/);
  });

  it('gives the support message alone, without the medical opening, for self-harm', () => {
    const message = urgentCareMessage(['self_harm']);
    expect(message).not.toMatch(/medical care now|not a diagnosis/);
  });

  it('puts the most urgent flag first and each once', () => {
    const message = urgentCareMessage([
      'fever_after_procedure',
      'ohss',
      'breathing_or_chest',
      'self_harm',
      'ohss',
    ]);
    const order = [
      /Difficulty breathing/,
      /You deserve support/,
      /signs of OHSS/,
      /can mean an infection/,
    ].map((re) => message.search(re));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(message.match(/signs of OHSS/g)).toHaveLength(1);
  });

  it('says it is not a diagnosis whenever a physical flag is raised', () => {
    for (const flag of RED_FLAGS.filter((f) => f !== 'self_harm'))
      expect(urgentCareMessage([flag])).toMatch(/not a diagnosis/);
  });

  it('is empty when nothing is raised', () => {
    expect(urgentCareMessage([])).toBe('');
  });
});
