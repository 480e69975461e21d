import { describe, expect, it } from 'vitest';
import { isComingSoon, planFeaturePath } from './plan-feature-areas';

describe('plan feature lines', () => {
  it.each([
    ['One expert consultation a month', '/appointments/book'],
    ['Priority consultations', '/appointments/book'],
    ['Unlimited expert chat', '/appointments/book'],
    ['Video visits with a doctor', '/appointments/book'],
    ['IVF success prediction', '/ivf-prediction'],
    ['Embryo image analysis', '/embryo-analysis'],
    ['AI fertility assistant', '/ai-assistant'],
    ['Cycle tracking', '/cycle-tracking'],
    ['Community access', '/community'],
    ['Private messages', '/messages'],
    ['Knowledge hub and blog', '/knowledge-hub'],
    ['Everything in Care', undefined],
  ])('"%s" is about %s', (feature, path) => {
    expect(planFeaturePath(feature)).toBe(path);
  });

  it('is "coming soon" only when it names an area that is not built', () => {
    const built = (path: string) => path === '/cycle-tracking';
    expect(isComingSoon('Cycle tracking', built)).toBe(false);
    expect(isComingSoon('AI fertility assistant', built)).toBe(true);
    expect(isComingSoon('Everything in Essentials', built)).toBe(false);
  });
});
