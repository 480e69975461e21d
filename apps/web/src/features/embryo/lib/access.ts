import { isProfessional } from '@fertilia/contracts';
import type { PlanAccess } from '@/lib/plan-access';

/** Whether she may upload: patients need a plan with embryo analysis (lib/plan-access.ts). */
export type EmbryoAccess = PlanAccess;

/** ADR 021: patients analyse their own embryos, experts and doctors their patients'; staff are refused. */
export const isAnalyst = (role: string) => role === 'patient' || isProfessional(role);
