import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startZoomServer } from '../../apps/api/src/modules/integrations/test/zoom-server';
import { startMailCatcher } from './mail-catcher';
import { MAIL_DIR, OUTPUT_DIR, REPO_ROOT } from './paths';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the app exited with code ${server.exitCode}; see ${OUTPUT_DIR}/server.log`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the app did not become healthy in time');
}

/**
 * Starts what `npm start` starts (the built server serving web and API) on a free port with a fresh
 * DATA_DIR and mail going to a loopback SMTP catcher, and stops it all afterwards.
 */
export default async function setup(project: TestProject) {
  const distServer = path.join(REPO_ROOT, 'apps/api/dist/server.js');
  const distWeb = path.join(REPO_ROOT, 'apps/web/dist/index.html');
  for (const file of [distServer, distWeb]) {
    if (!fs.existsSync(file))
      throw new Error(`${file} is missing: run \`npm run build\` first (npm run test:e2e does)`);
  }
  fs.rmSync(OUTPUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });

  const mail = await startMailCatcher(MAIL_DIR);
  // Zoom for experts (ADR 014), played by a local server that approves every consent at once.
  const zoom = await startZoomServer({ clientId: 'e2e-zoom-client', clientSecret: 'e2e-zoom-secret' });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fertilia-e2e-'));
  const log = fs.openSync(path.join(OUTPUT_DIR, 'server.log'), 'w');
  const server = spawn(process.execPath, [distServer], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: mail.url,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'info',
      // As behind one reverse proxy: journeys may carry their own X-Forwarded-For (accounts.ts asNewVisitor), so
      // per-address rate limits count them as separate people rather than the whole suite as one.
      TRUST_PROXY: '1',
      ZOOM_CLIENT_ID: 'e2e-zoom-client',
      ZOOM_CLIENT_SECRET: 'e2e-zoom-secret',
      ZOOM_OAUTH_URL: zoom.oauthUrl,
      ZOOM_API_URL: zoom.apiUrl,
      // Money (ADR 016): a completed visit's payment is released one minute after it ends, so the wallet
      // journey sees the release without waiting three days, and patient B still has time to dispute hers.
      DISPUTE_WINDOW_MINUTES: '1',
      // Medication reminders looked for every 2 s: the journey adds a dose at the current minute and waits for the bell.
      MEDICATION_REMINDER_TICK_MS: '2000',
    },
    stdio: ['ignore', log, log],
  });
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    await mail.close();
    await zoom.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
