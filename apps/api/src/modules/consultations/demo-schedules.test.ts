import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import type { ExpertPage } from '@fertilia/contracts';
import { testClock } from '../auth/test-helpers';
import { createTestApp } from '../../test/app';
import { testContext } from '../../test/context';
import { injectAs } from '../../test/http';
import { createUserWithToken } from '../../test/users';
import { DEMO_ACCOUNTS, findUserWithUsername } from '../users/service';
import { seedDemoAccounts } from '../users/demo-accounts';
import { seedDemoSchedules } from './demo-schedules';
import { T0, slotsOf } from './test/expert-fixtures';

describe('demo schedules', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ clock: testClock(T0) });
    await seedDemoAccounts(testContext(app));
  });
  afterAll(() => app.close());

  it('gives the demo expert and doctor hours in their zones, once', async () => {
    const ctx = testContext(app);
    expect(await seedDemoSchedules(ctx)).toBe(2);
    const expert = (await findUserWithUsername(
      ctx,
      DEMO_ACCOUNTS.find((a) => a.role === 'expert')!.username,
    ))!;
    const doctor = (await findUserWithUsername(
      ctx,
      DEMO_ACCOUNTS.find((a) => a.role === 'doctor')!.username,
    ))!;
    const expertSlots = await slotsOf(app, expert.id);
    const doctorSlots = await slotsOf(app, doctor.id);
    const firstOn = (slots: typeof expertSlots, zone: string, date: string) =>
      slots
        .map((s) => DateTime.fromJSDate(s.startsAt, { zone }))
        .find((t) => t.toISODate() === date)!
        .toFormat('HH:mm');
    // Tuesday 2 June: the expert opens at 09:00 in London, the doctor at 13:00 in Stockholm.
    expect(firstOn(expertSlots, 'Europe/London', '2026-06-02')).toBe('09:00');
    expect(firstOn(doctorSlots, 'Europe/Stockholm', '2026-06-02')).toBe('13:00');
    expect(await seedDemoSchedules(ctx)).toBe(0);
    expect(await slotsOf(app, expert.id)).toHaveLength(expertSlots.length);

    const patient = await createUserWithToken(app, { role: 'patient' });
    const res = await injectAs(
      app,
      patient,
      'GET',
      '/api/consultations/experts?available_only=true&sort_by=name',
    );
    const page: ExpertPage = res.json();
    expect(page.items.map((e) => e.name)).toEqual(['Amara Okafor', 'Henrik Lindqvist']);
    expect(page.items.every((e) => e.next_available_at !== null)).toBe(true);
  });
});
