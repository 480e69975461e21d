// Content benchmark: the public blog list and the knowledge-hub full-text search on the built API.
// Usage: npm run build (or npm run build -w apps/api), then node bench/content/run.mjs (writes
// bench/content/results.md). It builds nothing. Every load is bounded, everything listens on 127.0.0.1, and
// the script stops the server it starts and removes its data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { HOST, freePort, startNode, waitFor } from '../lib/processes.mjs';

const SCRIPT = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SCRIPT), '../..');
const RESULTS = path.join(path.dirname(SCRIPT), 'results.md');
const SERVER = path.join(ROOT, 'apps/api/dist/server.js');

// Quoted from apps/api/src/modules/users/demo-accounts.ts (this plain Node script cannot import TypeScript):
// the demo content moderator holds the 'content' permission that POST /api/blog/ requires.
const DEMO_MODERATOR = { email: 'moderator@demo.fertilia.local', password: 'Fertilia-demo-2026' };
const POSTS = 60;
const LOAD = { connections: 10, duration: 10 };
const WARMUP = { connections: 10, duration: 2 };
const CALLS = [
  { name: 'GET /api/blog/?limit=10', path: '/api/blog/?limit=10', needsBlog: true },
  { name: 'GET /api/knowledge-hub/articles?q=ovulation', path: '/api/knowledge-hub/articles?q=ovulation' },
];

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });

const summary = (name, r) => ({
  name,
  requests: r.requests.total,
  rps: r.requests.average,
  mean: r.latency.average,
  p50: r.latency.p50,
  p975: r.latency.p97_5,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
});

async function json(url, init) {
  const res = await fetch(url, init);
  const body = await res.json().catch(() => undefined);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Writes the posts through the public API as the moderator would: no direct database access. */
async function seedPosts(apiUrl) {
  const { access_token: token } = await json(`${apiUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_MODERATOR),
  });
  const paragraph =
    'Trying to conceive raises many questions about cycles, tests and treatment. This post walks through ' +
    'what to expect, which questions to bring to your clinic and where to find support along the way.';
  for (let i = 1; i <= POSTS; i += 1) {
    await json(`${apiUrl}/api/blog/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: `Benchmark post ${i}: questions about fertility care`,
        content: `## Part one\n\n${paragraph}\n\n## Part two\n\n${paragraph.repeat(4)}`,
        is_published: true,
      }),
    });
  }
}

async function main() {
  if (!fs.existsSync(SERVER)) {
    console.error(
      `${path.relative(ROOT, SERVER)} is missing: run \`npm run build\` first (this script builds nothing).`,
    );
    process.exit(1);
  }
  const blogSource = fs.existsSync(path.join(ROOT, 'apps/api/src/modules/blog/routes.ts'));

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fertilia-bench-content-'));
  const port = await freePort();
  const env = { ...process.env };
  // The embedded database (demo accounts are seeded only there) and no shared Redis or SMTP server.
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'WEB_DIST']) delete env[key];
  const api = startNode([SERVER], {
    cwd: ROOT,
    env: {
      ...env,
      NODE_ENV: 'development',
      HOST,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
  });
  const results = [];
  const notes = [];
  try {
    const apiUrl = `http://${HOST}:${port}`;
    await waitFor(`${apiUrl}/api/health`, api.child, 60_000);

    const hub = await fetch(`${apiUrl}/api/knowledge-hub/articles?q=ovulation`);
    if (!hub.ok)
      throw new Error(`the built API does not serve the knowledge hub (${hub.status}): rebuild it`);
    const hubPage = await hub.json();
    notes.push(
      `The knowledge hub held the product's articles, synced at start-up; \`q=ovulation\` matched ${hubPage.total} of them (a page of up to 20 with highlighted passages).`,
    );

    const blogServed = blogSource && (await fetch(`${apiUrl}/api/blog/?limit=1`)).ok;
    if (blogServed) {
      console.log(
        `creating ${POSTS} published posts through POST /api/blog/ as the demo content moderator …`,
      );
      await seedPosts(apiUrl);
      const check = await json(`${apiUrl}/api/blog/?limit=10`);
      notes.push(
        `The blog held ${check.total} published posts, ${POSTS} of them created through \`POST /api/blog/\` by the demo content moderator just before the load; each list page returns 10.`,
      );
    } else {
      notes.push('The blog API was not available in this build, so only the knowledge hub was measured.');
    }

    for (const call of CALLS) {
      if (call.needsBlog && !blogServed) continue;
      const url = `${apiUrl}${call.path}`;
      await run({ url, ...WARMUP });
      console.log(`${call.name}: ${LOAD.duration} s, ${LOAD.connections} connections`);
      results.push(summary(call.name, await run({ url, ...LOAD })));
    }
  } finally {
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const markdown = report(results, notes);
  fs.writeFileSync(RESULTS, markdown);
  console.log(`\n${markdown}\nwritten to ${path.relative(ROOT, RESULTS)}`);
}

function report(rows, notes) {
  const ms = (v) => `${v} ms`;
  return [
    '# Content benchmark results',
    '',
    `Recorded ${new Date().toISOString()} by \`node bench/content/run.mjs\`, on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ` +
      `Node ${process.version}, ${os.platform()} ${os.release()}. The API is the built server ` +
      '(`apps/api/dist/server.js`) on its embedded PGlite database with the demo data, log level warn; the ' +
      'load generator (autocannon) runs on the same machine, without a token (both calls are public).',
    '',
    '| call | load | requests | req/s | mean | p50 | p97.5 | p99 | non-2xx | errors |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${LOAD.duration} s, ${LOAD.connections} connections | ${r.requests} | ${r.rps.toFixed(1)} | ${ms(r.mean.toFixed(2))} | ${ms(r.p50)} | ${ms(r.p975)} | ${ms(r.p99)} | ${r.non2xx} | ${r.errors} |`,
    ),
    '',
    '## Data and reading the numbers',
    '',
    ...notes.map((n) => `- ${n}`),
    '- Each call had a 2 s warm-up at the same concurrency before its measured 10 s.',
    '- The search is one query: `websearch_to_tsquery` matched through the GIN index on the `to_tsvector` ' +
      'expression (sequential scans are switched off for it, because on a few dozen rows the planner would ' +
      "otherwise parse every article's text on every search), `ts_rank` over title/summary/body weights, the " +
      "total with `count(*) over ()`, and `ts_headline` passages for the page's rows only. Ranking and passages " +
      "re-parse each matched article's body, which is the main cost per request.",
    '- PGlite is PostgreSQL compiled to WebAssembly inside the API process and answers one query at a time, so ' +
      'these figures are a floor; a PostgreSQL server (`DATABASE_URL`) was not measured here.',
    '',
  ].join('\n');
}

await main();
