import { afterAll, beforeAll, describe, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { EndpointSpec } from '@fertilia/contracts';
import { createTestApp } from '../test/app';
import { DECLARED_ENDPOINTS, admittedCaller, callerName, type Caller } from '../test/endpoints';
import { createUserWithToken, openTestSession } from '../test/users';

/**
 * Property-based fuzzing of every declared endpoint through `inject`: random parameters, query strings and
 * bodies — hostile text, huge numbers, NUL bytes, wrong types, unknown fields — sent by a caller the access
 * rule admits, so they reach validation and the service. Whatever arrives, the answer is never a 5xx.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

const hostileText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\u202e\u0007',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '9'.repeat(30),
  '2147483648',
  '-1',
  '0',
  '1e309',
  'NaN',
  'true',
  'null',
  '{}',
  'x'.repeat(20_000),
  '😀'.repeat(100),
);
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  hostileText,
  fc.integer().map(String),
  fc.bigInt().map(String),
);

/** The field names a zod object schema knows, so generated values often land on real fields. */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

const keyFrom = (known: string[]) =>
  known.length
    ? fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 12 }))
    : fc.string({ maxLength: 12 });

function requestArbitrary(endpoint: EndpointSpec) {
  const params = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);
  const bodyFields = fieldsOf(endpoint.body);
  const jsonValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), text);
  return fc.record({
    params: fc.tuple(...params.map(() => text)),
    query: fc.dictionary(
      keyFrom(fieldsOf(endpoint.query)),
      fc.oneof(text, fc.array(text, { maxLength: 3 })),
      {
        maxKeys: 4,
      },
    ),
    body: fc.oneof(
      fc.constant(undefined),
      fc.jsonValue({ maxDepth: 3 }),
      fc.dictionary(keyFrom(bodyFields), jsonValue, { maxKeys: 6 }),
    ),
    address: fc.ipV4(),
  });
}

function urlOf(endpoint: EndpointSpec, params: string[], query: Record<string, string | string[]>) {
  let i = 0;
  const path = endpoint.path.replace(/:([A-Za-z_]\w*)/g, () => encodeURIComponent(params[i++] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

describe('fuzzing every declared endpoint never produces a 5xx', () => {
  let app: FastifyInstance;
  const users = new Map<string, { id: number; role: string }>();
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function headersFor(caller: Caller): Promise<Record<string, string>> {
    if (caller.kind === 'anonymous') return {};
    const key = callerName(caller);
    let user = users.get(key);
    if (!user) {
      const role = caller.kind === 'role' ? caller.role : 'patient';
      const made = await createUserWithToken(app, { role, confirmed: caller.kind !== 'unconfirmed' });
      user = { id: made.user.id, role };
      users.set(key, user);
    }
    // A fresh session per endpoint: one that signs out or changes the password spoils only its own runs.
    const sessionId = await openTestSession(app, user.id, app.deps.clock.now());
    const token = await app.deps.accessTokens.sign({
      userId: user.id,
      sessionId,
      role: user.role as Parameters<typeof app.deps.accessTokens.sign>[0]['role'],
    });
    return { authorization: `Bearer ${token}` };
  }

  for (const { name, endpoint } of DECLARED_ENDPOINTS) {
    it(`${name}: ${endpoint.method} ${endpoint.path}`, async () => {
      const headers = await headersFor(admittedCaller(endpoint.access));
      await fc.assert(
        fc.asyncProperty(requestArbitrary(endpoint), async ({ params, query, body, address }) => {
          const res = await app.inject({
            method: endpoint.method,
            url: urlOf(endpoint, params, query),
            remoteAddress: address,
            headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          });
          if (res.statusCode >= 500) throw new Error(`${res.statusCode}: ${res.body}`);
        }),
        { numRuns: RUNS },
      );
    });
  }
});
