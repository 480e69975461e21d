import { defineProject } from 'vitest/config';

/** The evaluation's own helpers (label parser, AUC); the evaluation itself runs as `npx tsx bench/embryo/eval.ts`. */
export default defineProject({ test: { name: 'bench-embryo', environment: 'node', include: ['*.test.ts'] } });
