// Web benchmark: the landing page's initial JavaScript and its Lighthouse performance, served by the built app.
// Usage: npm run build && node bench/web/run.mjs   (writes bench/web/results.md; exits 1 over the JS budget).
// It builds nothing: it needs apps/web/dist and apps/api/dist. Everything listens on 127.0.0.1, every step
// has a time limit, and the script stops the server and browsers it starts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import lighthouse, { desktopConfig } from 'lighthouse';
// Lighthouse's own launcher (installed with it): it starts Chromium with a throwaway profile and kills it.
import { launch as launchChrome } from 'chrome-launcher';
import { HOST, freePort, startNode, waitFor } from '../lib/processes.mjs';

const SCRIPT = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SCRIPT), '../..');
const RESULTS = path.join(path.dirname(SCRIPT), 'results.md');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The landing page's budget for all the JavaScript it loads before it is usable, gzipped (1 KB = 1024 bytes). */
const INITIAL_JS_BUDGET_BYTES = 170 * 1024;
/** Lighthouse runs per form factor; the median (by performance score) is reported, as Lighthouse advises. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

// No network on this machine, and none wanted: Chromium must not phone home during a measurement.
const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Rejects when `promise` takes longer than `ms`, so no step can hang the run. */
function within(ms, what, promise) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    }),
  ]);
}

/** The built server as production runs it: its own secret, a throwaway data directory, no demo seeding. */
function startServer(port, dataDir) {
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'WEB_DIST', 'PUBLIC_URL']) delete env[key];
  return startNode(['apps/api/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...env,
      NODE_ENV: 'production',
      JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
      HOST,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://${HOST}:${port}`,
      LOG_LEVEL: 'warn',
    },
  });
}

/**
 * Loads / in a fresh Chromium and records every JavaScript response until the page has rendered and the
 * network is idle: the entry chunk, its preloads and the lazily loaded landing route chunks alike.
 */
async function measureInitialJs(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: QUIET_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'script' || type.includes('javascript')) {
        scripts.push(response);
      }
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle', timeout: 30_000 });
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });

    const rows = [];
    for (const response of scripts) {
      const body = await response.body();
      const sizes = await response.request().sizes();
      rows.push({
        url: new URL(response.url()).pathname,
        status: response.status(),
        encoding: response.headers()['content-encoding'] ?? 'none',
        // What crossed the wire: headers plus the body as sent (compressed if the server compressed it).
        transfer: sizes.responseHeadersSize + sizes.responseBodySize,
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 9 }).length,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/** One Lighthouse performance run in its own Chromium (chrome-launcher), returning the score and metrics. */
async function lighthouseRun(url, config) {
  const chrome = await launchChrome({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...QUIET_FLAGS],
    logLevel: 'silent',
  });
  try {
    const result = await within(
      120_000,
      'a Lighthouse run',
      lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        config,
      ),
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id];
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      ...Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, metric(id)])),
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

async function lighthouseMedian(url, label, config) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    console.log(`Lighthouse ${label}, run ${i + 1}/${LIGHTHOUSE_RUNS} …`);
    runs.push(await lighthouseRun(url, config));
  }
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return { median: sorted[Math.floor(sorted.length / 2)], scores: runs.map((r) => r.score) };
}

