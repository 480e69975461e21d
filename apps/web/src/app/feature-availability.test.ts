import { describe, expect, it } from 'vitest';
import { QUIZ_FEATURES } from '@/features/quiz/lib/quiz-catalogue';
import { UNAVAILABLE_PATHS, routes } from './router';

/*
 * Issue 15 item 5: nothing calls a working area missing, and nothing links a missing one as if it worked.
 * The router knows which paths are not built yet; every other place that describes features is checked
 * against it.
 */
describe('features described as available are the ones the router serves', () => {
  it('has routes built', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(UNAVAILABLE_PATHS.has('appointments/book')).toBe(true);
  });

  it.each(Object.entries(QUIZ_FEATURES))('the quiz is honest about %s', (_key, feature) => {
    expect(feature.available).toBe(!UNAVAILABLE_PATHS.has(feature.to.slice(1)));
  });
});
