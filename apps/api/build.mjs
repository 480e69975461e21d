// Bundles the API (and the contracts it imports) into dist/server.js, and the embryo analysis's worker thread
// into dist/embryo-worker.js beside it (the analyser starts it from there); npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/server.ts',
    'embryo-worker': 'src/modules/embryo/analysis/morphology-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // Workspace packages are TypeScript sources, so they are bundled rather than left external.
  alias: { '@fertilia/contracts': '../../packages/contracts/src/index.ts' },
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
