import path from 'node:path';

/** apps/api, whether running from src/ (tsx, tests) or from the bundled dist/. */
export const API_ROOT = path.resolve(import.meta.dirname, '..');
