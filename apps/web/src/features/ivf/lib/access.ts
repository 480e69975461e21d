import type { PlanAccess } from '@/lib/plan-access';

/** Whether she may ask for an estimate: patients need a plan that includes IVF prediction (lib/plan-access.ts). */
export type IvfAccess = PlanAccess;
