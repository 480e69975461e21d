/**
 * First step of `npm run test:e2e`: the journeys need a browser, and a fresh machine has none.
 * Run with tsx; exits non-zero with instructions when no browser can be found or installed.
 */
import { ensureChromium } from '../e2e/support/chromium';

try {
  ensureChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
