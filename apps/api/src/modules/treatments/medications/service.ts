import {
  MEDICATION_MESSAGES,
  invalidField,
  type adherenceQuery,
  type doseLogInputSchema,
  type medicationListQuery,
  notFound,
  type Adherence,
  type DoseState,
  type DoseStatus,
  type Medication,
  type MedicationPage,
  type MedicationValues,
  type ScheduledDose,
  type TodayDoses,
  type DoseUnit,
  type MedicationRoute,
  type ScheduleKind,
} from '@fertilia/contracts';
import type { z } from 'zod';
import type { MedicationDoseRow, MedicationRow } from '../../../db/schema';
import { inTransaction, type MemberContext } from '../../../http/context';
import { readablePatient } from '../access';
import {
  allMedicationRows,
  deleteMedicationRow,
  doseLogsOf,
  findMedicationOf,
  insertMedication,
  listMedicationRows,
  patientTimeZone,
  replaceMedication,
  upsertDoseLog,
  type MedicationColumns,
} from './repo';
import {
  addDays,
  datesFrom,
  dueAt,
  isScheduledOn,
  localDate,
  scheduleColumns,
  scheduledDates,
} from './schedule';

/*
 * Medications, their dose log and adherence (spec 02 §7, issue 23, ADR 022). A patient writes her own; she and
 * a professional of hers read them (access.ts: the professional's read is audited).
 */

const readOf = (ctx: MemberContext, patientId: number | undefined) =>
  readablePatient(ctx, {
    patientId,
    messages: MEDICATION_MESSAGES,
    audit: 'treatment.medications_viewed',
  });

export function toMedication(row: MedicationRow, active: boolean): Medication {
  return {
    id: row.id,
    patient_id: row.patientId,
    name: row.name,
    dose: row.dose,
    dose_unit: row.doseUnit as DoseUnit,
    route: row.route as MedicationRoute,
    schedule_kind: row.scheduleKind as ScheduleKind,
    times: row.times,
    start_date: row.startDate,
    end_date: row.endDate,
    cycle_days: row.cycleDays,
    dates: row.dates,
    time_zone: row.timeZone,
    prescriber: row.prescriber,
    instructions: row.instructions,
    reminders_enabled: row.remindersEnabled,
    last_date: row.lastDate,
    active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const scheduleOf = (row: MedicationRow) => ({ ...row, scheduleKind: row.scheduleKind as ScheduleKind });

/** The medication's `active` at `now`: no last date, or one not before her today in its zone. */
const isActive = (row: MedicationRow, now: Date) =>
  row.lastDate === null || row.lastDate >= localDate(now, row.timeZone);

export function toColumns(values: MedicationValues): MedicationColumns {
  return {
    name: values.name,
    dose: values.dose,
    doseUnit: values.dose_unit,
    route: values.route,
    prescriber: values.prescriber,
    instructions: values.instructions,
    remindersEnabled: values.reminders_enabled,
    ...scheduleColumns(values),
  };
}

const logKey = (medicationId: number, date: string, time: string) => `${medicationId}|${date}|${time}`;
const logsByDose = (logs: MedicationDoseRow[]) =>
  new Map(logs.map((l) => [logKey(l.medicationId, l.doseDate, l.doseTime), l]));

/** One dose with its state: what was logged, else pending while its moment is to come, else missed. */
export function scheduledDose(
  row: MedicationRow,
  date: string,
  time: string,
  log: MedicationDoseRow | undefined,
  now: Date,
): ScheduledDose {
  const due = dueAt(date, time, row.timeZone);
  const state: DoseState = log
    ? (log.status as DoseStatus)
    : due.getTime() > now.getTime()
      ? 'pending'
      : 'missed';
  return {
    medication_id: row.id,
    name: row.name,
    dose: row.dose,
    dose_unit: row.doseUnit as DoseUnit,
    route: row.route as MedicationRoute,
    instructions: row.instructions,
    date,
    time,
    time_zone: row.timeZone,
    due_at: due.toISOString(),
    state,
    note: log?.note ?? '',
    logged_at: log ? log.loggedAt.toISOString() : null,
  };
}

export async function listMedications(
  ctx: MemberContext,
  query: z.output<typeof medicationListQuery>,
): Promise<MedicationPage> {
  const patientId = await readOf(ctx, query.patient_id);
  const { rows, total } = await listMedicationRows(ctx.db, patientId, ctx.clock.now(), query);
  return {
    items: rows.map((r) => toMedication(r, r.active)),
    total,
    skip: query.skip,
    limit: query.limit,
  };
}

export async function createMedication(ctx: MemberContext, values: MedicationValues): Promise<Medication> {
  const now = ctx.clock.now();
  const row = await inTransaction(ctx, (tx) =>
    insertMedication(tx.db, {
      ...toColumns(values),
      patientId: ctx.actor.id,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return toMedication(row, isActive(row, now));
}

/** Her own medication, or 404 for anyone else's (nobody learns which ids exist). */
async function ownMedication(ctx: MemberContext, id: number): Promise<MedicationRow> {
  const row = await findMedicationOf(ctx.db, ctx.actor.id, id);
  if (!row) throw notFound(MEDICATION_MESSAGES.medicationNotFound);
  return row;
}

/** A PUT replaces the medication; its dose log stays (logs of doses no longer scheduled are not counted). */
export async function updateMedication(
  ctx: MemberContext,
  id: number,
  values: MedicationValues,
): Promise<Medication> {
  const now = ctx.clock.now();
  const row = await inTransaction(ctx, async (tx) => {
    await ownMedication(tx, id);
    return replaceMedication(tx.db, id, { ...toColumns(values), updatedAt: now });
  });
  return toMedication(row, isActive(row, now));
}

export async function deleteMedication(ctx: MemberContext, id: number): Promise<{ message: string }> {
  await inTransaction(ctx, async (tx) => {
    await ownMedication(tx, id);
    await deleteMedicationRow(tx.db, id);
  });
  return { message: MEDICATION_MESSAGES.deleted };
}

/** Logs one scheduled dose, from its day on; a second log of the same dose replaces the first. */
export async function logDose(
  ctx: MemberContext,
  id: number,
  input: z.output<typeof doseLogInputSchema>,
): Promise<ScheduledDose> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const row = await ownMedication(tx, id);
    if (!isScheduledOn(scheduleOf(row), input.date))
      throw invalidField('body', 'date', MEDICATION_MESSAGES.notScheduled);
    if (!row.times.includes(input.time)) throw invalidField('body', 'time', MEDICATION_MESSAGES.notScheduled);
    if (input.date > localDate(now, row.timeZone))
      throw invalidField('body', 'date', MEDICATION_MESSAGES.doseInFuture);
    const log = await upsertDoseLog(tx.db, {
      medicationId: row.id,
      doseDate: input.date,
      doseTime: input.time,
      status: input.status,
      note: input.note,
      loggedAt: now,
    });
    return scheduledDose(row, input.date, input.time, log, now);
  });
}

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
