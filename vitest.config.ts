import { defineConfig } from 'vitest/config';

/** Unit, API and component tests; end-to-end journeys have their own config in e2e/. */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web', 'tools'],
  },
});
