import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@fertilia/contracts';
import { createTestApp } from '../test/app';
import {
  CALLERS,
  DECLARED_ENDPOINTS,
  callerName,
  expectedAccess,
  samplePath,
  type Caller,
} from '../test/endpoints';
import { createUserWithToken, openTestSession } from '../test/users';

/**
 * Every declared endpoint × every kind of caller, against the access rule it declares: a refused caller gets
 * exactly 401 or 403, an admitted one is never turned away by the guard. Generated from the declarations, so
 * a new endpoint is checked the moment it exists, and one declared but not registered fails here.
 */
describe('the authorization matrix of every declared endpoint', () => {
  let app: FastifyInstance;
  const userOf = new Map<string, number>();
  beforeAll(async () => {
    app = await createTestApp();
    for (const caller of CALLERS) {
      if (caller.kind === 'anonymous') continue;
      const made = await createUserWithToken(app, {
        role: caller.kind === 'role' ? caller.role : 'patient',
        confirmed: caller.kind !== 'unconfirmed',
      });
      userOf.set(callerName(caller), made.user.id);
    }
  });
  afterAll(() => app.close());

  /** A fresh session per call: a call that signs out or changes the password cannot spoil the next. */
  async function headersFor(caller: Caller): Promise<Record<string, string>> {
    if (caller.kind === 'anonymous') return {};
    const userId = userOf.get(callerName(caller))!;
    const role = caller.kind === 'role' ? caller.role : 'patient';
    const sessionId = await openTestSession(app, userId, app.deps.clock.now());
    const token = await app.deps.accessTokens.sign({ userId, sessionId, role });
    return { authorization: `Bearer ${token}` };
  }

  it('declares a good number of endpoints, each registered', () => {
    expect(DECLARED_ENDPOINTS.length).toBeGreaterThan(100);
    for (const { name, endpoint } of DECLARED_ENDPOINTS)
      expect(
        // With ignoreTrailingSlash, Fastify stores a route without its trailing slash.
        [endpoint.path, endpoint.path.replace(/\/$/, '')].some((url) =>
          app.hasRoute({ method: endpoint.method, url }),
        ),
        `${name} (${endpoint.method} ${endpoint.path}) is declared but not registered`,
      ).toBe(true);
  });

  for (const { name, endpoint } of DECLARED_ENDPOINTS) {
    it(`${name}: ${endpoint.method} ${endpoint.path} (${endpoint.access.kind})`, async () => {
      const outcomes: string[] = [];
      for (const caller of CALLERS) {
        const res = await app.inject({
          method: endpoint.method,
          url: samplePath(endpoint),
          headers: await headersFor(caller),
          ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
        });
        const expected = expectedAccess(endpoint.access, caller);
        const refusedByGuard =
          res.statusCode === 401 ||
          (res.statusCode === 403 &&
            (res.json().detail === MESSAGES.accountNotConfirmed ||
              (res.json().detail === MESSAGES.forbidden && endpoint.access.kind !== 'owner')));
        const got = refusedByGuard ? res.statusCode : 'allowed';
        if (got !== expected)
          outcomes.push(`${callerName(caller)}: expected ${expected}, got ${res.statusCode} ${res.body}`);
      }
      expect(outcomes).toEqual([]);
    });
  }
});
