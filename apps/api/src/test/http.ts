import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestUser } from './users';

/** Calls the app as `who` (anonymous when null), with `payload` as the JSON body when there is one. */
export const injectAs = (
  app: FastifyInstance,
  who: TestUser | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url,
    headers: who ? who.auth : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

/** The items of a FastAPI-shaped 422 `detail`, without their `type`. */
export const issues = (res: LightMyRequestResponse) =>
  (res.json().detail as { loc: unknown[]; msg: string }[]).map(({ loc, msg }) => ({ loc, msg }));

/** POSTs `payload` as `who` and returns what it created; any answer but 201 throws, naming the answer. */
export async function postCreated<T>(
  app: FastifyInstance,
  who: TestUser,
  url: string,
  payload: unknown,
): Promise<T> {
  const res = await injectAs(app, who, 'POST', url, payload);
  if (res.statusCode !== 201) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** What injectAs takes after the app: a file's own caller is `(...args: InjectAsArgs) => injectAs(app, ...args)`. */
export type InjectAsArgs =
  Parameters<typeof injectAs> extends [FastifyInstance, ...infer Rest] ? Rest : never;
