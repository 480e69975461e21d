import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369/8058) on notification mails. */
  headers?: Record<string, string>;
  /**
   * A calendar invitation (RFC 6047 iMIP): nodemailer sends it as a text/calendar alternative with its
   * METHOD, which mail programs show as an event to add, update or remove, and attaches it as a file too.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
};

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Real SMTP when `smtpUrl` is set; otherwise each message becomes an .eml file in `<dataDir>/outbox`
 * and its path is logged, so a newcomer can open confirmation and reset links without a mail server.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  dataDir: string;
  from: string;
  log: FastifyBaseLogger;
  /** Names outbox files in the order they were written. */
  clock: Clock;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${opts.clock.now().getTime()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The subject is not health data; the recipient and body are not logged.
      opts.log.info({ file: `file://${file}`, subject: mail.subject }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}
