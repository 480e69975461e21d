/**
 * Whether a feature a plan unlocks is open to her, as the app knows it before she types anything: patients
 * need a plan with its entitlement (ADR 017); experts, doctors and staff never do. The subscriptions feature
 * knows her plan, so the app's route works this out (app/use-plan-access.ts) and hands it to the page.
 */
export type PlanAccess =
  | { kind: 'checking' }
  | { kind: 'open' }
  /** The plan she would need, by name, when the plans could be read. */
  | { kind: 'needs-plan'; planName: string | null };
