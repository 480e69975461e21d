import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  ROLES,
  emailField,
  medicalProfileSchema,
  professionalProfileSchema,
  usernameField,
} from '@fertilia/contracts';
import { users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { createTestApp } from '../../test/app';
import { testContext } from '../../test/context';
import { listAllPlans, listPublicPlans } from '../plans/service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, disableDemoAccounts, seedDemoAccounts } from './demo-accounts';

describe('demo accounts', () => {
  let app: FastifyInstance;
  const logged: unknown[] = [];
  const log = { info: (...args: unknown[]) => logged.push(args) } as unknown as FastifyInstance['log'];

  beforeAll(async () => {
    app = await createTestApp();
    await seedDemoAccounts(testContext(app, { log }));
    await seedDemoAccounts(testContext(app, { log }));
  });
  afterAll(() => app.close());

  it('creates one confirmed, active account per role, even when run twice', async () => {
    const rows = await app.deps.db.db.select().from(users);
    expect(rows).toHaveLength(ROLES.length);
    expect(rows.map((r) => r.role).sort()).toEqual([...ROLES].sort());
    expect(rows.every((r) => r.confirmed && r.status === 'active' && r.firstName && r.lastName)).toBe(true);
  });

  it('uses addresses and usernames that pass the sign-in and profile rules', () => {
    for (const a of DEMO_ACCOUNTS) {
      expect(emailField.parse(a.email)).toBe(a.email);
      expect(usernameField.parse(a.username)).toBe(a.username);
    }
    expect(DEMO_ACCOUNTS.find((a) => a.role === 'patient')?.email).toBe('patient@demo.fertilia.local');
  });

  it('gives every account the demo password, hashed once and shared', async () => {
    const rows = await app.deps.db.db.select().from(users);
    expect(new Set(rows.map((r) => r.passwordHash)).size).toBe(1);
    expect(await verifyPassword(rows[0]!.passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('fills a medical profile for the patient and professional profiles for expert and doctor', async () => {
    const byRole = async (role: 'patient' | 'expert' | 'doctor' | 'admin') =>
      (await app.deps.db.db.select().from(users).where(eq(users.role, role)))[0]!;
    expect((await byRole('patient')).medicalProfile).toMatchObject({ trying_to_conceive: true });
    expect((await byRole('expert')).professionalProfile).toMatchObject({ available_for_appointment: true });
    expect((await byRole('doctor')).professionalProfile).toMatchObject({
      specialization: expect.any(String),
    });
    expect((await byRole('admin')).medicalProfile).toBeNull();
    // The demo patient keeps her real name private (the default); the demo professionals show theirs.
    expect((await byRole('patient')).showRealName).toBe(false);
    expect((await byRole('doctor')).showRealName).toBe(true);
    // The profiles must pass the same rules as a profile edit, or the demo user could not save theirs.
    medicalProfileSchema.parse((await byRole('patient')).medicalProfile);
    professionalProfileSchema.parse((await byRole('expert')).professionalProfile);
    professionalProfileSchema.parse((await byRole('doctor')).professionalProfile);
  });

  it('puts three plans with prices on the pricing page, once', async () => {
    const plans = await listPublicPlans(testContext(app));
    expect(plans.map((p) => p.name)).toEqual(['Essentials', 'Care', 'Complete']);
    expect(plans.map((p) => p.prices.length)).toEqual([1, 2, 2]);
    expect(plans[1]!.prices.map((p) => [p.amount, p.currency, p.interval])).toEqual([
      [1900, 'GBP', 'month'],
      [19000, 'GBP', 'year'],
    ]);
    expect(await listAllPlans(testContext(app))).toHaveLength(3);
  });

  it('logs the demo e-mail addresses but never the password', () => {
    const text = JSON.stringify(logged);
    expect(text).toContain('patient@demo.fertilia.local');
    expect(text).toContain('super_admin@demo.fertilia.local');
    expect(text).not.toContain(DEMO_PASSWORD);
  });

  // Last: it suspends the accounts the other tests read.
  it('suspends every demo account when the app may not have them (it listens beyond this machine)', async () => {
    const super_admin = DEMO_ACCOUNTS.find((a) => a.role === 'super_admin')!;
    const before = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: super_admin.email, password: DEMO_PASSWORD },
    });
    expect(before.statusCode).toBe(200);
    expect(await disableDemoAccounts(testContext(app))).toBe(DEMO_ACCOUNTS.length);
    expect(await disableDemoAccounts(testContext(app))).toBe(0);
    const rows = await app.deps.db.db.select().from(users);
    expect(rows.every((r) => r.status === 'suspended')).toBe(true);
    const after = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: super_admin.email, password: DEMO_PASSWORD },
    });
    expect(after.statusCode).toBe(403);
    // The token handed out before is refused too: suspension acts on every request.
    const profile = await app.inject({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: { authorization: `Bearer ${before.json().access_token}` },
    });
    expect(profile.statusCode).toBe(401);
  });
});
