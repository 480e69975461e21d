import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit, API and component tests; end-to-end journeys have their own config in e2e/. */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web', 'tools', 'bench/embryo'],
    // vitest runs one file fewer than there are cores, which on CI's two cores is one file at a time; the
    // main process mostly waits on its workers, so two files at a time use both cores.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
