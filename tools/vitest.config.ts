import { defineProject } from 'vitest/config';

/** Tests of the repository's own tooling: the lint rules that keep the house rules of DESIGN.md. */
export default defineProject({
  test: { name: 'tooling', environment: 'node', include: ['**/*.test.ts'], testTimeout: 60_000 },
});
