import fs from 'node:fs';

/** Names the dump of the migrated PGlite that global-setup.ts makes for the test workers. */
export const PGLITE_TEMPLATE_ENV = 'FERTILIA_PGLITE_TEMPLATE';

/** The migrated template as a Blob for PGlite's `loadDataDir`, or undefined outside the api project's run. */
export function readPgliteTemplate(): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file || !fs.existsSync(file)) return undefined;
  return new Blob([fs.readFileSync(file)]);
}
