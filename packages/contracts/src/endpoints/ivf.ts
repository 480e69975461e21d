import { access, endpoint } from '../endpoint';
import { MESSAGES } from '../messages';
import {
  ivfModelCardSchema,
  ivfPredictionCreateSchema,
  ivfPredictionIdParam,
  ivfPredictionListQuery,
  ivfPredictionPageSchema,
  ivfPredictionSchema,
} from '../ivf';

const tags = ['ivf'];
/** Patients estimate for themselves; experts and doctors for a patient of theirs (issue 20). */
const estimators = access.roles('patient', 'expert', 'doctor');
/** Spec 02 §6: IVF calls fail with 'Authentication required' when there is no token. */
const missingTokenMessage = MESSAGES.authenticationRequired;

/** Spec 02 §7 IVF: predictions of the chance of a live birth, and the model's own validation (ADR 018). */
export const ivfApi = {
  create: endpoint({
    method: 'POST',
    path: '/api/ivf/predictions/',
    access: estimators,
    missingTokenMessage,
    tags,
    summary: 'Estimate the chance of a live birth from IVF (stored with the inputs and the model version)',
    description:
      'A patient estimates for herself (her plan must include IVF prediction); an expert or doctor names patient_id, a patient of hers (404 for anyone else).',
    body: ivfPredictionCreateSchema,
    responses: { 201: ivfPredictionSchema },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/ivf/predictions/',
    access: estimators,
    missingTokenMessage,
    tags,
    summary: 'My predictions, newest first (20 a page); a professional sees those she computed',
    query: ivfPredictionListQuery,
    responses: { 200: ivfPredictionPageSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/ivf/predictions/:id/',
    access: estimators,
    missingTokenMessage,
    tags,
    summary: 'One prediction: its patient’s or the professional’s who computed it (404 for anyone else)',
    params: ivfPredictionIdParam,
    responses: { 200: ivfPredictionSchema },
  }),
  model: endpoint({
    method: 'GET',
    path: '/api/ivf/model/',
    access: access.member,
    missingTokenMessage,
    tags,
    summary: 'The model in use and its validation on cycles it never saw (calibration, Brier score, AUC)',
    responses: { 200: ivfModelCardSchema },
  }),
};
