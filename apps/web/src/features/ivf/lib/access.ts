/**
 * Whether she may ask for an estimate, as the app knows it before she types anything: patients need a plan
 * that includes IVF prediction (ADR 017); experts and doctors never do. The subscriptions feature knows her
 * plan, so the app's route works this out and hands it to the page.
 */
export type IvfAccess =
  | { kind: 'checking' }
  | { kind: 'open' }
  /** The plan she would need, by name, when the plans could be read. */
  | { kind: 'needs-plan'; planName: string | null };
