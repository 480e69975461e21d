import { Component as UserDashboard } from '@/features/dashboard/pages/user-dashboard';
import { TodayDosesCard } from '@/features/treatments/medications/components/today-doses-card';

/**
 * /user-dashboard: the dashboard feature's page, with the treatments feature's card of today's doses at the
 * top of its side column (features never import each other).
 */
export function Component() {
  return <UserDashboard medications={<TodayDosesCard patientId={null} linkToPage />} />;
}
