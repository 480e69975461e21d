import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** Everything a run leaves behind: screenshots, traces, received mail, the server's log. */
export const OUTPUT_DIR = path.join(REPO_ROOT, 'test-output', 'e2e');
export const MAIL_DIR = path.join(OUTPUT_DIR, 'mail');
export const SCREENSHOT_DIR = path.join(OUTPUT_DIR, 'screenshots');
export const TRACE_DIR = path.join(OUTPUT_DIR, 'traces');
