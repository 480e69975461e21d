import type { ExpertScheduleUpdate, WeeklyHours } from '@fertilia/contracts';
import { inTransaction, type Context } from '../../http/context';
import { DEMO_ACCOUNTS, findUserWithUsername } from '../users/service';
import { replaceSchedule } from './schedule-service';
import { findScheduleRow } from './schedule-repo';

const weekdays = (days: number[], ranges: [string, string][]): WeeklyHours[] =>
  days.map((weekday) => ({
    weekday: weekday as WeeklyHours['weekday'],
    ranges: ranges.map(([start, end]) => ({ start, end })),
  }));

/**
 * The demo expert (London) and doctor (Stockholm) keep office hours in their own zones, so the directory,
 * the week view and the time-zone conversion have something real to show from the first start.
 */
const usernameOf = (role: 'expert' | 'doctor') => DEMO_ACCOUNTS.find((a) => a.role === role)!.username;

const DEMO_SCHEDULES: { username: string; schedule: ExpertScheduleUpdate }[] = [
  {
    username: usernameOf('expert'),
    schedule: {
      time_zone: 'Europe/London',
      slot_minutes: 30,
      buffer_minutes: 10,
      min_notice_hours: 2,
      weekly_hours: weekdays(
        [1, 2, 3, 4, 5],
        [
          ['09:00', '12:00'],
          ['13:00', '17:00'],
        ],
      ),
      exceptions: [],
    },
  },
  {
    username: usernameOf('doctor'),
    schedule: {
      time_zone: 'Europe/Stockholm',
      slot_minutes: 30,
      buffer_minutes: 10,
      min_notice_hours: 2,
      weekly_hours: [
        ...weekdays([1, 3], [['08:00', '12:00']]),
        ...weekdays([2, 4], [['13:00', '18:00']]),
        ...weekdays([6], [['10:00', '13:00']]),
      ],
      exceptions: [],
    },
  },
];

/** Gives each demo professional her hours and slots once; a schedule she already has is left alone. */
export async function seedDemoSchedules(ctx: Context): Promise<number> {
  let seeded = 0;
  for (const { username, schedule } of DEMO_SCHEDULES) {
    const user = await findUserWithUsername(ctx, username);
    if (!user || (await findScheduleRow(ctx.db, user.id))) continue;
    await inTransaction(ctx, (tx) => replaceSchedule(tx, { expertId: user.id, schedule }));
    seeded++;
  }
  return seeded;
}
