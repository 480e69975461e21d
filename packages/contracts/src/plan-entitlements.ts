import { z } from 'zod';

/** What a plan may unlock; the API checks them, the plan's feature lines only describe them. */
export const PLAN_ENTITLEMENTS = [
  'expert_chat',
  'ai_assistant',
  'ivf_prediction',
  'embryo_analysis',
] as const;
export type PlanEntitlement = (typeof PLAN_ENTITLEMENTS)[number];
export const planEntitlementSchema = z.enum(PLAN_ENTITLEMENTS, {
  error: `An entitlement is one of ${PLAN_ENTITLEMENTS.join(', ')}`,
});
export const PLAN_ENTITLEMENT_LABELS: Record<PlanEntitlement, string> = {
  expert_chat: 'direct messages with experts and doctors',
  ai_assistant: 'the AI fertility assistant',
  ivf_prediction: 'IVF success prediction',
  embryo_analysis: 'embryo image analysis',
};
