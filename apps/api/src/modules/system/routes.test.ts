import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/app';

describe('system routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ env: { ENABLE_BETA_FEATURES: 'yes', ENABLE_ANALYTICS: 'off' } });
  });
  afterAll(() => app.close());

  it('reports health with the database up, version and uptime', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up', version: expect.any(String) });
    expect(res.json().uptime_seconds).toBeGreaterThanOrEqual(0);
  });

  it('serves the path with or without a trailing slash', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
  });

  it('reports the feature flags parsed from the environment', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().features).toEqual({
      enableSubscriptionFeatures: true,
      enableBetaFeatures: true,
      enableAnalytics: false,
      enableNotifications: true,
    });
  });

  it('accepts and echoes X-API-Version v1, issues a CSRF token and forbids caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config', headers: { 'x-api-version': 'v1' } });
    expect(res.headers['x-api-version']).toBe('v1');
    expect(res.headers['x-csrf-token']).toMatch(/^[\w-]{20,}$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses any other API version with 400 and a clear message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config', headers: { 'x-api-version': 'v2' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: "Unsupported API version 'v2'. Supported: v1" });
  });

  it('sends the security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers unknown API paths with a 404 in the FastAPI shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found' });
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });
});
