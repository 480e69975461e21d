import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, it } from 'vitest';
import { chromiumPath, missingBrowserMessage } from './chromium';
import { SCREENSHOT_DIR, TRACE_DIR } from './paths';

/** Flags that keep Chromium from reaching out to the network, which this machine does not have. */
const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // The video visit: a synthetic camera and microphone, allowed without a prompt (harmless elsewhere).
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

let browser: Browser | undefined;

/** Launches one Chromium for the file. A missing browser fails the run: never a silent skip. */
export function useBrowser() {
  beforeAll(async () => {
    // `npm run test:e2e` installs Debian's Chromium first (scripts/ensure-chromium.ts); this guards a
    // journey started some other way.
    const executablePath = chromiumPath();
    if (!fs.existsSync(executablePath)) throw new Error(missingBrowserMessage(executablePath));
    browser = await chromium.launch({ executablePath, args: QUIET_FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });
}

export type JourneyContext = {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  newPage: () => Promise<Page>;
};
type JourneyOptions = {
  viewport?: { width: number; height: number };
  bypassCSP?: boolean;
  /** For a journey that must wait for real time to pass (a visit starting); the default is the config's. */
  timeoutMs?: number;
};

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A test that drives a fresh browser context. When it fails, a screenshot and a Playwright trace are kept
 * under test-output/e2e so the failure can be replayed (`npx playwright-core show-trace <file>`).
 */
export function journey(
  name: string,
  body: (ctx: JourneyContext) => Promise<void>,
  options: JourneyOptions = {},
) {
  it(
    name,
    async () => {
      if (!browser) throw new Error('useBrowser() must be called in the file');
      const baseUrl = inject('baseUrl');
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: options.viewport ?? DESKTOP,
        bypassCSP: options.bypassCSP ?? false,
      });
      await context.tracing.start({ screenshots: true, snapshots: true });
      const page = await context.newPage();
      try {
        await body({ page, context, baseUrl, newPage: () => context.newPage() });
        await context.tracing.stop();
      } catch (error) {
        fs.mkdirSync(TRACE_DIR, { recursive: true });
        await page
          .screenshot({ path: path.join(TRACE_DIR, `${slug(name)}-failure.png`), fullPage: true })
          .catch(() => undefined);
        await context.tracing
          .stop({ path: path.join(TRACE_DIR, `${slug(name)}.zip`) })
          .catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    },
    options.timeoutMs,
  );
}

/** Saves the page as a person sees it on a phone (390 px) and on a desktop (1280 px). */
export async function snap(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150); // let layout settle after the resize debounce
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${slug(name)}-${label}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
