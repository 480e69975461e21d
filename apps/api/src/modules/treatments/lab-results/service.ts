import type { z } from 'zod';
import {
  CYCLE_TODAY_TOLERANCE_DAYS,
  LAB_MESSAGES,
  addDays,
  invalidField,
  isoDateOf,
  notFound,
  type LabResult,
  type LabResultPage,
  type LabResultValues,
  type MessageResponse,
  type labResultListQuery,
} from '@fertilia/contracts';
import { inTransaction, type Context, type MemberContext } from '../../../http/context';
import { findUser } from '../../users/service';
import { readablePatient } from '../access';
import { toColumns, toLabResult } from './dto';
import { deleteLabResultRow, insertLabResultRow, listLabResultRows, updateLabResultRow } from './repo';

/*
 * Lab results (issue 23, ADR 022): a patient adds, replaces and deletes her own (the routes let only
 * patients write, and every write names her as the owner, so another's id is a 404); she and, while she is
 * a patient of theirs, her experts and doctors read them (readablePatient, which audits their reads).
 */

export type LabResultList = z.output<typeof labResultListQuery>;

const dateOfBirthOf = async (ctx: Context, patientId: number): Promise<string | null> =>
  (await findUser(ctx, patientId))?.dateOfBirth ?? null;

/** Her calendar day; a day ahead of the server's UTC date allows for her time zone. */
function refuseFuture(ctx: Context, takenOn: string) {
  if (takenOn > addDays(isoDateOf(ctx.clock.now()), CYCLE_TODAY_TOLERANCE_DAYS))
    throw invalidField('body', 'taken_on', LAB_MESSAGES.takenInFuture);
}

export async function listLabResults(ctx: MemberContext, query: LabResultList): Promise<LabResultPage> {
  const patientId = await readablePatient(ctx, {
    patientId: query.patient_id,
    messages: LAB_MESSAGES,
    audit: 'treatment.lab_results_viewed',
  });
  const [{ rows, total }, dateOfBirth] = await Promise.all([
    listLabResultRows(ctx.db, patientId, { test: query.test }, { skip: query.skip, limit: query.limit }),
    dateOfBirthOf(ctx, patientId),
  ]);
  return {
    items: rows.map((row) => toLabResult(row, dateOfBirth)),
    total,
    skip: query.skip,
    limit: query.limit,
  };
}

export async function createLabResult(ctx: MemberContext, input: LabResultValues): Promise<LabResult> {
  refuseFuture(ctx, input.taken_on);
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const row = await insertLabResultRow(tx.db, {
      ...toColumns(input, now),
      patientId: tx.actor.id,
      createdAt: now,
    });
    return toLabResult(row, await dateOfBirthOf(tx, tx.actor.id));
  });
}

export async function updateLabResult(
  ctx: MemberContext,
  { id, input }: { id: number; input: LabResultValues },
): Promise<LabResult> {
  refuseFuture(ctx, input.taken_on);
  return inTransaction(ctx, async (tx) => {
    const row = await updateLabResultRow(tx.db, tx.actor.id, id, toColumns(input, tx.clock.now()));
    if (!row) throw notFound(LAB_MESSAGES.resultNotFound);
    return toLabResult(row, await dateOfBirthOf(tx, tx.actor.id));
  });
}

export const deleteLabResult = (ctx: MemberContext, id: number): Promise<MessageResponse> =>
  inTransaction(ctx, async (tx) => {
    if (!(await deleteLabResultRow(tx.db, tx.actor.id, id))) throw notFound(LAB_MESSAGES.resultNotFound);
    return { message: LAB_MESSAGES.deleted };
  });
