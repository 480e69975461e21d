import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestAppOptions } from './app';

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Raw header lines ("List-Unsubscribe: <…>"), for tests of headers. */
  headerLines: string[];
  /** The parts that are neither the text nor the HTML body (a text/calendar invitation, a file). */
  attachments: { contentType: string; filename?: string; content: string }[];
};

/**
 * A real SMTP server on loopback: the app sends through nodemailer over TCP exactly as in production,
 * and tests read what arrived.
 */
export async function startTestSmtp() {
  const inbox: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headerLines: parsed.headerLines.map((h) => h.line),
            attachments: parsed.attachments.map((a) => ({
              contentType: a.contentType,
              filename: a.filename,
              content: a.content.toString('utf8'),
            })),
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** Waits for a mail to `to` whose subject matches, up to `timeoutMs`. */
  async function waitForMail(to: string, subject?: RegExp, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = inbox.find(
        (m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)),
      );
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;

/** The first link in a mail whose path contains `pathPart`. */
export const linkIn = (mail: ReceivedMail, pathPart: string): string => {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no link with ${pathPart} in mail "${mail.subject}"`);
  return link;
};

/** A fresh test app that sends its mail through a test SMTP server of its own, closed with the app. */
export async function createTestAppWithSmtp(
  options: TestAppOptions = {},
): Promise<{ app: FastifyInstance; smtp: TestSmtp }> {
  const smtp = await startTestSmtp();
  return { app: await createTestApp({ ...options, smtp }), smtp };
}
