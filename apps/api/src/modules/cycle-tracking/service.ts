import {
  CYCLE_MESSAGES,
  CYCLE_TODAY_TOLERANCE_DAYS,
  type CycleDay,
  type CycleDayCreate,
  type CycleDayPage,
  type CycleDayUpdate,
  type CycleImportResult,
  type CyclePrediction,
  type MessageResponse,
} from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, invalidField, notFound } from '../../lib/http-error';
import { uniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit/service';
import { findUserById } from '../users/repo';
import { toColumns, toCycleDay, toSignal } from './dto';
import { addDays, cycleProfileOf, daysBetween, isoDateOf, predictCycle } from './prediction';
import {
  allCycleDayRows,
  deleteCycleDayRow,
  existingDates,
  findCycleDayByDate,
  insertCycleDayRow,
  listCycleDayRows,
  updateCycleDayRow,
  upsertCycleDayRows,
} from './repo';

/** The signed-in patient and what her calls need; every call reads and writes only her own days. */
export type CycleContext = { db: DbOrTx; clock: Clock; patientId: number; ip: string | null };

/** Dates are the patient's calendar days; a day ahead of the server's UTC date allows for her time zone. */
function refuseFuture(
  ctx: CycleContext,
  date: string | undefined,
  location: 'body' = 'body',
  field = 'date',
) {
  if (date && date > addDays(isoDateOf(ctx.clock.now()), CYCLE_TODAY_TOLERANCE_DAYS))
    throw invalidField(location, field, CYCLE_MESSAGES.dateInFuture);
}

const sameDate = (error: unknown) =>
  uniqueViolation(error) === 'cycle_days_user_date_uq' ? conflict(CYCLE_MESSAGES.dayExists) : error;

export async function listCycleDays(
  ctx: CycleContext,
  query: { start_date?: string; end_date?: string; skip: number; limit: number },
): Promise<CycleDayPage> {
  const { rows, total } = await listCycleDayRows(
    ctx.db,
    ctx.patientId,
    { from: query.start_date, to: query.end_date },
    { skip: query.skip, limit: query.limit },
  );
  return { items: rows.map(toCycleDay), total, skip: query.skip, limit: query.limit };
}

export async function getCycleDayByDate(ctx: CycleContext, date: string): Promise<CycleDay> {
  const row = await findCycleDayByDate(ctx.db, ctx.patientId, date);
  if (!row) throw notFound(CYCLE_MESSAGES.dayNotFound);
  return toCycleDay(row);
}

export async function createCycleDay(ctx: CycleContext, input: CycleDayCreate): Promise<CycleDay> {
  refuseFuture(ctx, input.date);
  const now = ctx.clock.now();
  try {
    const row = await insertCycleDayRow(ctx.db, {
      ...toColumns(input),
      date: input.date,
      userId: ctx.patientId,
      createdAt: now,
      updatedAt: now,
    });
    return toCycleDay(row);
  } catch (error) {
    throw sameDate(error);
  }
}

export async function updateCycleDay(
  ctx: CycleContext,
  id: number,
  input: CycleDayUpdate,
): Promise<CycleDay> {
  refuseFuture(ctx, input.date);
  try {
    const row = await updateCycleDayRow(ctx.db, ctx.patientId, id, {
      ...toColumns(input),
      updatedAt: ctx.clock.now(),
    });
    if (!row) throw notFound(CYCLE_MESSAGES.dayNotFound);
    return toCycleDay(row);
  } catch (error) {
    throw sameDate(error);
  }
}

export const deleteCycleDay = (ctx: CycleContext, id: number): Promise<MessageResponse> =>
  ctx.db.transaction(async (tx) => {
    if (!(await deleteCycleDayRow(tx, ctx.patientId, id))) throw notFound(CYCLE_MESSAGES.dayNotFound);
    // Which row went, never what it held: health data stays out of the audit trail.
    await recordAudit(tx, {
      action: 'cycle.day_deleted',
      actorId: ctx.patientId,
      targetUserId: ctx.patientId,
      ip: ctx.ip,
      details: { cycle_day_id: id },
    });
    return { message: CYCLE_MESSAGES.dayDeleted };
  });

/** All or nothing: every day is inserted or replaced by its date in one transaction. */
export async function importCycleDays(ctx: CycleContext, days: CycleDayCreate[]): Promise<CycleImportResult> {
  days.forEach((d, i) => {
    if (d.date > addDays(isoDateOf(ctx.clock.now()), CYCLE_TODAY_TOLERANCE_DAYS))
      throw invalidField('body', `days.${i}.date`, CYCLE_MESSAGES.dateInFuture);
  });
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const existing = await existingDates(
      tx,
      ctx.patientId,
      days.map((d) => d.date),
    );
    await upsertCycleDayRows(
      tx,
      days.map((d) => ({
        ...toColumns(d),
        date: d.date,
        userId: ctx.patientId,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const updated = days.filter((d) => existing.has(d.date)).length;
    await recordAudit(tx, {
      action: 'cycle.days_imported',
      actorId: ctx.patientId,
      targetUserId: ctx.patientId,
      ip: ctx.ip,
      details: { created: days.length - updated, updated },
    });
    return { created: days.length - updated, updated, total: days.length };
  });
}

/** Spec 02 §3 prediction as of today; with no logged period, the spec's silent "required for" answer. */
export async function predictForPatient(ctx: CycleContext, localToday?: string): Promise<CyclePrediction> {
  const serverToday = isoDateOf(ctx.clock.now());
  if (localToday && Math.abs(daysBetween(serverToday, localToday)) > CYCLE_TODAY_TOLERANCE_DAYS)
    throw invalidField('query', 'today', CYCLE_MESSAGES.todayOutOfRange);
  const prediction = await predictionAsOf(ctx.db, ctx.patientId, localToday ?? serverToday);
  if (!prediction) throw badRequest(CYCLE_MESSAGES.insufficientData);
  return prediction;
}

/**
 * The prediction for any patient on a given day, from her logged days and, as weaker evidence, her own
 * medical profile; the reminder scheduler uses it too.
 */
export async function predictionAsOf(
  db: DbOrTx,
  patientId: number,
  today: string,
): Promise<CyclePrediction | null> {
  const [rows, patient] = await Promise.all([
    allCycleDayRows(db, patientId, today),
    findUserById(db, patientId),
  ]);
  return predictCycle(rows.map(toSignal), today, cycleProfileOf(patient?.medicalProfile));
}
