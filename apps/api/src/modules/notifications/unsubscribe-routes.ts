import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, NOTIFICATION_MESSAGES, notificationsApi } from '@fertilia/contracts';
import { route, type DeclaredRouteConfig } from '../../http/route';
import { clientLimited } from '../../plugins/client-limit';
import { describeUnsubscribe, unsubscribe } from './email-service';

/** Mail providers send one-click requests from shared addresses, so the budget is generous. */
const UNSUBSCRIBE_LIMIT = { max: 60, windowSeconds: 10 * 60 } as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const wantsHtml = (request: FastifyRequest) => /text\/html/.test(request.headers.accept ?? '');

/** A small page of its own: the link is opened from a mail program, often with no session and no app. */
function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Fertilia</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

/** A browser that opened a bad or stale link gets a page; any other caller, or any other error, the usual answer. */
function invalidLinkPage(request: FastifyRequest, reply: FastifyReply, err: unknown) {
  if (!(err instanceof DomainError) || !wantsHtml(request)) throw err;
  return page(
    reply,
    err.statusCode,
    'Unsubscribe',
    `<p>${escapeHtml(NOTIFICATION_MESSAGES.unsubscribeLinkInvalid)}</p>`,
  );
}

/**
 * /api/notifications/unsubscribe?token=… — the address in every notification mail and its
 * List-Unsubscribe header. GET only shows what would be switched off (link scanners open links), POST does
 * it (RFC 8058 List-Unsubscribe=One-Click, or the page's button). No sign-in: the token is the proof.
 */
function declareUnsubscribeRoutes(scope: FastifyInstance) {
  // RFC 8058 bodies are form-encoded; the token is in the address, so the body is read and ignored.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
    scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, {}),
    );
  // A browser that opened a link with no usable token still gets the page saying so, not a bare 422.
  scope.addHook('onRoute', (options) => {
    if (
      (options.config as DeclaredRouteConfig | undefined)?.endpoint === notificationsApi.describeUnsubscribe
    )
      options.attachValidation = true;
  });

  route(scope, notificationsApi.describeUnsubscribe, async (ctx, { query }, { request, reply }) => {
    const token = request.validationError ? '' : query.token;
    try {
      const target = await describeUnsubscribe(ctx, token);
      if (!wantsHtml(request)) return target;
      return page(
        reply,
        200,
        'Unsubscribe',
        `<p>Stop e-mails about <strong>${escapeHtml(target.label)}</strong>? You will still see these notifications in the app unless you turn them off in your settings.</p>` +
          `<form method="post" action="${notificationsApi.unsubscribe.path}?token=${encodeURIComponent(token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      );
    } catch (err) {
      return invalidLinkPage(request, reply, err);
    }
  });

  route(scope, notificationsApi.unsubscribe, async (ctx, { query }, { request, reply }) => {
    try {
      const done = await unsubscribe(ctx, query.token);
      if (!wantsHtml(request)) return done;
      return page(reply, 200, 'Unsubscribed', `<p>${escapeHtml(done.message)}</p>`);
    } catch (err) {
      return invalidLinkPage(request, reply, err);
    }
  });
}

export const unsubscribeRoutes = clientLimited(
  'notification-unsubscribe',
  UNSUBSCRIBE_LIMIT,
  declareUnsubscribeRoutes,
);
