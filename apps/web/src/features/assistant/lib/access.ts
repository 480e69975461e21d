/**
 * Whether she may ask, as the app knows it before she types anything: patients need a plan that includes the
 * AI assistant (ADR 017); experts, doctors and staff never do. The subscriptions feature knows her plan, so
 * the app's route works this out and hands it to the page.
 */
export type AssistantAccess =
  | { kind: 'checking' }
  | { kind: 'open' }
  /** The plan she would need, by name, when the plans could be read. */
  | { kind: 'needs-plan'; planName: string | null };
