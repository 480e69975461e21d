import { medicationInputSchema, type DoseStatus, type MedicationInput } from '@fertilia/contracts';
import { inTransaction, type Context } from '../../../http/context';
import { DEMO_ACCOUNTS, findUserWithEmail } from '../../users/service';
import { allMedicationRows, insertMedication, upsertDoseLog } from './repo';
import { addDays, dueAt, localDate } from './schedule';
import { toColumns } from './dto';

/** The demo patient has no zone of her own on her account unless she sets one: her clinic is in London. */
const DEMO_TIME_ZONE = 'Europe/London';
/** Today is this day of her stimulation cycle, so the page opens mid-course with doses on both sides. */
const CYCLE_DAY_TODAY = 6;
const PRESCRIBER = 'Dr Henrik Lindqvist';

type DemoLog = { date: string; time: string; status: DoseStatus; note?: string };
type DemoMedication = { input: MedicationInput; logs: DemoLog[] };

/**
 * A short antagonist IVF stimulation as of `today` (her local date): follitropin alfa from cycle day 2 to 11,
 * cetrorelix from day 6 to stop an early LH surge, and folic acid every day since two months ago. The doses
 * before `now` are logged taken, as a careful patient logs them, but for one she skipped and one folic acid
 * dose a month ago she never logged (missed); the doses still to come today are left for her.
 */
export function demoMedications(now: Date, timeZone: string): DemoMedication[] {
  const today = localDate(now, timeZone);
  const past = (date: string, time: string) => dueAt(date, time, timeZone).getTime() < now.getTime();
  const cycleDay1 = addDays(today, -(CYCLE_DAY_TODAY - 1));
  const day = (n: number) => addDays(cycleDay1, n - 1);
  const gonal: MedicationInput = {
    name: 'Gonal-f (follitropin alfa)',
    dose: 150,
    dose_unit: 'IU',
    route: 'subcutaneous',
    schedule_kind: 'cycle_days',
    times: ['19:00'],
    start_date: cycleDay1,
    cycle_days: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    time_zone: timeZone,
    prescriber: PRESCRIBER,
    instructions: 'Pre-filled pen into the belly, two fingers from the navel; alternate sides.',
  };
  const cetrotide: MedicationInput = {
    name: 'Cetrotide (cetrorelix)',
    dose: 0.25,
    dose_unit: 'mg',
    route: 'subcutaneous',
    schedule_kind: 'cycle_days',
    times: ['08:00'],
    start_date: cycleDay1,
    cycle_days: [6, 7, 8, 9, 10, 11],
    time_zone: timeZone,
    prescriber: PRESCRIBER,
    instructions: 'Mix the powder with the solvent just before injecting.',
  };
  const folic: MedicationInput = {
    name: 'Folic acid',
    dose: 400,
    dose_unit: 'mcg',
    route: 'oral',
    schedule_kind: 'every_day',
    times: ['08:00'],
    start_date: addDays(today, -60),
    end_date: null,
    time_zone: timeZone,
    prescriber: 'GP',
    instructions: 'With breakfast.',
  };
  const taken = (date: string, time: string): DemoLog => ({ date, time, status: 'taken' });
  const takenUpToNow = (days: number[], time: string) =>
    days.filter((n) => past(day(n), time)).map((n) => taken(day(n), time));
  const folicLogs = Array.from({ length: 61 }, (_, i) => addDays(today, i - 60))
    .filter((date) => past(date, '08:00') && date !== addDays(today, -30))
    .map((date): DemoLog =>
      date === addDays(today, -3)
        ? { date, time: '08:00', status: 'skipped', note: 'Ran out; bought more that day' }
        : taken(date, '08:00'),
    );
  return [
    { input: gonal, logs: takenUpToNow(gonal.cycle_days!, '19:00') },
    { input: cetrotide, logs: takenUpToNow(cetrotide.cycle_days!, '08:00') },
    { input: folic, logs: folicLogs },
  ];
}

/**
 * Seeds the demo patient's medications on a development start, after the demo accounts (embedded database
 * only, never in production), with a system context. Idempotent: nothing is written once she has any
 * medication, so her own changes are kept across restarts.
 */
export async function seedDemoMedications(ctx: Context): Promise<void> {
  const patient = DEMO_ACCOUNTS.find((a) => a.role === 'patient');
  const now = ctx.clock.now();
  const created = await inTransaction(ctx, async (tx) => {
    const user = patient ? await findUserWithEmail(tx, patient.email) : undefined;
    if (!user || (await allMedicationRows(tx.db, user.id, now)).length > 0) return 0;
    const timeZone = user.timeZone ?? DEMO_TIME_ZONE;
    const all = demoMedications(now, timeZone);
    for (const { input, logs } of all) {
      // Through the same rules as her own entry, so the demo never holds what the API would refuse.
      const values = medicationInputSchema.parse(input);
      const row = await insertMedication(tx.db, {
        ...toColumns(values),
        patientId: user.id,
        createdAt: now,
        updatedAt: now,
      });
      for (const log of logs)
        await upsertDoseLog(tx.db, {
          medicationId: row.id,
          doseDate: log.date,
          doseTime: log.time,
          status: log.status,
          note: log.note ?? '',
          // Logged a quarter of an hour after the dose was due.
          loggedAt: new Date(dueAt(log.date, log.time, timeZone).getTime() + 15 * 60_000),
        });
    }
    return all.length;
  });
  // A count only: health data, even the demo's, stays out of the logs.
  ctx.log.info({ medicationsCreated: created }, 'demo patient medications ready');
}
