/** Query keys of subscriptions: every change to hers invalidates `subscriptionKeys.all`. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  current: () => ['subscriptions', 'current'] as const,
  invoices: (skip: number) => ['subscriptions', 'invoices', skip] as const,
};
