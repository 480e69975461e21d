import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  NOTIFICATION_MESSAGES,
  errorResponse,
  notificationUnsubscribeQuery,
  notificationUnsubscribeResponse,
} from '@fertilia/contracts';
import { HttpError } from '../../lib/http-error';
import { limitPerClient } from '../../plugins/client-limit';
import { describeUnsubscribe, unsubscribe } from './email-service';

/** Mail providers send one-click requests from shared addresses, so the budget is generous. */
const UNSUBSCRIBE_LIMIT = { max: 60, windowSeconds: 10 * 60 } as const;
const common = { tags: ['notifications'] };

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
  if (!(err instanceof HttpError) || !wantsHtml(request)) throw err;
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
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058 bodies are form-encoded; the token is in the address, so the body is read and ignored.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, {}),
    );

  const limited = { preValidation: [limitPerClient('notification-unsubscribe', UNSUBSCRIBE_LIMIT)] };

  app.get(
    '/unsubscribe',
    {
      ...limited,
      schema: {
        ...common,
        summary: 'What a one-click unsubscribe link switches off (an HTML page with a button for browsers)',
        querystring: notificationUnsubscribeQuery,
        response: { 200: notificationUnsubscribeResponse, 400: errorResponse },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const token = request.validationError ? '' : request.query.token;
      try {
        const target = await describeUnsubscribe(app.deps, token);
        if (!wantsHtml(request))
          return {
            message: NOTIFICATION_MESSAGES.unsubscribed(target.label),
            type: target.type,
            label: target.label,
          };
        return page(
          reply,
          200,
          'Unsubscribe',
          `<p>Stop e-mails about <strong>${escapeHtml(target.label)}</strong>? You will still see these notifications in the app unless you turn them off in your settings.</p>` +
            `<form method="post" action="/api/notifications/unsubscribe?token=${encodeURIComponent(token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
        );
      } catch (err) {
        return invalidLinkPage(request, reply, err);
      }
    },
  );

  app.post(
    '/unsubscribe',
    {
      ...limited,
      schema: {
        ...common,
        summary: 'One-click unsubscribe (RFC 8058): e-mails of the link’s type are switched off',
        querystring: notificationUnsubscribeQuery,
        response: { 200: notificationUnsubscribeResponse },
      },
    },
    async (request, reply) => {
      try {
        const done = await unsubscribe(app.deps, request.query.token, request.ip);
        if (!wantsHtml(request)) return done;
        return page(reply, 200, 'Unsubscribed', `<p>${escapeHtml(done.message)}</p>`);
      } catch (err) {
        return invalidLinkPage(request, reply, err);
      }
    },
  );
};
