import { EmbryoAnalysisPage } from '@/features/embryo/pages/embryo-analysis';
import { usePlanAccess } from './use-plan-access';

/**
 * /embryo-analysis: the embryo feature's page, told whether her plan includes embryo analysis, so a patient
 * without it sees the plan she needs before she chooses a picture (experts and doctors never need one).
 */
export function Component() {
  return <EmbryoAnalysisPage access={usePlanAccess('embryo_analysis')} />;
}
