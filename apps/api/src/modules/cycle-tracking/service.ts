import type { z } from 'zod';
import {
  CYCLE_MESSAGES,
  CYCLE_TODAY_TOLERANCE_DAYS,
  badRequest,
  conflict,
  invalidField,
  notFound,
  type CycleDay,
  type CycleDayCreate,
  type CycleDayPage,
  type CycleDayUpdate,
  type CycleImportResult,
  type CyclePrediction,
  type MessageResponse,
  type cycleDayRangeQuery,
} from '@fertilia/contracts';
import { inTransaction, type Context, type MemberContext } from '../../http/context';
import { uniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit/service';
import { findUser } from '../users/service';
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

/*
 * The signed-in patient's own cycle days (`ctx.actor`, a patient by the routes' access rule): every call
 * reads and writes only hers.
 */

export type CycleDayRange = z.output<typeof cycleDayRangeQuery>;

/** Dates are the patient's calendar days; a day ahead of the server's UTC date allows for her time zone. */
const isFuture = (ctx: Context, date: string) =>
  date > addDays(isoDateOf(ctx.clock.now()), CYCLE_TODAY_TOLERANCE_DAYS);

function refuseFuture(ctx: Context, date: string | undefined) {
  if (date && isFuture(ctx, date)) throw invalidField('body', 'date', CYCLE_MESSAGES.dateInFuture);
}

const sameDate = (error: unknown) =>
  uniqueViolation(error) === 'cycle_days_user_date_uq' ? conflict(CYCLE_MESSAGES.dayExists) : error;

export async function listCycleDays(ctx: MemberContext, query: CycleDayRange): Promise<CycleDayPage> {
  const { rows, total } = await listCycleDayRows(
    ctx.db,
    ctx.actor.id,
    { from: query.start_date, to: query.end_date },
    { skip: query.skip, limit: query.limit },
  );
  return { items: rows.map(toCycleDay), total, skip: query.skip, limit: query.limit };
}

export async function getCycleDayByDate(ctx: MemberContext, date: string): Promise<CycleDay> {
  const row = await findCycleDayByDate(ctx.db, ctx.actor.id, date);
  if (!row) throw notFound(CYCLE_MESSAGES.dayNotFound);
  return toCycleDay(row);
}

export async function createCycleDay(ctx: MemberContext, input: CycleDayCreate): Promise<CycleDay> {
  refuseFuture(ctx, input.date);
  const now = ctx.clock.now();
  try {
    const row = await insertCycleDayRow(ctx.db, {
      ...toColumns(input),
      date: input.date,
      userId: ctx.actor.id,
      createdAt: now,
      updatedAt: now,
    });
    return toCycleDay(row);
  } catch (error) {
    throw sameDate(error);
  }
}

export async function updateCycleDay(
  ctx: MemberContext,
  { id, changes }: { id: number; changes: CycleDayUpdate },
): Promise<CycleDay> {
  refuseFuture(ctx, changes.date);
  try {
    const row = await updateCycleDayRow(ctx.db, ctx.actor.id, id, {
      ...toColumns(changes),
      updatedAt: ctx.clock.now(),
    });
    if (!row) throw notFound(CYCLE_MESSAGES.dayNotFound);
    return toCycleDay(row);
  } catch (error) {
    throw sameDate(error);
  }
}

export const deleteCycleDay = (ctx: MemberContext, id: number): Promise<MessageResponse> =>
  inTransaction(ctx, async (tx) => {
    if (!(await deleteCycleDayRow(tx.db, tx.actor.id, id))) throw notFound(CYCLE_MESSAGES.dayNotFound);
    // Which row went, never what it held: health data stays out of the audit trail.
    await recordAudit(tx, {
      action: 'cycle.day_deleted',
      targetUserId: tx.actor.id,
      details: { cycle_day_id: id },
    });
    return { message: CYCLE_MESSAGES.dayDeleted };
  });

/** All or nothing: every day is inserted or replaced by its date in one transaction. */
export async function importCycleDays(
  ctx: MemberContext,
  days: CycleDayCreate[],
): Promise<CycleImportResult> {
  days.forEach((d, i) => {
    if (isFuture(ctx, d.date)) throw invalidField('body', `days.${i}.date`, CYCLE_MESSAGES.dateInFuture);
  });
  const now = ctx.clock.now();
  const patientId = ctx.actor.id;
  return inTransaction(ctx, async (tx) => {
    const existing = await existingDates(
      tx.db,
      patientId,
      days.map((d) => d.date),
    );
    await upsertCycleDayRows(
      tx.db,
      days.map((d) => ({ ...toColumns(d), date: d.date, userId: patientId, createdAt: now, updatedAt: now })),
    );
    const updated = days.filter((d) => existing.has(d.date)).length;
    await recordAudit(tx, {
      action: 'cycle.days_imported',
      targetUserId: patientId,
      details: { created: days.length - updated, updated },
    });
    return { created: days.length - updated, updated, total: days.length };
  });
}

/** Spec 02 §3 prediction as of today; with no logged period, the spec's silent "required for" answer. */
export async function predictForPatient(ctx: MemberContext, localToday?: string): Promise<CyclePrediction> {
  const serverToday = isoDateOf(ctx.clock.now());
  if (localToday && Math.abs(daysBetween(serverToday, localToday)) > CYCLE_TODAY_TOLERANCE_DAYS)
    throw invalidField('query', 'today', CYCLE_MESSAGES.todayOutOfRange);
  const prediction = await predictionAsOf(ctx, { patientId: ctx.actor.id, today: localToday ?? serverToday });
  if (!prediction) throw badRequest(CYCLE_MESSAGES.insufficientData);
  return prediction;
}

/**
 * The prediction for any patient on a given day, from her logged days and, as weaker evidence, her own
 * medical profile; the reminder scheduler uses it too.
 */
export async function predictionAsOf(
  ctx: Context,
  { patientId, today }: { patientId: number; today: string },
): Promise<CyclePrediction | null> {
  const [rows, patient] = await Promise.all([
    allCycleDayRows(ctx.db, patientId, today),
    findUser(ctx, patientId),
  ]);
  return predictCycle(rows.map(toSignal), today, cycleProfileOf(patient?.medicalProfile));
}
