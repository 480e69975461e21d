import { Component as ExpertDashboard } from '@/features/dashboard/pages/expert-dashboard';
import { PatientsCard } from '@/features/consultations/components/patients-card';
import { ScheduleEditor } from '@/features/consultations/components/schedule-editor';
import { ScheduleSummaryCard } from '@/features/consultations/components/schedule-summary-card';

/**
 * /expert-dashboard: the dashboard feature's page, with the consultations feature's availability switch in
 * its side column and her patients, hours and slots below (features never import each other).
 */
export function Component() {
  return (
    <ExpertDashboard availability={<ScheduleSummaryCard />}>
      <PatientsCard />
      <ScheduleEditor />
    </ExpertDashboard>
  );
}
