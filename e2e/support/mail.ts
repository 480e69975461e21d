import fs from 'node:fs';
import path from 'node:path';
import type { CaughtMail } from './mail-catcher';
import { MAIL_DIR } from './paths';

/** Waits for the newest mail to `to` whose subject matches; reads what the SMTP catcher wrote. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = fs.existsSync(MAIL_DIR)
      ? fs
          .readdirSync(MAIL_DIR)
          .sort()
          .reverse()
          .map((f) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, f), 'utf8')) as CaughtMail)
      : [];
    const found = mails.find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to} with subject ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The link in a mail whose path contains `pathPart`. */
export function linkFrom(mail: CaughtMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no link containing ${pathPart} in "${mail.subject}"`);
  return link;
}
