import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, OutgoingMail } from './mailer';

/**
 * Sends without holding up the answer to a public form: its reply must not depend on (or reveal the timing
 * of) the mail server. A failure is logged by subject only; bodies carry links and personal data.
 */
export function sendQuietly(
  ctx: { deps: { mailer: Mailer }; log: FastifyBaseLogger },
  mail: OutgoingMail,
): void {
  ctx.deps.mailer.send(mail).catch((error: unknown) => {
    ctx.log.warn(
      { subject: mail.subject, err: error instanceof Error ? error.message : String(error) },
      'mail not sent',
    );
  });
}
