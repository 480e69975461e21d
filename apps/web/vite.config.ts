import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Exact match for the contracts root, so subpath exports such as '@fertilia/contracts/core' resolve
    // through the package's own exports map instead of being glued onto index.ts.
    alias: [
      { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` },
      {
        find: /^@fertilia\/contracts$/,
        replacement: path.resolve(import.meta.dirname, '../../packages/contracts/src/index.ts'),
      },
    ],
  },
  server: { proxy: { '/api': { target: 'http://localhost:3000', ws: true } } },
  build: {
    sourcemap: true,
    target: 'es2022',
    // The password meter's dictionaries (zxcvbn-ts, ~1.6 MB) load only after the first character typed in a
    // new-password field; every chunk on a page's first load stays far below this.
    chunkSizeWarningLimit: 1300,
  },
});
