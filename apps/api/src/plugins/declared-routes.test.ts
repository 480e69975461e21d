import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access, endpoint } from '@fertilia/contracts';
import { route } from '../http/route';
import { createTestApp } from '../test/app';
import { declaredRoutesPlugin } from './declared-routes';

const ping = endpoint({
  method: 'GET',
  path: '/api/ping',
  access: access.public,
  tags: ['test'],
  summary: 'A declared endpoint',
  responses: { 200: z.object({ ok: z.boolean() }) },
});

async function bareApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(declaredRoutesPlugin);
  return app;
}

describe('routes without a declared access rule', () => {
  it('stop the app at registration, naming the route and what to do', async () => {
    const app = await bareApp();
    expect(() => app.get('/api/undeclared', async () => ({ ok: true }))).toThrow(
      'GET /api/undeclared has no declared access rule: declare it with endpoint({ access, ... }) in packages/contracts',
    );
    await app.close();
  });

  it('are refused inside a plugin too, so the app never becomes ready', async () => {
    const app = await bareApp();
    void app.register(async (scope) => {
      scope.post('/api/plugin-route', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow('POST /api/plugin-route has no declared access rule');
  });

  it('let declared endpoints and pages outside /api through', async () => {
    const app = await bareApp();
    route(app, ping, async () => ({ ok: true }));
    app.get('/healthz-page', async () => 'page');
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: '/api/ping' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/healthz-page' })).toBe(true);
    await app.close();
  });
});

describe('the app', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('checks every route it registers', () => {
    expect(app.hasPlugin('declared-routes')).toBe(true);
  });
});
