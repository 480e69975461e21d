/** Every query of finance's money screens sits under one key: a decision refreshes disputes and escrows alike. */
export const adminMoneyKeys = {
  all: ['admin-money'] as const,
  disputes: (query: object) => ['admin-money', 'disputes', query] as const,
  dispute: (id: number) => ['admin-money', 'dispute', id] as const,
  escrows: (query: object) => ['admin-money', 'escrows', query] as const,
};