async function main() {
  for (const file of ['apps/web/dist/index.html', 'apps/api/dist/server.js']) {
    if (!fs.existsSync(path.join(ROOT, file))) {
      console.error(
        `${file} is missing: build first with \`npm run build\` (this benchmark builds nothing).`,
      );
      process.exit(2);
    }
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`Chromium not found at ${CHROMIUM}: install it or set CHROMIUM_PATH.`);
    process.exit(2);
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fertilia-web-bench-'));
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const server = startServer(port, dataDir);
  let scripts;
  let mobile;
  let desktop;
  try {
    await waitFor(`${baseUrl}/api/health`, server.child, 60_000);
    console.log('measuring the landing page’s initial JavaScript …');
    scripts = await within(60_000, 'the initial JavaScript measurement', measureInitialJs(baseUrl));
    mobile = await lighthouseMedian(`${baseUrl}/`, 'mobile (default config)', undefined);
    desktop = await lighthouseMedian(`${baseUrl}/`, 'desktop preset', desktopConfig);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const totals = scripts.reduce(
    (t, s) => ({ transfer: t.transfer + s.transfer, raw: t.raw + s.raw, gzip: t.gzip + s.gzip }),
    { transfer: 0, raw: 0, gzip: 0 },
  );
  const withinBudget = totals.gzip <= INITIAL_JS_BUDGET_BYTES;
  const markdown = report({ scripts, totals, withinBudget, mobile, desktop });
  fs.writeFileSync(RESULTS, markdown);
  console.log(`\n${markdown}\nwritten to ${path.relative(ROOT, RESULTS)}`);
  if (!withinBudget) {
    console.error(
      `initial JS (gzipped) ${kb(totals.gzip)} is over the ${kb(INITIAL_JS_BUDGET_BYTES)} budget`,
    );
    process.exit(1);
  }
}

function report({ scripts, totals, withinBudget, mobile, desktop }) {
  const ms = (audit) => `${Math.round(audit.numericValue)} ms`;
  const lhRow = (label, { median, scores }) =>
    `| ${label} | ${median.score} (runs: ${scores.join(', ')}) | ${ms(median.fcp)} | ${ms(median.lcp)} | ` +
    `${ms(median.tbt)} | ${median.cls.numericValue.toFixed(3)} | ${ms(median.si)} |`;
  const warnings = [...new Set([...mobile.median.warnings, ...desktop.median.warnings])];
  const lines = [
    '# Web benchmark results',
    '',
    `Recorded ${new Date().toISOString()} by \`node bench/web/run.mjs\` on ${os.cpus().length} cores ` +
      `(${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ${os.platform()} ${os.release()}, ` +
      `Chromium at ${CHROMIUM}. The page is the landing page \`/\` served by the built app ` +
      '(`apps/api/dist/server.js`, NODE_ENV=production) over plain HTTP on 127.0.0.1.',
    '',
    '## Initial JavaScript of the landing page',
    '',
    `**Initial JS (gzipped): ${kb(totals.gzip)}** — budget ${kb(INITIAL_JS_BUDGET_BYTES)}: ` +
      `${withinBudget ? 'within budget' : '**over budget**'}. Served as ${kb(totals.transfer)} on the wire ` +
      `(${kb(totals.raw)} uncompressed).`,
    '',
    'Every JavaScript response while `/` loads in Chromium (390 px) until the network is idle. *Transfer* is ' +
      'what the server sent (headers plus the body as encoded); *gzip -9* is the body gzipped here with ' +
      'node:zlib at level 9, i.e. what a compressing server or proxy would send.',
    '',
    '| script | status | content-encoding | transfer | uncompressed | gzip -9 |',
    '|---|---|---|---|---|---|',
    ...scripts.map(
      (s) =>
        `| \`${s.url}\` | ${s.status} | ${s.encoding} | ${kb(s.transfer)} | ${kb(s.raw)} | ${kb(s.gzip)} |`,
    ),
    `| **total (${scripts.length} scripts)** | | | **${kb(totals.transfer)}** | **${kb(totals.raw)}** | **${kb(totals.gzip)}** |`,
    '',
    '## Lighthouse performance of the landing page',
    '',
    `Lighthouse ${lighthouseVersion()}, performance category only, ${LIGHTHOUSE_RUNS} runs per form factor, ` +
      'median run by score shown. Mobile is the default config (simulated slow 4G and 4× CPU slowdown); ' +
      'desktop is the desktop preset (simulated cable, no CPU slowdown). Throttling is simulated from a ' +
      'loopback load, so the numbers estimate a real network rather than measure one.',
    '',
    '| form factor | score | FCP | LCP | TBT | CLS | Speed Index |',
    '|---|---|---|---|---|---|---|',
    lhRow('mobile', mobile),
    lhRow('desktop', desktop),
    '',
    ...(warnings.length ? ['Lighthouse warnings:', '', ...warnings.map((w) => `- ${w}`), ''] : []),
  ];
  return lines.join('\n');
}

function lighthouseVersion() {
  const pkg = path.join(ROOT, 'node_modules/lighthouse/package.json');
  return JSON.parse(fs.readFileSync(pkg, 'utf8')).version;
}

await main();
