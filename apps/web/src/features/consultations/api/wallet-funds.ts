import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

/** Her wallet balance, for the booking page's payment step (ADR 016): fetched only for a paid visit. */
export const getWalletFunds = (signal?: AbortSignal) => call(walletApi.wallet, undefined, { signal });

export const walletFundsQueryOptions = () =>
  queryOptions({ queryKey: ['wallet', 'funds'] as const, queryFn: ({ signal }) => getWalletFunds(signal) });

export const useWalletFunds = (enabled: boolean) => useQuery({ ...walletFundsQueryOptions(), enabled });
