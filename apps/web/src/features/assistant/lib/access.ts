import type { PlanAccess } from '@/lib/plan-access';

/** Whether she may ask: patients need a plan that includes the AI assistant (lib/plan-access.ts). */
export type AssistantAccess = PlanAccess;
