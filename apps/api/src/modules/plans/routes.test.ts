import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Plan } from '@fertilia/contracts';
import { createTestApp } from '../../test/app';
import { testContext } from '../../test/context';
import { addPrice, createPlan } from './service';

describe('GET /api/plans (public pricing)', () => {
  let app: FastifyInstance;
  let shown: Plan;
  let hidden: Plan;
  let monthly: number;

  beforeAll(async () => {
    app = await createTestApp();
    const ctx = testContext(app);
    shown = await createPlan(ctx, {
      name: 'Care',
      description: 'Guided care',
      features: ['Chat'],
      entitlements: ['expert_chat'],
      is_active: true,
    });
    hidden = await createPlan(ctx, {
      name: 'Legacy',
      description: '',
      features: [],
      entitlements: [],
      is_active: false,
    });
    monthly = (
      await addPrice(ctx, {
        planId: shown.id,
        price: { amount: 1900, currency: 'EUR', interval: 'month', is_active: true },
      })
    ).id;
    await addPrice(ctx, {
      planId: shown.id,
      price: { amount: 1500, currency: 'EUR', interval: 'month', is_active: false },
    });
    await addPrice(ctx, {
      planId: hidden.id,
      price: { amount: 900, currency: 'EUR', interval: 'month', is_active: true },
    });
  });
  afterAll(() => app.close());

  it('lists active plans with only their active prices, to anyone, without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/plans' });
    expect(res.statusCode).toBe(200);
    const plans: Plan[] = res.json();
    expect(plans.map((p) => p.id)).toEqual([shown.id]);
    expect(plans[0]).toMatchObject({ name: 'Care', description: 'Guided care', features: ['Chat'] });
    expect(plans[0]!.prices.map((p) => p.id)).toEqual([monthly]);
  });

  it('serves the path with a trailing slash too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/plans/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
  });

  it('answers an empty list when nothing is on sale', async () => {
    const empty = await createTestApp();
    const res = await empty.inject({ method: 'GET', url: '/api/plans' });
    expect(res.json()).toEqual([]);
    await empty.close();
  });
});
