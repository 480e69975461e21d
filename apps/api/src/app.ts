import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { createDeps, type DepsOverrides } from './deps';
import { loggableError } from './lib/loggable-error';
import { REDACT_PATHS, requestSerializer } from './lib/log-redaction';
import { authPlugin } from './plugins/auth';
import { communityEventsPlugin } from './plugins/community-events';
import { declaredRoutesPlugin } from './plugins/declared-routes';
import { errorsPlugin } from './plugins/errors';
import { gracefulClosePlugin } from './plugins/graceful-close';
import { jobsPlugin } from './plugins/jobs';
import { openApiPlugin } from './plugins/openapi';
import { realtimePlugin } from './modules/realtime/plugin';
import { requestRulesPlugin } from './plugins/request-rules';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import { notificationsPlugin } from './modules/notifications/plugin';
import { communityNotificationRoutes, notificationRoutes } from './modules/notifications/routes';
import { adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { blogRoutes } from './modules/blog/routes';
import { communityRoutes } from './modules/community/routes';
import { conversationRoutes } from './modules/conversations/routes';
import { messageModerationRoutes } from './modules/conversations/moderation-routes';
import { moderationRoutes } from './modules/moderation/routes';
import { mediaRoutes } from './modules/media/routes';
import { planRoutes } from './modules/plans/routes';
import { faqRoutes } from './modules/faq/routes';
import { knowledgeRoutes } from './modules/knowledge/routes';
import { systemRoutes } from './modules/system/routes';
import { marketingRoutes } from './modules/marketing/routes';
import { contactRoutes } from './modules/contact/routes';
import { supportInboxRoutes } from './modules/contact/inbox-routes';
import { verificationRoutes } from './modules/verification/routes';
import { careRoutes } from './modules/consultations/care-routes';
import { cycleTrackingModule } from './modules/cycle-tracking/plugin';
import { appointmentRoutes } from './modules/consultations/appointment-routes';
import { expertRoutes } from './modules/consultations/routes';
import { slotHorizonPlugin } from './modules/consultations/slot-horizon';
import { integrationsModule } from './modules/integrations/plugin';
import { escrowModule } from './modules/escrow/plugin';
import { visitCalendarModule } from './modules/consultations/calendar-plugin';
import { slotOfferRoutes } from './modules/consultations/slot-offer-routes';
import { visitRoutes } from './modules/consultations/visit-routes';
import { disputeRoutes } from './modules/disputes/routes';
import { paymentsPlugin } from './modules/payments/plugin';
import { paymentRoutes } from './modules/payments/routes';
import { walletRoutes } from './modules/wallet/routes';
import { subscriptionsModule } from './modules/subscriptions/plugin';
import { embryoModule } from './modules/embryo/plugin';
import { treatmentsModule } from './modules/treatments/plugin';
import { ivfRoutes } from './modules/ivf/routes';
import { assistantRoutes } from './modules/assistant/routes';

export type BuildOptions = DepsOverrides & {
  /** Where log lines go (tests capture them to prove no secret is written). */
  logStream?: NodeJS.WritableStream;
  /**
   * How often the job runner looks for due work (default 5 s, or never under NODE_ENV=test, where tests drive
   * it with app.jobs.tick() and drain()).
   */
  jobPollMs?: number | null;
};

/** Due background work waits at most this long in a quiet process; an enqueue wakes the runner at once. */
const JOB_POLL_MS = 5_000;

/** Registers plugins, then modules; never listens (server.ts does). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      // Errors lose their query parameters and database values on the way to the log (lib/loggable-error.ts).
      serializers: { req: requestSerializer, err: loggableError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // A count of proxies becomes "trust the first n hops" (Fastify's number form, which its types omit).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { deps, close } = await createDeps(config, app.log, options);
  app.decorate('deps', deps);
  app.addHook('onClose', close);

  await app.register(declaredRoutesPlugin);
  await app.register(errorsPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(requestRulesPlugin);
  await app.register(authPlugin);
  await app.register(jobsPlugin, {
    pollMs: options.jobPollMs !== undefined ? options.jobPollMs : config.env === 'test' ? null : JOB_POLL_MS,
  });
  await app.register(communityEventsPlugin);
  await app.register(realtimePlugin);
  await app.register(openApiPlugin);
  await app.register(notificationsPlugin);

  await app.register(systemRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(mediaRoutes, { prefix: '/api/media' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(planRoutes, { prefix: '/api/plans' });
  await app.register(blogRoutes, { prefix: '/api/blog' });
  await app.register(notificationRoutes, { prefix: '/api/notifications' });
  await app.register(communityNotificationRoutes, { prefix: '/api/community/notifications' });
  await app.register(communityRoutes, { prefix: '/api/community' });
  await app.register(conversationRoutes, { prefix: '/api/community/chat' });
  await app.register(moderationRoutes, { prefix: '/api' });
  await app.register(verificationRoutes, { prefix: '/api' });
  await app.register(messageModerationRoutes, { prefix: '/api/admin/moderation' });
  await app.register(knowledgeRoutes, { prefix: '/api/knowledge-hub' });
  await app.register(faqRoutes, { prefix: '/api/faq' });
  await app.register(marketingRoutes, { prefix: '/api/marketing' });
  await app.register(contactRoutes, { prefix: '/api/contact' });
  await app.register(supportInboxRoutes, { prefix: '/api/admin/support' });
  await app.register(cycleTrackingModule, { prefix: '/api/cycle-tracking' });
  await app.register(expertRoutes, { prefix: '/api/consultations' });
  await app.register(appointmentRoutes, { prefix: '/api/consultations' });
  await app.register(careRoutes, { prefix: '/api/consultations' });
  await app.register(slotOfferRoutes, { prefix: '/api/consultations' });
  await app.register(visitRoutes, { prefix: '/api/consultations' });
  await app.register(slotHorizonPlugin);
  await app.register(integrationsModule, { prefix: '/api/integrations' });
  await app.register(escrowModule);
  await app.register(visitCalendarModule, { prefix: '/api/consultations' });
  await app.register(disputeRoutes, { prefix: '/api' });
  await app.register(paymentsPlugin);
  await app.register(paymentRoutes, { prefix: '/api' });
  await app.register(walletRoutes, { prefix: '/api' });
  await app.register(subscriptionsModule);
  await app.register(ivfRoutes, { prefix: '/api' });
  await app.register(assistantRoutes, { prefix: '/api' });
  await app.register(embryoModule, { prefix: '/api' });
  await app.register(treatmentsModule, { prefix: '/api' });

  await app.register(webAppPlugin);
  return app;
}
