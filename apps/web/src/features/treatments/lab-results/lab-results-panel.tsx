import type { TreatmentPanelProps } from '../lib/panel-props';

// Being written (issue 23); replaced before it lands.
export function LabResultsPanel(_props: TreatmentPanelProps) {
  return null;
}
