/** Query keys of the wallet: every money change invalidates `walletKeys.all`. */
export const walletKeys = {
  all: ['wallet'] as const,
  wallet: () => ['wallet', 'balances'] as const,
  history: (skip: number) => ['wallet', 'history', skip] as const,
  payment: (id: number) => ['wallet', 'payment', id] as const,
  payouts: (skip: number) => ['wallet', 'payouts', skip] as const,
  adminPayouts: (status: string, skip: number) => ['wallet', 'admin-payouts', status, skip] as const,
  books: () => ['wallet', 'books'] as const,
};
