import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, MESSAGES, type ValidationErrorItem } from '@fertilia/contracts';

const LOCATION: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/**
 * The one mapping from failures to answers: a DomainError of the catalogue (packages/contracts/src/errors.ts)
 * gets its status, a schema failure a 422; every error leaves in the FastAPI shape of DESIGN.md and a 5xx
 * never carries internals.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: Error, request, reply) => {
    if (error instanceof DomainError) {
      // The two statuses whose meaning HTTP completes with a header.
      if (error.kind === 'unauthenticated') reply.header('WWW-Authenticate', 'Bearer');
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = LOCATION[error.validationContext ?? 'body'] ?? 'body';
      // fastify-type-provider-zod 6 hands each zod issue over as { instancePath: '/a/0', message, keyword }.
      const detail: ValidationErrorItem[] = error.validation.map((v) => ({
        loc: [
          where,
          ...v.instancePath
            .split('/')
            .filter(Boolean)
            .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        ],
        msg: v.message ?? MESSAGES.validationError,
        type: v.keyword,
      }));
      return reply.code(422).send({ detail });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    const code = (error as { code?: string }).code;
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply
        .code(422)
        .send({ detail: [{ loc: ['body'], msg: 'Request body is not valid JSON', type: 'json_invalid' }] });
    }
    if (status === 413) return reply.code(413).send({ detail: MESSAGES.payloadTooLarge });
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (unsupported media type, bad content length): its message is safe to show.
      return reply.code(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: MESSAGES.internalError });
  });
});
