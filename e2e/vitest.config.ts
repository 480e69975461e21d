import { defineConfig } from 'vitest/config';

/**
 * Browser journeys against the built app started as `npm start` does. One file at a time: a single
 * Chromium and one server on a two-core machine.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // A journey that failed once is reported, not retried into green.
    retry: 0,
    // A page answers on its own time on a busy two-core machine: polls wait as long as `see` does.
    expect: { poll: { timeout: 15_000 } },
  },
});
