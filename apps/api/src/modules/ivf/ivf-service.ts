import {
  IVF_MESSAGES,
  invalidField,
  isProfessional,
  notFound,
  type IvfModelCard,
  type IvfPrediction,
  type IvfPredictionInput,
  type IvfPredictionPage,
} from '@fertilia/contracts';
import type { MemberContext } from '../../http/context';
import { recordAudit } from '../audit/service';
import { isMyPatient } from '../consultations/patients-service';
import { requireEntitlement } from '../subscriptions/entitlement-service';
import { toPrediction } from './ivf-dto';
import { findPrediction, insertPrediction, predictionPage, type PredictionScope } from './ivf-repo';
import { answerFor } from './model/answer';
import { IVF_MODEL } from './model/ivf-model';
import { ageBandOf } from './model/register-design';

/*
 * IVF success predictions (issue 20, ADR 018). A patient estimates for herself when her plan includes it; an
 * expert or doctor estimates for a patient of hers, which is audited, as is her reading of one. Each stored
 * prediction keeps its inputs and the model version, and reads back exactly as it was computed.
 */

/** Whom a request is about: herself, or (for a professional) a patient of hers; anyone else is a 404. */
async function subjectOf(ctx: MemberContext, patientId: number | undefined, location: 'body' | 'query') {
  if (!isProfessional(ctx.actor.role)) {
    if (patientId !== undefined && patientId !== ctx.actor.id)
      throw invalidField(location, 'patient_id', IVF_MESSAGES.patientOnlyForProfessionals);
    return { patientId: ctx.actor.id, forPatient: false };
  }
  if (patientId === undefined) return { patientId: undefined, forPatient: true };
  if (!(await isMyPatient(ctx, patientId))) throw notFound(IVF_MESSAGES.patientNotFound);
  return { patientId, forPatient: true };
}

export async function createPrediction(ctx: MemberContext, body: IvfPredictionInput): Promise<IvfPrediction> {
  const { patient_id: requested, ...input } = body;
  const subject = await subjectOf(ctx, requested, 'body');
  if (subject.patientId === undefined)
    throw invalidField('body', 'patient_id', IVF_MESSAGES.professionalNeedsPatient);
  // Only patients are asked for a plan (entitlement-service): professionals use it to care for them.
  await requireEntitlement(ctx, 'ivf_prediction');
  const answer = answerFor(IVF_MODEL, input);
  const view = await insertPrediction(ctx.db, {
    patientId: subject.patientId,
    computedById: subject.forPatient ? ctx.actor.id : null,
    inputs: answer.inputs,
    modelVersion: IVF_MODEL.version,
    result: answer.result,
  });
  if (subject.forPatient)
    await recordAudit(ctx, {
      action: 'ivf.prediction_created',
      targetUserId: subject.patientId,
      details: { prediction_id: view.prediction.id, model_version: IVF_MODEL.version },
    });
  return toPrediction(view);
}

export async function listPredictions(
  ctx: MemberContext,
  query: { skip: number; limit: number; patient_id?: number },
): Promise<IvfPredictionPage> {
  const subject = await subjectOf(ctx, query.patient_id, 'query');
  const scope: PredictionScope = subject.forPatient
    ? { computedById: ctx.actor.id, patientId: subject.patientId }
    : { patientId: ctx.actor.id };
  const { rows, total } = await predictionPage(ctx.db, scope, query);
  return { items: rows.map(toPrediction), total, skip: query.skip, limit: query.limit };
}

export async function getPrediction(ctx: MemberContext, id: number): Promise<IvfPrediction> {
  const view = await findPrediction(ctx.db, id);
  const me = ctx.actor.id;
  if (!view || (view.prediction.patientId !== me && view.prediction.computedById !== me))
    throw notFound(IVF_MESSAGES.notFound);
  if (view.prediction.patientId !== me)
    await recordAudit(ctx, {
      action: 'ivf.prediction_viewed',
      targetUserId: view.prediction.patientId,
      details: { prediction_id: id },
    });
  return toPrediction(view);
}

/** The validation card of the model in use (it changes only with a new model file). */
export const modelCard = async (): Promise<IvfModelCard> => IVF_MODEL.card;

/** Her most recent estimate (whoever computed it), for the assistant when she lets it use her data. */
export async function latestPredictionOf(
  ctx: MemberContext,
  patientId: number,
): Promise<IvfPrediction | null> {
  const { rows } = await predictionPage(ctx.db, { patientId }, { skip: 0, limit: 1 });
  return rows[0] ? toPrediction(rows[0]) : null;
}

/** The register's age band of an age, as IVF answers word it ('35–37'); null outside its ages. */
export const ageBandLabel = (age: number): string | null => ageBandOf(age)?.replace('-', '–') ?? null;
