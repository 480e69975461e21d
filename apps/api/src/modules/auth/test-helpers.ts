import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Clock } from '../../lib/clock';

/*
 * Shared by the auth test files only. Every call comes from its own address unless a test says otherwise,
 * so the per-address rate limits are exercised only where a test means to.
 */

let ipCounter = 0;
/** A fresh client address (TEST-NET-2 range plus a counter). */
export const nextIp = () => `198.51.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

export const PASSWORD = 'Quiet-Harbor-Lantern-58';
export const OTHER_PASSWORD = 'Amber-Falcon-Orchard-71';

let userCounter = 0;
export type TestUser = {
  email: string;
  username: string;
  password: string;
  access: string;
  refresh: string;
  id: number;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function call(app: FastifyInstance, options: InjectOptions & { ip?: string }) {
  const { ip, ...rest } = options;
  return app.inject({ remoteAddress: ip ?? nextIp(), ...rest });
}

/** Registers a fresh account (unconfirmed) and returns its credentials and first token pair. */
export async function registerUser(
  app: FastifyInstance,
  fields: Record<string, unknown> = {},
): Promise<TestUser> {
  const n = `${++userCounter}${Math.random().toString(36).slice(2, 6)}`;
  const body = {
    email: `user${n}@example.org`,
    username: `user_${n}`,
    password: PASSWORD,
    confirm_password: PASSWORD,
    role: 'patient',
    ...fields,
  };
  const res = await call(app, { method: 'POST', url: '/api/auth/', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const json = res.json();
  return {
    email: body.email as string,
    username: body.username as string,
    password: body.password as string,
    access: json.access_token,
    refresh: json.refresh_token,
    id: json.user.id,
  };
}

export const login = (app: FastifyInstance, email: string, password: string, ip?: string) =>
  call(app, { method: 'POST', url: '/api/auth/login/', payload: { email, password }, ip });

export const refresh = (app: FastifyInstance, token: string, ip?: string) =>
  call(app, { method: 'POST', url: '/api/auth/token/refresh', payload: { refresh: token }, ip });

export const profile = (app: FastifyInstance, token: string) =>
  call(app, { method: 'GET', url: '/api/auth/profile/', headers: bearer(token) });

/** A clock the test moves by hand. */
export function testClock(start = new Date()): Clock & { advance(seconds: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(seconds: number) {
      current += seconds * 1000;
    },
  };
}

/** The token a mailed link carries: `?token=` for confirmation, the last path segment for resets. */
export const tokenOf = (link: string) => {
  const url = new URL(link);
  return url.searchParams.get('token') ?? url.pathname.split('/').pop()!;
};

/** The 422 detail items' locations and messages, for compact assertions. */
export const issues = (body: { detail: { loc: (string | number)[]; msg: string }[] }) =>
  body.detail.map((d) => ({ loc: d.loc, msg: d.msg }));
