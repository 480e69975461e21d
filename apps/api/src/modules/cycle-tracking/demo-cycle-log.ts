import {
  cycleDayCreateSchema,
  type CervicalMucus,
  type CycleDayCreate,
  type CycleDayCreateInput,
  type CycleFlow,
  type CycleSymptom,
} from '@fertilia/contracts';
import { inTransaction, type Context } from '../../http/context';
import { DEMO_ACCOUNTS, findUserWithEmail } from '../users/service';
import { toColumns } from './dto';
import { addDays, isoDateOf } from './prediction';
import { hasAnyCycleDay, upsertCycleDayRows } from './repo';

/** Completed cycles of the demo log, oldest first (days from one period start to the next). */
const PAST_CYCLE_LENGTHS = [30, 32, 29] as const;
/** Today is this day of the current cycle, so the calendar opens on a cycle under way, near its fertile days. */
const CURRENT_CYCLE_DAY = 12;
/** Days from ovulation to the next period: the luteal phase stays near-constant (ADR 004). */
const LUTEAL_DAYS = 13;
const PERIOD_FLOWS: readonly CycleFlow[][] = [
  ['heavy', 'heavy', 'medium', 'medium', 'light'],
  ['medium', 'heavy', 'heavy', 'medium', 'light', 'light'],
  ['heavy', 'medium', 'medium', 'light'],
  ['heavy', 'heavy', 'medium', 'light', 'light'],
];
/** Small day-to-day wobble of a waking temperature, °C; a fixed pattern so the demo is the same each start. */
const WOBBLE = [0, -0.05, 0.05, -0.1, 0.05, 0.1, -0.05, 0, 0.05, -0.1, 0.1, -0.05, 0] as const;
const LOW_PHASE_C = 36.35;
/** About 0.4 °C higher after ovulation: every high reading clears the six lows' cover line by 0.2 °C. */
const HIGH_PHASE_C = 36.8;

const round2 = (t: number) => Math.round(t * 100) / 100;

/** One cycle of days from `start` (day 1), `length` days long or, for the current one, until `lastDay`. */
function cycleDays(
  start: string,
  cycleIndex: number,
  options: { length: number; lastDay?: number },
): CycleDayCreateInput[] {
  const flows = PERIOD_FLOWS[cycleIndex % PERIOD_FLOWS.length]!;
  const ovulationDay = options.length - LUTEAL_DAYS;
  const days: CycleDayCreateInput[] = [];
  for (let day = 1; day <= (options.lastDay ?? options.length); day++) {
    // A forgotten morning now and then, as in a real chart.
    if (day === 8 + (cycleIndex % 3)) continue;
    const wobble = WOBBLE[(day + cycleIndex * 5) % WOBBLE.length]!;
    const high = day > ovulationDay;
    const symptoms: CycleSymptom[] = [];
    if (day <= 2) symptoms.push('cramps');
    if (day === 1) symptoms.push('fatigue');
    if (day === ovulationDay) symptoms.push('ovulation_pain');
    if (day >= options.length - 3) symptoms.push('breast_tenderness', 'bloating');
    const fromOvulation = day - ovulationDay;
    const mucus: CervicalMucus | null =
      day <= flows.length
        ? null
        : fromOvulation <= -6
          ? 'sticky'
          : fromOvulation <= -3
            ? 'creamy'
            : fromOvulation <= 0
              ? 'egg_white'
              : 'dry';
    days.push({
      date: addDays(start, day - 1),
      flow: flows[day - 1] ?? 'none',
      temperature: round2((high ? HIGH_PHASE_C : LOW_PHASE_C) + wobble),
      symptoms,
      cervical_mucus: mucus,
      // Tests taken from a few days before the expected surge; one comes back positive, the day before ovulation.
      lh_test:
        fromOvulation >= -4 && fromOvulation <= 0 ? (fromOvulation === -1 ? 'positive' : 'negative') : null,
      intercourse: fromOvulation >= -4 && fromOvulation <= 0 && fromOvulation % 2 === 0,
      medication_taken: true,
    });
  }
  return days;
}

/**
 * The demo patient's log as of `today`: three completed cycles of 29–32 days with their periods, waking
 * temperatures that rise after ovulation, mucus and one positive LH test each, then the current cycle up to
 * today. One reading is marked disturbed (a late night), as the chart shows them.
 */
export function demoCycleLog(today: string): CycleDayCreate[] {
  const currentStart = addDays(today, -(CURRENT_CYCLE_DAY - 1));
  const starts: string[] = [currentStart];
  for (const length of [...PAST_CYCLE_LENGTHS].reverse()) starts.unshift(addDays(starts[0]!, -length));
  const days = [
    ...PAST_CYCLE_LENGTHS.flatMap((length, i) => cycleDays(starts[i]!, i, { length })),
    ...cycleDays(currentStart, PAST_CYCLE_LENGTHS.length, {
      // Drawn as a typical cycle; only the days up to today are logged.
      length: PAST_CYCLE_LENGTHS[PAST_CYCLE_LENGTHS.length - 1]!,
      lastDay: CURRENT_CYCLE_DAY,
    }),
  ];
  const lateNight = days.find((d) => d.date === addDays(starts[1]!, 6));
  if (lateNight) {
    lateNight.temperature = 36.85;
    lateNight.temperature_disturbed = true;
    lateNight.notes = 'Late night, slept four hours';
  }
  // Through the same rules as a patient's own entry, so the demo can never hold what the API would refuse.
  return days.map((d) => cycleDayCreateSchema.parse(d));
}

/**
 * Seeds the demo patient's cycle log on a development start, after the demo accounts (embedded database
 * only, never in production), with a system context (systemContext). Idempotent: nothing is written once
 * she has any logged day, so her own changes are kept across restarts.
 */
export async function seedDemoCycleLog(ctx: Context): Promise<void> {
  const patient = DEMO_ACCOUNTS.find((a) => a.role === 'patient');
  const now = ctx.clock.now();
  const created = await inTransaction(ctx, async (tx) => {
    const user = patient ? await findUserWithEmail(tx, patient.email) : undefined;
    if (!user || (await hasAnyCycleDay(tx.db, user.id))) return 0;
    const days = demoCycleLog(isoDateOf(now));
    await upsertCycleDayRows(
      tx.db,
      days.map((d) => ({
        ...toColumns(d),
        date: d.date,
        userId: user.id,
        createdAt: now,
        updatedAt: now,
      })),
    );
    return days.length;
  });
  // A count only: health data, even the demo's, stays out of the logs.
  ctx.log.info({ daysCreated: created }, 'demo patient cycle log ready');
}
