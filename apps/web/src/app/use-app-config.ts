/** The app reads its configuration through lib/, where features and shared components can reach it too. */
export { appConfigQuery, useFeatureFlag } from '@/lib/app-config';
