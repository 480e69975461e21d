import type { z } from 'zod';
import type { Permission, Role } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. The API's guard enforces it before the handler runs; the web client reads it to
 * know whether to send the bearer token. A route without one does not start (apps/api/src/http/route.ts).
 */
export type Access =
  /** Anyone; no token is read even when one is sent. */
  | { readonly kind: 'public' }
  /** Anyone; a token, when sent, identifies the caller (a content editor sees drafts in the same list). */
  | { readonly kind: 'identified' }
  /** A live session, confirmed e-mail or not: the account, profile and confirmation calls. */
  | { readonly kind: 'signedIn' }
  /** A live session with a confirmed e-mail address: every member-facing call. */
  | { readonly kind: 'member' }
  /** A confirmed member; the service lets only the owner (named in `owner`) act on the resource. */
  | { readonly kind: 'owner'; readonly owner: string }
  /** A confirmed member holding one of these roles. */
  | { readonly kind: 'roles'; readonly roles: readonly Role[] }
  /**
   * A confirmed member whose role holds this permission. With `onlyWhen`, the call is public unless the
   * boolean query flag of that name is true (staff asking for hidden entries).
   */
  | { readonly kind: 'permission'; readonly permission: Permission; readonly onlyWhen?: string };

export const access = {
  public: { kind: 'public' },
  identified: { kind: 'identified' },
  signedIn: { kind: 'signedIn' },
  member: { kind: 'member' },
  owner: (owner: string) => ({ kind: 'owner', owner }) as const,
  roles: <const R extends readonly Role[]>(...roles: R) => ({ kind: 'roles', roles }) as const,
  permission: (permission: Permission, options: { onlyWhen?: string } = {}) =>
    ({ kind: 'permission', permission, ...options }) as const,
} as const satisfies Record<string, Access | ((...args: never[]) => Access)>;

/** Accesses whose guard needs a live session on every call. */
export const requiresSession = (rule: Access): boolean =>
  rule.kind !== 'public' && rule.kind !== 'identified' && !(rule.kind === 'permission' && rule.onlyWhen);

/** One HTTP endpoint, declared once: the API registers it, OpenAPI documents it, the web calls it. */
export interface EndpointSpec {
  readonly method: HttpMethod;
  /** The full path as the spec names it, with `:name` parameters, e.g. `/api/faq/:id/`. */
  readonly path: `/api/${string}`;
  readonly access: Access;
  /** The 401 detail when no token is sent, where the spec words it (IVF, embryo and AI calls). */
  readonly missingTokenMessage?: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** The JSON body; for `multipart` endpoints, the text fields of the form (files are read by the route). */
  readonly body?: z.ZodType;
  /** Takes multipart/form-data (an upload); the web client sends a FormData as it is. */
  readonly multipart?: boolean;
  /** The largest request body in bytes, when the app-wide limit (256 KB) is too small (an import). */
  readonly bodyLimit?: number;
  /** Answers with this media type instead of JSON (a picture, a page); `responses` then only documents it. */
  readonly produces?: string;
  /** Answers by status. The first 2xx is what the route sends by default and what the web client parses. */
  readonly responses: { readonly [status: number]: z.ZodType };
}

/** Declares an endpoint; `const` keeps its literal path and access in the type. */
export const endpoint = <const E extends EndpointSpec>(spec: E): E => spec;

type SuccessStatus = 200 | 201 | 202 | 204;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export type ParamsIn<E extends EndpointSpec> = Input<E['params']>;
export type QueryIn<E extends EndpointSpec> = Input<E['query']>;
export type BodyIn<E extends EndpointSpec> = E['multipart'] extends true ? FormData : Input<E['body']>;
export type ParamsOut<E extends EndpointSpec> = Output<E['params']>;
export type QueryOut<E extends EndpointSpec> = Output<E['query']>;
export type BodyOut<E extends EndpointSpec> = Output<E['body']>;
/** The success answer as the server sends it (and the web client receives it, parsed). */
export type ResponseOf<E extends EndpointSpec> = Output<
  E['responses'][Extract<keyof E['responses'], SuccessStatus>]
>;
export type ResponseIn<E extends EndpointSpec> = Input<
  E['responses'][Extract<keyof E['responses'], SuccessStatus>]
>;

/**
 * The success status an endpoint answers with, e.g. 201 for a creation; a redirect for the few endpoints a
 * browser is sent to (an OAuth callback), which declare a 3xx instead of a 2xx.
 */
export function successStatus(spec: EndpointSpec): number {
  const codes = Object.keys(spec.responses).map(Number);
  const status =
    codes.find((code) => code >= 200 && code < 300) ?? codes.find((code) => code >= 300 && code < 400);
  if (status === undefined) throw new Error(`${spec.method} ${spec.path} declares no 2xx or 3xx response`);
  return status;
}

/** The path with its parameters filled in (each one URL-encoded). */
export function pathOf(spec: EndpointSpec, params: Record<string, string | number> = {}): string {
  return spec.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${spec.method} ${spec.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
