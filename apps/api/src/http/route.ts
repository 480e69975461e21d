import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
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
    preHandler: async (request) => enforceAccess(request, guard),
    handler: async (request, reply) => {
      const input = { params: request.params, query: request.query, body: request.body } as RouteInput<E>;
      const ctx = contextOf(request) as ContextFor<E['access']>;
      const result = await handler(ctx, input, { request, reply });
      if (result === reply) return reply;
      return reply.code(status).send(result);
    },
  });
}
