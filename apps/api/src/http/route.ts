import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MESSAGES,
  controlCharacterAt,
  invalidFields,
  successStatus,
  type Access,
  type BodyOut,
  type EndpointSpec,
  type ParamsOut,
  type QueryOut,
  type ResponseIn,
} from '@fertilia/contracts';
import { enforceAccess } from '../plugins/auth';
import { contextOf, type Context, type MemberContext } from './context';

/** What a handler receives from the request, already validated by the endpoint's schemas. */
export type RouteInput<E extends EndpointSpec> = {
  params: ParamsOut<E>;
  query: QueryOut<E>;
  body: BodyOut<E>;
};

/** Public calls may have no caller; every other access rule guarantees one. */
type ContextFor<A extends Access> = A extends { kind: 'public' | 'identified' }
  ? Context
  : A extends { onlyWhen: string }
    ? Context
    : MemberContext;

/** For the few routes that read the raw request (uploads) or answer with something other than JSON. */
export type Http = { request: FastifyRequest; reply: FastifyReply };

export type RouteHandler<E extends EndpointSpec> = (
  ctx: ContextFor<E['access']>,
  input: RouteInput<E>,
  http: Http,
) => Promise<ResponseIn<E> | FastifyReply>;

const LOCATIONS = [
  ['params', 'path'],
  ['query', 'query'],
  ['body', 'body'],
] as const;

/**
 * A 422 in the schema errors' shape naming the first field of `value` that holds a control character.
 * Exported for handlers that read a multipart form themselves, whose fields the hook below never sees.
 */
export function refuseControlCharactersIn(location: 'path' | 'query' | 'body', value: unknown): void {
  const at = controlCharacterAt(value);
  if (at)
    throw invalidFields([{ loc: [location, ...at], msg: MESSAGES.controlCharacters, type: 'value_error' }]);
}

function refuseControlCharacters(request: FastifyRequest): void {
  for (const [part, location] of LOCATIONS) refuseControlCharactersIn(location, request[part]);
}

/** OpenAPI's way of saying a token is required, or optional (`{}` = anonymous allowed). */
const securityOf = (guard: Access): Record<string, string[]>[] =>
  guard.kind === 'identified' || (guard.kind === 'permission' && guard.onlyWhen)
    ? [{}, { bearer: [] }]
    : [{ bearer: [] }];

/** Marks routes made from a declaration, so the app can refuse to start with any other (declared-routes.ts). */
export type DeclaredRouteConfig = { endpoint: EndpointSpec };

function relativePath(prefix: string, path: string): string {
  if (!path.startsWith(prefix)) throw new Error(`${path} is declared outside the plugin prefix ${prefix}`);
  return path.slice(prefix.length) || '/';
}

/**
 * Registers a declared endpoint: its schemas validate the request and serialise the answer, its access rule
 * guards it, and the handler gets the request context and the validated input. The handler's value is sent
 * with the endpoint's success status; a handler that answers by itself returns `reply`.
 */
export function route<E extends EndpointSpec>(app: FastifyInstance, endpoint: E, handler: RouteHandler<E>) {
  const status = successStatus(endpoint);
  const guard = endpoint.access;
  const config: DeclaredRouteConfig = { endpoint };
  app.route({
    method: endpoint.method,
    url: relativePath(app.prefix, endpoint.path),
    config,
    ...(endpoint.bodyLimit && { bodyLimit: endpoint.bodyLimit }),
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      description: endpoint.description,
      ...(guard.kind !== 'public' && { security: securityOf(guard) }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      // An upload's form is read and checked by its route; the schema documents it only.
      ...(endpoint.body && !endpoint.multipart && { body: endpoint.body }),
      ...(endpoint.multipart && { consumes: ['multipart/form-data'] }),
      ...(!endpoint.produces && { response: endpoint.responses }),
    },
    // Before validation: a caller the rule refuses learns nothing of what the endpoint would accept. Then
    // text is checked for control characters everywhere at once (a NUL byte crashes PostgreSQL's text).
    preValidation: async (request) => {
      await enforceAccess(request, guard, endpoint.missingTokenMessage);
      refuseControlCharacters(request);
    },
    handler: async (request, reply) => {
      const input = { params: request.params, query: request.query, body: request.body } as RouteInput<E>;
      const ctx = contextOf(request) as ContextFor<E['access']>;
      const result = await handler(ctx, input, { request, reply });
      // A handler that answered by itself returns `reply`, which is thenable: awaiting it yields undefined once
      // the answer is out, so `sent` is what tells (sending twice only logs "Reply was already sent").
      if (result === reply || reply.sent) return reply;
      return reply.code(status).send(result);
    },
  });
}
