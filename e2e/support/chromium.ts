import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Where Debian's `chromium` package puts the browser; the journeys use it unless CHROMIUM_PATH says otherwise. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** The browser the journeys drive: CHROMIUM_PATH when set, else Debian's Chromium. */
export const chromiumPath = () => process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;

const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();

/** What to tell a developer whose machine has no browser we can use or install. */
export function missingBrowserMessage(file: string) {
  return [
    `Chromium not found at ${file}.`,
    '  Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y chromium',
    '  Any system with Chrome or Chromium already installed: set CHROMIUM_PATH to its executable, e.g.',
    '    macOS:   CHROMIUM_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" npm test',
    '    Windows: set "CHROMIUM_PATH=C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe" && npm test',
  ].join('\n');
}

/** apt-get may be used when we are root, or can become root without a password prompt. */
function aptCommand(): string[] | undefined {
  if (process.platform !== 'linux') return undefined;
  if (spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) return undefined;
  if (process.getuid?.() === 0) return [];
  if (spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) return ['sudo', '-n'];
  return undefined;
}

function run(prefix: string[], args: string[]) {
  const [command, ...rest] = [...prefix, ...args];
  const result = spawnSync(command!, rest, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-20).join('\n');
    throw new Error(`\`${[command, ...rest].join(' ')}\` failed (exit ${result.status}):\n${output}`);
  }
}

/**
 * Makes sure the journeys have a browser before they start. A CHROMIUM_PATH that names no file is the
 * developer's choice and is reported, never "fixed"; a missing Debian Chromium is installed with apt-get
 * where we may, and otherwise the message says what to do.
 */
export function ensureChromium(log: (line: string) => void = console.log): string {
  const file = chromiumPath();
  if (isFile(file)) return file;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH is set to ${file}, which is not a file.\n${missingBrowserMessage(file)}`);
  }
  const sudo = aptCommand();
  if (!sudo) throw new Error(missingBrowserMessage(file));
  log(`Chromium is missing: installing Debian's chromium package with apt-get (a minute or two, once).`);
  run(sudo, ['apt-get', 'update', '-qq']);
  run(sudo, ['apt-get', 'install', '-y', '-qq', 'chromium']);
  if (!isFile(file)) throw new Error(`apt-get installed chromium but ${file} is still missing.`);
  return file;
}
