import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CYCLE_MESSAGES,
  DEFAULT_CYCLE_REMINDERS,
  MESSAGES,
  type NotificationPage,
} from '@fertilia/contracts';
import { cycleReminderSettings, users } from '../../db/schema';
import { testContext } from '../../test/context';
import { createUserWithToken, type TestUser } from '../../test/users';
import { injectAs } from '../../test/http';
import type { Notifier } from '../notifications/notify';
import { recordingNotifier } from '../../test/notifier';
import { runReminderTick } from './reminder-scheduler';
import { createCycleTestApp, fixedClock, importDays, periodsFrom, startsWithLengths } from './test-helpers';

const REMINDERS = '/api/cycle-tracking/reminders/';

describe('cycle reminders', () => {
  let app: FastifyInstance;
  let ana: TestUser;
  beforeAll(async () => {
    app = await createCycleTestApp();
    ana = await createUserWithToken(app, { role: 'patient' });
  });
  afterAll(() => app.close());

  const tick = (notifier: Notifier, now = fixedClock.now()) =>
    runReminderTick(testContext(app, { notifications: notifier, clock: { now: () => now } }));

  describe('settings', () => {
    it('starts with both reminders off', async () => {
      const res = await injectAs(app, ana, 'GET', REMINDERS);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(DEFAULT_CYCLE_REMINDERS);
    });

    it('changes only what is sent, and keeps each patient’s own', async () => {
      const res = await injectAs(app, ana, 'PUT', REMINDERS, {
        period_reminder_enabled: true,
        period_days_before: 3,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ...DEFAULT_CYCLE_REMINDERS,
        period_reminder_enabled: true,
        period_days_before: 3,
      });
      const again = await injectAs(app, ana, 'PUT', REMINDERS, { fertile_window_reminder_enabled: true });
      expect(again.json()).toMatchObject({ period_days_before: 3, fertile_window_reminder_enabled: true });
      const bea = await createUserWithToken(app, { role: 'patient' });
      expect((await injectAs(app, bea, 'GET', REMINDERS)).json()).toEqual(DEFAULT_CYCLE_REMINDERS);
    });

    it('refuses an empty change, days outside 0–7 and non-booleans', async () => {
      const expect422 = async (body: object, loc: unknown[], msg: string) => {
        const res = await injectAs(app, ana, 'PUT', REMINDERS, body);
        expect(res.statusCode).toBe(422);
        expect(res.json().detail).toEqual([expect.objectContaining({ loc, msg })]);
      };
      await expect422({}, ['body'], MESSAGES.atLeastOneField);
      await expect422(
        { period_days_before: 8 },
        ['body', 'period_days_before'],
        CYCLE_MESSAGES.reminderDaysRange,
      );
      await expect422(
        { fertile_window_days_before: -1 },
        ['body', 'fertile_window_days_before'],
        CYCLE_MESSAGES.reminderDaysRange,
      );
      await expect422(
        { period_days_before: 1.5 },
        ['body', 'period_days_before'],
        CYCLE_MESSAGES.reminderDaysRange,
      );
      await expect422(
        { period_reminder_enabled: 'on' },
        ['body', 'period_reminder_enabled'],
        CYCLE_MESSAGES.booleanInvalid,
      );
    });

    it('keeps her time zone, in its usual spelling', async () => {
      const gia = await createUserWithToken(app, { role: 'patient' });
      const res = await injectAs(app, gia, 'PUT', REMINDERS, { time_zone: 'america/los_angeles' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...DEFAULT_CYCLE_REMINDERS, time_zone: 'America/Los_Angeles' });
      const both = await injectAs(app, gia, 'PUT', REMINDERS, {
        period_reminder_enabled: true,
        time_zone: 'Pacific/Auckland',
      });
      expect(both.json()).toMatchObject({ period_reminder_enabled: true, time_zone: 'Pacific/Auckland' });
      expect((await injectAs(app, gia, 'GET', REMINDERS)).json().time_zone).toBe('Pacific/Auckland');
    });

    it('refuses a time zone that is not an IANA name, and changes nothing', async () => {
      const hana = await createUserWithToken(app, { role: 'patient' });
      for (const time_zone of ['Mars/Olympus_Mons', '+01:00', 'GMT+1', '', 'Europe/' + 'x'.repeat(80), 42]) {
        const res = await injectAs(app, hana, 'PUT', REMINDERS, { period_reminder_enabled: true, time_zone });
        expect(res.statusCode, String(time_zone)).toBe(422);
        expect(res.json().detail).toEqual([
          expect.objectContaining({ loc: ['body', 'time_zone'], msg: CYCLE_MESSAGES.timeZoneInvalid }),
        ]);
      }
      expect((await injectAs(app, hana, 'GET', REMINDERS)).json()).toEqual(DEFAULT_CYCLE_REMINDERS);
      const rows = await app.deps.db.db
        .select()
        .from(cycleReminderSettings)
        .where(eq(cycleReminderSettings.userId, hana.user.id));
      expect(rows).toEqual([]);
    });

    it('lets only a signed-in patient set her time zone', async () => {
      const body = { time_zone: 'Europe/Dublin' };
      expect((await injectAs(app, null, 'PUT', REMINDERS, body)).statusCode).toBe(401);
      const expert = await createUserWithToken(app, { role: 'expert' });
      expect((await injectAs(app, expert, 'PUT', REMINDERS, body)).statusCode).toBe(403);
    });
  });

  describe('scheduler tick', () => {
    it('sends each due reminder once, through the notification service, however often it ticks', async () => {
      // Regular 28-day cycles; the last began 2026-02-24, so the next is due 2026-03-24, four days after today.
      const cara = await createUserWithToken(app, { role: 'patient' });
      await importDays(app, cara, periodsFrom(startsWithLengths('2026-02-24', [28, 28, 28, 28])));
      await injectAs(app, cara, 'PUT', REMINDERS, { period_reminder_enabled: true, period_days_before: 4 });
      // Another patient with reminders off and the same history gets nothing.
      const dora = await createUserWithToken(app, { role: 'patient' });
      await importDays(app, dora, periodsFrom(startsWithLengths('2026-02-24', [28, 28, 28, 28])));

      const { sent, notifier } = recordingNotifier(app.notifications);
      await Promise.all([tick(notifier), tick(notifier)]);
      await tick(notifier);
      const caras = sent.filter((n) => n.userId === cara.user.id);
      expect(caras).toEqual([
        expect.objectContaining({
          type: 'cycle_period_reminder',
          title: 'Your period is due soon',
          link: '/cycle-tracking',
          groupKey: 'cycle:period:2026-03-24',
        }),
      ]);
      expect(sent.some((n) => n.userId === dora.user.id)).toBe(false);
      const inbox: NotificationPage = (await injectAs(app, cara, 'GET', '/api/notifications/')).json();
      expect(inbox.items.map((n) => n.type)).toEqual(['cycle_period_reminder']);
      expect(inbox.items[0]!.message).toContain('Tuesday 24 March');
    });

    it('waits until the reminder is due, and reminds of the fertile window too', async () => {
      const eva = await createUserWithToken(app, { role: 'patient' });
      // Last period 2026-03-16, 28-day cycles: fertile window from 2026-03-23, next period 2026-04-13.
      await importDays(app, eva, periodsFrom(startsWithLengths('2026-03-16', [28, 28, 28, 28])));
      await injectAs(app, eva, 'PUT', REMINDERS, {
        period_reminder_enabled: true,
        period_days_before: 2,
        fertile_window_reminder_enabled: true,
        fertile_window_days_before: 1,
      });
      const { sent, notifier } = recordingNotifier();
      await tick(notifier); // 2026-03-20: window in three days, reminder wanted one day ahead
      await tick(notifier, new Date('2026-03-21T09:00:00Z'));
      expect(sent.filter((n) => n.userId === eva.user.id)).toEqual([]);
      await tick(notifier, new Date('2026-03-22T07:00:00Z')); // her day (UTC), but before her morning
      expect(sent.filter((n) => n.userId === eva.user.id)).toEqual([]);
      await tick(notifier, new Date('2026-03-22T08:00:00Z'));
      expect(sent.filter((n) => n.userId === eva.user.id).map((n) => [n.type, n.groupKey])).toEqual([
        ['cycle_fertile_window_reminder', 'cycle:fertile_window:2026-03-23'],
      ]);
    });

    it('leaves out anyone who is not an active patient', async () => {
      const doc = await createUserWithToken(app, { role: 'patient' });
      await importDays(app, doc, periodsFrom(startsWithLengths('2026-02-24', [28, 28])));
      await injectAs(app, doc, 'PUT', REMINDERS, { period_reminder_enabled: true, period_days_before: 7 });
      await app.deps.db.db.update(users).set({ status: 'suspended' }).where(eq(users.id, doc.user.id));
      const { sent, notifier } = recordingNotifier();
      await tick(notifier);
      expect(sent.some((n) => n.userId === doc.user.id)).toBe(false);
    });

    it('keeps the reminder for the next tick if sending fails', async () => {
      const fay = await createUserWithToken(app, { role: 'patient' });
      await importDays(app, fay, periodsFrom(startsWithLengths('2026-02-25', [28, 28, 28])));
      await injectAs(app, fay, 'PUT', REMINDERS, { period_reminder_enabled: true, period_days_before: 5 });
      const failing: Notifier = {
        notify: async (input) => {
          if (input.userId === fay.user.id) throw new Error('mail server down');
        },
        markGroupRead: async () => 0,
        pushUnreadCount: async () => {},
      };
      await tick(failing);
      const { sent, notifier } = recordingNotifier();
      await tick(notifier);
      expect(sent.filter((n) => n.userId === fay.user.id)).toHaveLength(1);
    });
  });

  describe('her own day and morning', () => {
    /** Regular cycles with the next period due 2026-03-24, reminded 3 days ahead: from 2026-03-21, her date. */
    const patientIn = async (timeZone: string) => {
      const who = await createUserWithToken(app, { role: 'patient' });
      await importDays(app, who, periodsFrom(startsWithLengths('2026-02-24', [28, 28, 28, 28])));
      const res = await injectAs(app, who, 'PUT', REMINDERS, {
        period_reminder_enabled: true,
        period_days_before: 3,
        time_zone: timeZone,
      });
      expect(res.statusCode, res.body).toBe(200);
      return who;
    };

    it('reminds a patient far east on her date while it is still the day before in UTC', async () => {
      const ivy = await patientIn('Pacific/Auckland'); // UTC+13 in March
      const utc = await patientIn('UTC');
      const { sent, notifier } = recordingNotifier();
      const groupKeysOf = (who: TestUser) =>
        sent.filter((n) => n.userId === who.user.id).map((n) => n.groupKey);

      await tick(notifier, new Date('2026-03-20T18:00:00Z')); // her 21 March, 07:00
      expect(groupKeysOf(ivy)).toEqual([]);
      await tick(notifier, new Date('2026-03-20T19:00:00Z')); // her 21 March, 08:00
      expect(groupKeysOf(ivy)).toEqual(['cycle:period:2026-03-24']);
      // The same settings in UTC are still on 20 March: not yet.
      expect(groupKeysOf(utc)).toEqual([]);
      await tick(notifier, new Date('2026-03-21T09:00:00Z'));
      expect(groupKeysOf(ivy)).toHaveLength(1);
      expect(groupKeysOf(utc)).toEqual(['cycle:period:2026-03-24']);
    });

    it('waits for the morning of a patient far west, though UTC has reached her date', async () => {
      const jo = await patientIn('America/Los_Angeles'); // UTC−7 in March
      const { sent, notifier } = recordingNotifier();
      const joTimes = () => sent.filter((n) => n.userId === jo.user.id);

      await tick(notifier, new Date('2026-03-21T05:00:00Z')); // her 20 March, 22:00
      expect(joTimes()).toEqual([]);
      await tick(notifier, new Date('2026-03-21T09:00:00Z')); // her 21 March, 02:00
      expect(joTimes()).toEqual([]);
      await tick(notifier, new Date('2026-03-21T14:00:00Z')); // her 21 March, 07:00
      expect(joTimes()).toEqual([]);
      await tick(notifier, new Date('2026-03-21T15:00:00Z')); // her 21 March, 08:00
      expect(joTimes()).toEqual([
        expect.objectContaining({ type: 'cycle_period_reminder', groupKey: 'cycle:period:2026-03-24' }),
      ]);
      expect(joTimes()[0]!.message).toContain('Tuesday 24 March');
    });
  });
});
