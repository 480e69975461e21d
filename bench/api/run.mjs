// API benchmark: the real built server against a bare Fastify route, same machine, same autocannon settings.
// Usage: node bench/api/run.mjs   (writes bench/api/results.md). Every load has a fixed duration or amount,
// everything listens on 127.0.0.1, and the script stops the servers it starts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { HOST, freePort, startNode, waitFor } from '../lib/processes.mjs';

const SCRIPT = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SCRIPT), '../..');
const RESULTS = path.join(path.dirname(SCRIPT), 'results.md');

// Quoted from apps/api/src/modules/users/demo-accounts.ts (DEMO_ACCOUNTS, DEMO_PASSWORD): this plain
// Node script cannot import TypeScript.
const DEMO_PATIENT = { email: 'patient@demo.fertilia.local', password: 'Fertilia-demo-2026' };
// RATE_LIMITS.loginPerIp of packages/contracts: 10 sign-ins per minute per IP. One is spent on getting the
// bench's token, so at most 9 can be measured without meeting a 429.
const LOGIN_AMOUNT = 9;
const LOAD = { connections: 10, duration: 10 };
const WARMUP = { connections: 10, duration: 2 };

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

async function main() {
  console.log('building the API (npm run build -w apps/api) …');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('API build failed');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fertilia-bench-'));
  const [apiPort, barePort] = [await freePort(), await freePort()];
  const env = { ...process.env };
  // The embedded database (demo accounts are seeded only there) and no shared Redis or SMTP server.
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'WEB_DIST']) delete env[key];
  const api = startNode(['apps/api/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...env,
      NODE_ENV: 'development',
      HOST,
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn', // request logs off, as on the bare server
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
  });
  const bare = startNode([SCRIPT, '--bare-server', String(barePort)], { cwd: ROOT, env: process.env });
  const results = [];
  try {
    const apiUrl = `http://${HOST}:${apiPort}`;
    const bareUrl = `http://${HOST}:${barePort}/bare`;
    await waitFor(`${apiUrl}/api/health`, api.child, 60_000);
    await waitFor(bareUrl, bare.child, 10_000);

    const login = await fetch(`${apiUrl}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_PATIENT),
    });
    if (!login.ok) throw new Error(`demo sign-in failed: ${login.status} ${await login.text()}`);
    const { access_token: token } = await login.json();

    console.log(`POST /api/auth/login/: ${LOGIN_AMOUNT} requests, 1 connection`);
    results.push(
      summary(
        'POST /api/auth/login/',
        await run({
          url: `${apiUrl}/api/auth/login/`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(DEMO_PATIENT),
          connections: 1,
          amount: LOGIN_AMOUNT,
        }),
      ),
    );

    const profile = { url: `${apiUrl}/api/auth/profile/`, headers: { authorization: `Bearer ${token}` } };
    await run({ ...profile, ...WARMUP });
    console.log(`GET /api/auth/profile/: ${LOAD.duration} s, ${LOAD.connections} connections`);
    results.push(summary('GET /api/auth/profile/', await run({ ...profile, ...LOAD })));

    await run({ url: bareUrl, ...WARMUP });
    console.log(`bare Fastify GET: ${LOAD.duration} s, ${LOAD.connections} connections`);
    results.push(summary('bare Fastify GET (same machine)', await run({ url: bareUrl, ...LOAD })));
  } finally {
    await Promise.all([api.stop(), bare.stop()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const markdown = report(results);
  fs.writeFileSync(RESULTS, markdown);
  console.log(`\n${markdown}\nwritten to ${path.relative(ROOT, RESULTS)}`);
}

function report(rows) {
  const [, profile, bare] = rows;
  const ms = (v) => `${v} ms`;
  const lines = [
    '# API benchmark results',
    '',
    `Recorded ${new Date().toISOString()} by \`node bench/api/run.mjs\`, on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ` +
      `Node ${process.version}, ${os.platform()} ${os.release()}. The API is the built server ` +
      '(`apps/api/dist/server.js`) on its embedded PGlite database with the demo data, log level warn; the ' +
      'load generator (autocannon) runs on the same machine.',
    '',
    '| call | load | requests | req/s | mean | p50 | p97.5 | p99 | non-2xx | errors |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r, i) => {
      const load =
        i === 0
          ? `${LOGIN_AMOUNT} requests, 1 connection`
          : `${LOAD.duration} s, ${LOAD.connections} connections`;
      return `| ${r.name} | ${load} | ${r.requests} | ${r.rps.toFixed(1)} | ${ms(r.mean.toFixed(2))} | ${ms(r.p50)} | ${ms(r.p975)} | ${ms(r.p99)} | ${r.non2xx} | ${r.errors} |`;
    }),
    '',
    `**Profile / bare ratio:** ${((profile.rps / bare.rps) * 100).toFixed(1)} % of the bare route's throughput ` +
      `(mean latency ${profile.mean.toFixed(2)} ms vs ${bare.mean.toFixed(2)} ms). Latency percentiles are ` +
      'whole milliseconds as autocannon records them; the mean shows what lies below 1 ms.',
    '',
    '## Reading the numbers',
    '',
    `- **Sign-in** is measured with a fixed ${LOGIN_AMOUNT} sequential requests, not a timed load: sign-in is ` +
      'limited to 10 per minute per IP address (RATE_LIMITS.loginPerIp), and one is spent on the token used ' +
      'below. Its latency is dominated by argon2id (m = 19 MiB, t = 2), which is slow on purpose; ' +
      'its throughput is therefore not a meaningful figure, its latency is.',
    '- **Profile** is a typical authenticated read: JWT verification, the session-and-user lookup that makes ' +
      'sign-out and suspension take effect at once, the response schema, and the security headers. The ' +
      'session lookup runs on the embedded PGlite database (PostgreSQL compiled to WebAssembly, inside the ' +
      'API process, one query at a time), which is the likely main cost; a PostgreSQL server ' +
      '(`DATABASE_URL`) was not measured here.',
    '- **Bare Fastify** is one GET returning a small JSON object with no plugins, in its own process: the ' +
      'ceiling of the framework on this machine, for comparison.',
    '',
  ];
  return lines.join('\n');
}

// Child mode: the bare Fastify server runs in its own process, like the API, so neither server shares an
// event loop with autocannon.
if (process.argv[2] === '--bare-server') {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ status: 'ok', version: 'v1' }));
  await app.listen({ port: Number(process.argv[3]), host: HOST });
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
} else {
  await main();
}
