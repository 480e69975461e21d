/**
 * The house rules of DESIGN.md that the linter enforces (ADR 006): which folder may import which, and the
 * few globals only one place may touch. Plain ESLint rules generated per area, so a violation names the rule
 * it breaks in the editor and in `npm run lint`.
 */
import fs from 'node:fs';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*test-helpers.ts', '**/test/**'];

/** A module's public face: its service files. Anything else in it is its own business. */
const OTHER_MODULE_INTERNALS = {
  regex: String.raw`^\.\./(?!\.\.)[^/]+/(?!(?:[a-z0-9-]+-)?service$)[^/]+$`,
  allowTypeImports: true,
  message:
    'Use another module only through its service (service.ts or *-service.ts), never its repo or helpers.',
};
const MODULE_INTERNALS_FROM_OUTSIDE = {
  regex: String.raw`(^|/)modules/[^/]+/(?!(?:[a-z0-9-]+-)?service$)[^/]+$`,
  allowTypeImports: true,
  message:
    'Outside app.ts and server.ts, reach a module only through its service (service.ts or *-service.ts).',
};
const DRIZZLE = [
  {
    regex: '^drizzle-orm(/|$)',
    allowTypeImports: true,
    message: 'Only repositories (*repo.ts) and db/ touch Drizzle.',
  },
  {
    regex: String.raw`(^|/)db/schema(/|$)`,
    allowTypeImports: true,
    message: 'Only repositories (*repo.ts) and db/ read the schema.',
  },
];
const restrictImports = (...patterns) => ['error', { patterns }];

const CLOCK = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Read the time from the clock (ctx.clock.now()) so tests can move it.',
  },
];
const DATE_NOW = {
  object: 'Date',
  property: 'now',
  message: 'Read the time from the clock (ctx.clock.now()).',
};
const PROCESS_ENV = {
  object: 'process',
  property: 'env',
  message: 'Read configuration from config.ts (ctx.config).',
};

const api = 'apps/api/src';
export const apiBoundaries = [
  {
    files: [`${api}/**/*.ts`],
    ignores: [
      ...TESTS,
      `${api}/db/**`,
      `${api}/**/*repo.ts`,
      `${api}/app.ts`,
      `${api}/server.ts`,
      `${api}/modules/**`,
    ],
    rules: { 'no-restricted-imports': restrictImports(MODULE_INTERNALS_FROM_OUTSIDE, ...DRIZZLE) },
  },
  {
    files: [`${api}/modules/**/*.ts`],
    ignores: [...TESTS, `${api}/**/*repo.ts`],
    rules: { 'no-restricted-imports': restrictImports(OTHER_MODULE_INTERNALS, ...DRIZZLE) },
  },
  {
    files: [`${api}/modules/**/*repo.ts`],
    ignores: TESTS,
    rules: { 'no-restricted-imports': restrictImports(OTHER_MODULE_INTERNALS) },
  },
  {
    files: [`${api}/**/*.ts`],
    ignores: [...TESTS, `${api}/lib/clock.ts`],
    rules: { 'no-restricted-syntax': ['error', ...CLOCK], 'no-restricted-properties': ['error', DATE_NOW] },
  },
  {
    files: [`${api}/**/*.ts`],
    ignores: [...TESTS, `${api}/config.ts`, `${api}/lib/clock.ts`],
    rules: { 'no-restricted-properties': ['error', DATE_NOW, PROCESS_ENV] },
  },
];

const features = fs.readdirSync(path.join(here, 'apps/web/src/features'));
const API_LITERAL = {
  message: 'Call the API through an endpoint declared in packages/contracts: call(endpoint, input).',
};
export const webBoundaries = features.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@/lib/api-client',
            importNames: ['api'],
            message: 'Features call declared endpoints with call(); the raw client is lib’s own.',
          },
        ],
        patterns: [
          {
            regex: String.raw`^@/app(/|$)`,
            message: 'Features never import app/; the session is read with useSession() from @/lib.',
          },
          {
            regex: String.raw`^@/features/(?!${feature}/)`,
            message:
              'Features never import each other: share through lib/ or components/, or compose them in app/.',
          },
          {
            regex: String.raw`^\.\./\.\./`,
            message: 'Stay inside the feature; import other code through @/lib or @/components.',
          },
        ],
      },
    ],
    'no-restricted-globals': ['error', { name: 'fetch', ...API_LITERAL }],
    'no-restricted-syntax': [
      'error',
      { selector: String.raw`Literal[value=/^\/api\//]`, ...API_LITERAL },
      { selector: String.raw`TemplateElement[value.raw=/^\/api\//]`, ...API_LITERAL },
    ],
  },
}));
