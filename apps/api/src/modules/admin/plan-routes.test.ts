import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { MESSAGES, type Plan } from '@fertilia/contracts';
import { auditEvents } from '../../db/schema';
import { createTestAppWithCast } from '../../test/app';
import { injectAs, type InjectAsArgs } from '../../test/http';
import type { Cast, CastSpec } from '../../test/users';

const CAST = {
  admin: 'admin',
  finance: 'finance',
  support: 'support',
  patient: 'patient',
} satisfies CastSpec;

describe('admin plan management', () => {
  let app: FastifyInstance;
  let cast: Cast<typeof CAST>;

  beforeAll(async () => ({ app, cast } = await createTestAppWithCast(CAST)));
  afterAll(() => app.close());

  const call = (...args: InjectAsArgs) => injectAs(app, ...args);
  const newPlan = async (body: object = { name: 'Care' }): Promise<Plan> => {
    const res = await call(cast.admin, 'POST', '/api/admin/plans', body);
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const planAudit = () =>
    app.deps.db.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'admin.plan_changed'))
      .orderBy(asc(auditEvents.id));
  const expect422 = (
    res: { statusCode: number; json: () => { detail: unknown } },
    loc: unknown[],
    msg?: string,
  ) => {
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([expect.objectContaining({ loc, ...(msg ? { msg } : {}) })]);
  };

  describe('plans', () => {
    it('creates a plan with defaults, trimmed, and records who did it', async () => {
      const plan = await newPlan({ name: '  Care  ', features: ['Chat with an expert'] });
      expect(plan).toMatchObject({
        name: 'Care',
        description: '',
        features: ['Chat with an expert'],
        is_active: true,
        prices: [],
      });
      const events = await planAudit();
      expect(events.at(-1)).toMatchObject({
        actorId: cast.admin.user.id,
        details: { plan_id: plan.id, change: 'created' },
      });
    });

    it('lets finance manage plans too', async () => {
      const res = await call(cast.finance, 'POST', '/api/admin/plans', { name: 'Finance plan' });
      expect(res.statusCode).toBe(201);
    });

    it.each([
      [{}, ['body', 'name'], 'Name is required'],
      [{ name: '   ' }, ['body', 'name'], 'Name is required'],
      [{ name: 'x'.repeat(81) }, ['body', 'name'], 'Name must be at most 80 characters'],
      [
        { name: 'A', description: 'x'.repeat(1001) },
        ['body', 'description'],
        'Description must be at most 1000 characters',
      ],
      [{ name: 'A', features: [' '] }, ['body', 'features', 0], 'A feature cannot be empty'],
      [
        { name: 'A', features: ['x'.repeat(201)] },
        ['body', 'features', 0],
        'A feature must be at most 200 characters',
      ],
      [
        { name: 'A', features: Array.from({ length: 31 }, (_, i) => `f${i}`) },
        ['body', 'features'],
        'At most 30 features',
      ],
      [{ name: 'A', is_active: 'yes' }, ['body', 'is_active'], undefined],
    ])('refuses %j with 422', async (body, loc, msg) => {
      expect422(await call(cast.admin, 'POST', '/api/admin/plans', body), loc, msg);
    });

    it('lists every plan, inactive ones and prices included, ordered by id (cache-buster accepted)', async () => {
      const hidden = await newPlan({ name: 'Retired', is_active: false });
      await call(cast.admin, 'POST', `/api/admin/plans/${hidden.id}/prices`, {
        amount: 900,
        currency: 'EUR',
        interval: 'month',
        is_active: false,
      });
      const res = await call(cast.admin, 'GET', `/api/admin/plans?t=${Date.now()}`);
      expect(res.statusCode).toBe(200);
      const plans: Plan[] = res.json();
      expect(plans.map((p) => p.id)).toEqual([...plans.map((p) => p.id)].sort((a, b) => a - b));
      expect(plans.find((p) => p.id === hidden.id)).toMatchObject({
        is_active: false,
        prices: [expect.objectContaining({ amount: 900, is_active: false })],
      });
    });

    it('reads one plan, 404 when missing, 422 for a malformed id', async () => {
      const plan = await newPlan({ name: 'Single' });
      const res = await call(cast.admin, 'GET', `/api/admin/plans/${plan.id}?t=1`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(plan);
      const missing = await call(cast.admin, 'GET', '/api/admin/plans/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: MESSAGES.planNotFound });
      expect422(await call(cast.admin, 'GET', '/api/admin/plans/0'), ['path', 'id'], MESSAGES.invalidId);
    });

    it('updates only the fields sent and stamps updated_at', async () => {
      const plan = await newPlan({ name: 'Before', description: 'Kept', features: ['one'] });
      const res = await call(cast.admin, 'PUT', `/api/admin/plans/${plan.id}`, {
        name: 'After',
        is_active: false,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'After',
        description: 'Kept',
        features: ['one'],
        is_active: false,
      });
      expect(Date.parse(res.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(plan.updated_at));
      expect((await planAudit()).at(-1)?.details).toEqual({ plan_id: plan.id, change: 'updated' });
    });

    it('refuses an empty or invalid update with 422 and an unknown plan with 404', async () => {
      const plan = await newPlan();
      expect422(
        await call(cast.admin, 'PUT', `/api/admin/plans/${plan.id}`, {}),
        ['body'],
        MESSAGES.atLeastOneField,
      );
      expect422(
        await call(cast.admin, 'PUT', `/api/admin/plans/${plan.id}`, { name: '' }),
        ['body', 'name'],
        'Name is required',
      );
      const missing = await call(cast.admin, 'PUT', '/api/admin/plans/999999', { name: 'X' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: MESSAGES.planNotFound });
    });

    it('deletes a plan with its prices', async () => {
      const plan = await newPlan();
      const price = (
        await call(cast.admin, 'POST', `/api/admin/plans/${plan.id}/prices`, {
          amount: 1,
          currency: 'EUR',
          interval: 'year',
        })
      ).json();
      const res = await call(cast.admin, 'DELETE', `/api/admin/plans/${plan.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.planDeleted });
      expect((await call(cast.admin, 'GET', `/api/admin/plans/${plan.id}`)).statusCode).toBe(404);
      expect(
        (await call(cast.admin, 'PUT', `/api/admin/plans/prices/${price.id}`, { amount: 2 })).statusCode,
      ).toBe(404);
      expect((await call(cast.admin, 'DELETE', `/api/admin/plans/${plan.id}`)).json()).toEqual({
        detail: MESSAGES.planNotFound,
      });
      expect((await planAudit()).at(-1)?.details).toEqual({ plan_id: plan.id, change: 'deleted' });
    });

    it.each([
      ['GET', '/api/admin/plans'],
      ['GET', '/api/admin/plans/1'],
      ['POST', '/api/admin/plans'],
      ['PUT', '/api/admin/plans/1'],
      ['DELETE', '/api/admin/plans/1'],
    ] as const)(
      'refuses %s %s without a token (401) and for support or a patient (403)',
      async (method, url) => {
        const body = method === 'POST' || method === 'PUT' ? { name: 'X' } : undefined;
        expect((await call(null, method, url, body)).statusCode).toBe(401);
        expect((await call(cast.support, method, url, body)).statusCode).toBe(403);
        expect((await call(cast.patient, method, url, body)).json()).toEqual({ detail: MESSAGES.forbidden });
      },
    );
  });

  describe('prices', () => {
    it('adds a price in minor units with the currency upper-cased', async () => {
      const plan = await newPlan();
      const res = await call(cast.admin, 'POST', `/api/admin/plans/${plan.id}/prices`, {
        amount: 1999,
        currency: 'eur',
        interval: 'month',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        plan_id: plan.id,
        amount: 1999,
        currency: 'EUR',
        interval: 'month',
        is_active: true,
      });
      expect((await call(cast.admin, 'GET', `/api/admin/plans/${plan.id}`)).json().prices).toEqual([
        res.json(),
      ]);
      expect((await planAudit()).at(-1)?.details).toEqual({
        plan_id: plan.id,
        change: 'price_added',
        price_id: res.json().id,
      });
    });

    it.each([
      [
        { amount: 19.99, currency: 'EUR', interval: 'month' },
        'amount',
        'Amount must be a whole number of minor units (e.g. cents)',
      ],
      [{ amount: -1, currency: 'EUR', interval: 'month' }, 'amount', 'Amount cannot be negative'],
      [{ amount: 100_000_001, currency: 'EUR', interval: 'month' }, 'amount', 'Amount is too large'],
      [
        { currency: 'EUR', interval: 'month' },
        'amount',
        'Amount must be a whole number of minor units (e.g. cents)',
      ],
      [
        { amount: 100, currency: 'EURO', interval: 'month' },
        'currency',
        'Currency must be a 3-letter ISO code',
      ],
      [
        { amount: 100, currency: 'E1R', interval: 'month' },
        'currency',
        'Currency must be a 3-letter ISO code',
      ],
      [{ amount: 100, currency: 'EUR', interval: 'weekly' }, 'interval', undefined],
    ])('refuses %j with 422 on %s', async (body, field, msg) => {
      const plan = await newPlan();
      expect422(
        await call(cast.admin, 'POST', `/api/admin/plans/${plan.id}/prices`, body),
        ['body', field],
        msg,
      );
    });

    it('answers 404 when adding a price to a missing plan', async () => {
      const res = await call(cast.admin, 'POST', '/api/admin/plans/999999/prices', {
        amount: 100,
        currency: 'EUR',
        interval: 'month',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: MESSAGES.planNotFound });
    });

    it('updates and deletes a price through /plans/prices/:id, not mistaken for a plan id', async () => {
      const plan = await newPlan();
      const price = (
        await call(cast.admin, 'POST', `/api/admin/plans/${plan.id}/prices`, {
          amount: 500,
          currency: 'GBP',
          interval: 'year',
        })
      ).json();
      const updated = await call(cast.admin, 'PUT', `/api/admin/plans/prices/${price.id}`, {
        amount: 450,
        is_active: false,
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toEqual({ ...price, amount: 450, is_active: false });
      expect((await planAudit()).at(-1)?.details).toEqual({
        plan_id: plan.id,
        change: 'price_updated',
        price_id: price.id,
      });

      const deleted = await call(cast.admin, 'DELETE', `/api/admin/plans/prices/${price.id}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ message: MESSAGES.planPriceDeleted });
      expect((await call(cast.admin, 'GET', `/api/admin/plans/${plan.id}`)).json().prices).toEqual([]);
      const again = await call(cast.admin, 'DELETE', `/api/admin/plans/prices/${price.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ detail: MESSAGES.priceNotFound });
    });

    it('refuses an empty or invalid price update with 422 and an unknown price with 404', async () => {
      const plan = await newPlan();
      const price = (
        await call(cast.admin, 'POST', `/api/admin/plans/${plan.id}/prices`, {
          amount: 500,
          currency: 'EUR',
          interval: 'year',
        })
      ).json();
      expect422(
        await call(cast.admin, 'PUT', `/api/admin/plans/prices/${price.id}`, {}),
        ['body'],
        MESSAGES.atLeastOneField,
      );
      expect422(
        await call(cast.admin, 'PUT', `/api/admin/plans/prices/${price.id}`, { amount: -5 }),
        ['body', 'amount'],
        'Amount cannot be negative',
      );
      expect422(
        await call(cast.admin, 'PUT', '/api/admin/plans/prices/abc', { amount: 5 }),
        ['path', 'id'],
        MESSAGES.invalidId,
      );
      const missing = await call(cast.admin, 'PUT', '/api/admin/plans/prices/999999', { amount: 5 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: MESSAGES.priceNotFound });
    });

    it.each([
      ['POST', '/api/admin/plans/1/prices'],
      ['PUT', '/api/admin/plans/prices/1'],
      ['DELETE', '/api/admin/plans/prices/1'],
    ] as const)('refuses %s %s without a token (401) and for support (403)', async (method, url) => {
      const body = method === 'DELETE' ? undefined : { amount: 1, currency: 'EUR', interval: 'month' };
      expect((await call(null, method, url, body)).statusCode).toBe(401);
      expect((await call(cast.support, method, url, body)).statusCode).toBe(403);
    });
  });
});
