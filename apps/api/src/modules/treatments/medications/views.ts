import { type Adherence, type adherenceQuery, type DoseState, type TodayDoses } from '@fertilia/contracts';
import type { z } from 'zod';
import type { MedicationRow } from '../../../db/schema';
import type { MemberContext } from '../../../http/context';
import { isActive, logKey, logsByDose, scheduleOf, scheduledDose } from './dto';
import { allMedicationRows, doseLogsOf, patientTimeZone } from './repo';
import { addDays, datesFrom, isScheduledOn, localDate, scheduledDates } from './schedule';
import { readOf } from './service';

/* What she (or a professional of hers) reads of her doses: today's, and adherence over the last days (ADR 022). */

/**
 * The zone her day is told in: her first medication's (in the list's order), else her account's, else UTC.
 * Each medication's doses still fall on its own local dates.
 */
async function referenceZone(ctx: MemberContext, patientId: number, rows: MedicationRow[]): Promise<string> {
  return rows[0]?.timeZone ?? (await patientTimeZone(ctx.db, patientId)) ?? 'UTC';
}

export async function todayDoses(
  ctx: MemberContext,
  query: { patient_id?: number | undefined },
): Promise<TodayDoses> {
  const patientId = await readOf(ctx, query.patient_id);
  const now = ctx.clock.now();
  const rows = await allMedicationRows(ctx.db, patientId, now);
  const date = localDate(now, await referenceZone(ctx, patientId, rows));
  const current = rows.filter((r) => isActive(r, now));
  const todayOf = new Map(current.map((r) => [r.id, localDate(now, r.timeZone)]));
  // Local todays differ by at most a day or two between zones: one read covers them all.
  const days = [...todayOf.values()].sort();
  const logs = logsByDose(
    await doseLogsOf(ctx.db, [...todayOf.keys()], days[0] ?? date, days.at(-1) ?? date),
  );
  const doses = current.flatMap((row) => {
    const today = todayOf.get(row.id)!;
    if (!isScheduledOn(scheduleOf(row), today)) return [];
    return row.times.map((time) =>
      scheduledDose(row, today, time, logs.get(logKey(row.id, today, time)), now),
    );
  });
  doses.sort((a, b) => a.due_at.localeCompare(b.due_at) || a.name.localeCompare(b.name));
  return { date, doses };
}

type Counts = { scheduled: number; taken: number; skipped: number; missed: number };
const zero = (): Counts => ({ scheduled: 0, taken: 0, skipped: 0, missed: 0 });
const rateOf = (c: Counts) => (c.scheduled === 0 ? null : c.taken / c.scheduled);
function add(into: Counts, state: DoseState) {
  into.scheduled++;
  if (state === 'taken') into.taken++;
  else if (state === 'skipped') into.skipped++;
  else into.missed++;
}

/**
 * The last `days` of her days up to today (told in the reference zone, as today's doses are): per medication
 * and per day, the doses whose moment has come, taken, skipped or missed; doses still to come do not count.
 */
export async function adherence(
  ctx: MemberContext,
  query: z.output<typeof adherenceQuery>,
): Promise<Adherence> {
  const patientId = await readOf(ctx, query.patient_id);
  const now = ctx.clock.now();
  const rows = await allMedicationRows(ctx.db, patientId, now);
  const to = localDate(now, await referenceZone(ctx, patientId, rows));
  const from = addDays(to, -(query.days - 1));
  const inRange = rows.filter((r) => r.startDate <= to && (r.lastDate === null || r.lastDate >= from));
  const logs = logsByDose(
    await doseLogsOf(
      ctx.db,
      inRange.map((r) => r.id),
      from,
      to,
    ),
  );
  const totals = zero();
  const medications = inRange.map((row) => {
    const perDay = new Map(datesFrom(from, to).map((d) => [d, zero()]));
    const counts = zero();
    for (const date of scheduledDates(scheduleOf(row), from, to))
      for (const time of row.times) {
        const dose = scheduledDose(row, date, time, logs.get(logKey(row.id, date, time)), now);
        // Only doses whose moment has come count; one logged ahead of it is counted once it is due.
        if (Date.parse(dose.due_at) > now.getTime()) continue;
        add(perDay.get(date)!, dose.state);
        add(counts, dose.state);
        add(totals, dose.state);
      }
    return {
      medication_id: row.id,
      name: row.name,
      ...counts,
      rate: rateOf(counts),
      days: [...perDay].map(([date, c]) => ({ date, ...c })),
    };
  });
  return { from, to, ...totals, rate: rateOf(totals), medications };
}
