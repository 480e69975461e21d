import { IvfPredictionPage } from '@/features/ivf/pages/ivf-prediction';
import { usePlanAccess } from './use-plan-access';

/**
 * /ivf-prediction: the IVF feature's page, told whether her plan includes IVF prediction, so a patient
 * without it sees the plan she needs before she types anything.
 */
export function Component() {
  return <IvfPredictionPage access={usePlanAccess('ivf_prediction')} />;
}
