import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROOT } from './paths';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** The real entry point as `npm start` runs it: migrate, seed, listen, and stop cleanly on SIGTERM. */
describe('server.ts', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fertilia-server-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts on the embedded database, finishes an in-flight request on SIGTERM and exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_ROOT,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 240 && !log.includes('Fertilia is running'); i++)
      await new Promise((r) => setTimeout(r, 250));
    expect(log).toContain('Fertilia is running');
    expect((await (await fetch(`${base}/api/health`)).json()).database).toBe('up');

    // A sign-in spends tens of milliseconds in argon2: SIGTERM lands while it is in flight.
    const inFlight = fetch(`${base}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.org', password: 'not-the-password' }),
    });
    // Signal once the server has the request (not before it arrives: that would rightly be a 503).
    for (let i = 0; i < 400 && !log.includes('/api/auth/login/'); i++)
      await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGTERM');
    expect((await inFlight).status).toBe(401);
    const code = await exited;
    expect(code, log.slice(-1500)).toBe(0);
    expect(log).toContain('shutting down');
    expect(log).toContain('demo accounts ready');
  }, 90_000);
});
