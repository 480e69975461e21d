import {
  MEDICATION_MESSAGES,
  invalidField,
  notFound,
  type doseLogInputSchema,
  type Medication,
  type medicationListQuery,
  type MedicationPage,
  type MedicationValues,
  type ScheduledDose,
} from '@fertilia/contracts';
import type { z } from 'zod';
import type { MedicationRow } from '../../../db/schema';
import { inTransaction, type MemberContext } from '../../../http/context';
import { readablePatient } from '../access';
import { isActive, scheduleOf, scheduledDose, toColumns, toMedication } from './dto';
import {
  deleteMedicationRow,
  findMedicationOf,
  insertMedication,
  listMedicationRows,
  replaceMedication,
  upsertDoseLog,
} from './repo';
import { isScheduledOn, localDate } from './schedule';

/*
 * Medications and their dose log (spec 02 §7, issue 23, ADR 022). A patient writes her own; she and
 * a professional of hers read them (access.ts: the professional's read is audited).
 */

export const readOf = (ctx: MemberContext, patientId: number | undefined) =>
  readablePatient(ctx, {
    patientId,
    messages: MEDICATION_MESSAGES,
    audit: 'treatment.medications_viewed',
  });

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
