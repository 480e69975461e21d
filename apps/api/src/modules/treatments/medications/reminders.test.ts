import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MedicationInput, NotificationPage } from '@fertilia/contracts';
import { users } from '../../../db/schema';
import { testContext } from '../../../test/context';
import { injectAs } from '../../../test/http';
import type { TestUser } from '../../../test/users';
import { createCareTestApp, createPatient, testClock } from '../../consultations/care-test-helpers';
import type { NotifyInput, Notifier } from '../../notifications/notify';
import { recordingNotifier } from '../../../test/notifier';
import { runMedicationReminderTick } from './reminders';
import { addMedication, dosesUrl } from './test-helpers';

/*
 * The reminder job, run with clocks of the test's choosing (the app's own clock, for the calls that set the
 * medications up, stays at 2026-11-24 12:00 UTC). A dose is reminded from its local time in its zone, within
 * the grace period, once.
 */
describe('medication reminders', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createCareTestApp(testClock());
  });
  afterAll(() => app.close());

  const tick = (notifier: Notifier, now: string) =>
    runMedicationReminderTick(
      testContext(app, { notifications: notifier, clock: { now: () => new Date(now) } }),
    );
  const keysFor = (sent: NotifyInput[], who: TestUser) =>
    sent.filter((n) => n.userId === who.user.id).map((n) => n.groupKey);

  /** A patient with one daily medication at `time` in `zone`, from `start`. */
  const patientWith = async (overrides: Partial<MedicationInput>) => {
    const who = await createPatient(app);
    const med = await addMedication(app, who, {
      start_date: '2026-11-25',
      end_date: '2026-11-30',
      times: ['08:00'],
      ...overrides,
    });
    return { who, med };
  };

  it('reminds a dose in Auckland and one in Los Angeles each at 08:00 of her own day, not before', async () => {
    const nz = await patientWith({ time_zone: 'Pacific/Auckland' });
    const la = await patientWith({ time_zone: 'America/Los_Angeles' });
    const { sent, notifier } = recordingNotifier();

    await tick(notifier, '2026-11-24T18:59:00Z'); // 07:59 on the 25th in Auckland
    expect(keysFor(sent, nz.who)).toEqual([]);
    expect(await tick(notifier, '2026-11-24T19:00:00Z')).toBeGreaterThanOrEqual(1); // 08:00 there
    expect(keysFor(sent, nz.who)).toEqual([`medication:${nz.med.id}:2026-11-25T08:00`]);
    // Los Angeles is still on the 24th (11:00), before its course starts.
    expect(keysFor(sent, la.who)).toEqual([]);

    await tick(notifier, '2026-11-25T15:59:00Z'); // 07:59 on the 25th in Los Angeles
    expect(keysFor(sent, la.who)).toEqual([]);
    await tick(notifier, '2026-11-25T16:00:00Z'); // 08:00 there
    expect(keysFor(sent, la.who)).toEqual([`medication:${la.med.id}:2026-11-25T08:00`]);
    expect(keysFor(sent, nz.who)).toHaveLength(1);
  });

  it('sends each reminder once, through the notification service, however often it ticks', async () => {
    const { who, med } = await patientWith({ time_zone: 'Europe/London', times: ['19:00'] });
    const { sent, notifier } = recordingNotifier(app.notifications);
    await Promise.all([tick(notifier, '2026-11-25T19:00:00Z'), tick(notifier, '2026-11-25T19:00:30Z')]);
    await tick(notifier, '2026-11-25T19:01:00Z');
    await tick(notifier, '2026-11-25T19:45:00Z');
    expect(sent.filter((n) => n.userId === who.user.id)).toEqual([
      {
        userId: who.user.id,
        type: 'medication_reminder',
        title: 'Time for Gonal-f',
        message: '150 IU, injection under the skin, due at 19:00.',
        link: '/treatments',
        groupKey: `medication:${med.id}:2026-11-25T19:00`,
      },
    ]);
    const inbox: NotificationPage = (await injectAs(app, who, 'GET', '/api/notifications/')).json();
    expect(inbox.items.map((n) => [n.type, n.title])).toEqual([['medication_reminder', 'Time for Gonal-f']]);
  });

  it('reminds each of several times of a day, and a dose late last evening just after midnight', async () => {
    const { who, med } = await patientWith({
      time_zone: 'Pacific/Auckland',
      times: ['08:00', '23:30'],
      route: 'oral',
      name: 'Progynova',
      dose: 2,
      dose_unit: 'mg',
    });
    const { sent, notifier } = recordingNotifier();
    await tick(notifier, '2026-11-25T10:40:00Z'); // 23:40 on the 25th there
    await tick(notifier, '2026-11-25T11:10:00Z'); // 00:10 on the 26th: the 23:30 dose is still in its grace
    await tick(notifier, '2026-11-25T19:05:00Z'); // 08:05 on the 26th
    expect(keysFor(sent, who)).toEqual([
      `medication:${med.id}:2026-11-25T23:30`,
      `medication:${med.id}:2026-11-26T08:00`,
    ]);
    expect(sent.find((n) => n.userId === who.user.id)!.message).toBe('2 mg, by mouth, due at 23:30.');
  });

  it('says nothing of a dose she has logged, or of a medication with reminders off', async () => {
    // Her dose of today at 18:00 in London, logged at noon, before its time.
    const logged = await patientWith({
      time_zone: 'Europe/London',
      start_date: '2026-11-24',
      times: ['18:00'],
    });
    const res = await injectAs(app, logged.who, 'POST', dosesUrl(logged.med.id), {
      date: '2026-11-24',
      time: '18:00',
      status: 'taken',
    });
    expect(res.statusCode, res.body).toBe(200);
    const off = await patientWith({
      time_zone: 'Europe/London',
      start_date: '2026-11-24',
      times: ['18:00'],
      reminders_enabled: false,
    });
    const control = await patientWith({
      time_zone: 'Europe/London',
      start_date: '2026-11-24',
      times: ['18:00'],
    });
    const { sent, notifier } = recordingNotifier();
    await tick(notifier, '2026-11-24T18:00:00Z');
    expect(keysFor(sent, logged.who)).toEqual([]);
    expect(keysFor(sent, off.who)).toEqual([]);
    expect(keysFor(sent, control.who)).toEqual([`medication:${control.med.id}:2026-11-24T18:00`]);
  });

  it('drops a reminder it could not send within the grace period, and sends none after the end date', async () => {
    const late = await patientWith({ time_zone: 'Europe/London', times: ['09:00'] });
    const { sent, notifier } = recordingNotifier();
    await tick(notifier, '2026-11-25T10:00:00Z'); // exactly 60 minutes after: too late
    expect(keysFor(sent, late.who)).toEqual([]);
    await tick(notifier, '2026-11-26T09:59:00Z'); // the next day's dose, 59 minutes after
    expect(keysFor(sent, late.who)).toEqual([`medication:${late.med.id}:2026-11-26T09:00`]);

    const ending = await patientWith({
      time_zone: 'Europe/London',
      times: ['09:00'],
      end_date: '2026-11-26',
    });
    await tick(notifier, '2026-11-26T09:00:00Z');
    await tick(notifier, '2026-11-27T09:00:00Z');
    await tick(notifier, '2026-11-28T09:00:00Z');
    expect(keysFor(sent, ending.who)).toEqual([`medication:${ending.med.id}:2026-11-26T09:00`]);
  });

  it('leaves out a suspended patient', async () => {
    const { who } = await patientWith({ time_zone: 'Europe/London', times: ['09:00'] });
    await app.deps.db.db.update(users).set({ status: 'suspended' }).where(eq(users.id, who.user.id));
    const { sent, notifier } = recordingNotifier();
    await tick(notifier, '2026-11-25T09:00:00Z');
    expect(keysFor(sent, who)).toEqual([]);
  });

  it('keeps going past one patient whose reminder fails, and sends hers on the next tick', async () => {
    const failing = await patientWith({ time_zone: 'Europe/Paris', times: ['07:00'] });
    const other = await patientWith({ time_zone: 'Europe/Paris', times: ['07:00'] });
    const { sent, notifier } = recordingNotifier();
    const broken: Notifier = {
      ...notifier,
      notify: async (input, tx) => {
        if (input.userId === failing.who.user.id) throw new Error('notification store down');
        await notifier.notify(input, tx);
      },
    };
    await tick(broken, '2026-11-25T06:00:00Z'); // 07:00 in Paris
    expect(keysFor(sent, failing.who)).toEqual([]);
    expect(keysFor(sent, other.who)).toHaveLength(1);
    await tick(notifier, '2026-11-25T06:05:00Z');
    expect(keysFor(sent, failing.who)).toEqual([`medication:${failing.med.id}:2026-11-25T07:00`]);
    expect(keysFor(sent, other.who)).toHaveLength(1);
  });

  it('follows the clocks on the day they change: 08:00 is an hour earlier in UTC, 02:30 becomes 03:30', async () => {
    // Los Angeles moves from PST (UTC−8) to PDT (UTC−7) at 02:00 on Sunday 8 March 2026.
    const { who, med } = await patientWith({
      time_zone: 'America/Los_Angeles',
      start_date: '2026-03-07',
      end_date: '2026-03-09',
      times: ['02:30', '08:00'],
    });
    const { sent, notifier } = recordingNotifier();
    await tick(notifier, '2026-03-07T16:00:00Z'); // 08:00 PST on the 7th
    await tick(notifier, '2026-03-08T10:29:00Z'); // 03:29 PDT: 02:30 did not exist, it is 03:30 today
    expect(keysFor(sent, who)).toEqual([`medication:${med.id}:2026-03-07T08:00`]);
    await tick(notifier, '2026-03-08T10:30:00Z'); // 03:30 PDT
    await tick(notifier, '2026-03-08T14:59:00Z'); // 07:59 PDT
    expect(keysFor(sent, who)).toEqual([
      `medication:${med.id}:2026-03-07T08:00`,
      `medication:${med.id}:2026-03-08T02:30`,
    ]);
    await tick(notifier, '2026-03-08T15:00:00Z'); // 08:00 PDT
    await tick(notifier, '2026-03-08T16:00:00Z'); // 09:00 PDT: the hour it would be in PST, already sent
    expect(keysFor(sent, who)).toEqual([
      `medication:${med.id}:2026-03-07T08:00`,
      `medication:${med.id}:2026-03-08T02:30`,
      `medication:${med.id}:2026-03-08T08:00`,
    ]);
  });
});
