import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One migrated PGlite dumped once per run; each file loads it instead of running initdb and migrations.
    globalSetup: ['src/test/global-setup.ts'],
    // Each file builds its own app and database; argon2 and PGlite are CPU-bound, so two at a time suits two cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
