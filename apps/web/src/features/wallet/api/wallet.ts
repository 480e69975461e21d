import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { walletApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { walletKeys } from './keys';

/** GET /api/wallet: my balances. */
export const useWallet = () =>
  useQuery({
    queryKey: walletKeys.wallet(),
    queryFn: ({ signal }) => call(walletApi.wallet, {}, { signal }),
  });

export const HISTORY_PAGE = 20;

/** GET /api/wallet/history: my ledger lines, newest first. */
export const useWalletHistory = (skip: number) =>
  useQuery({
    queryKey: walletKeys.history(skip),
    queryFn: ({ signal }) => call(walletApi.history, { query: { skip, limit: HISTORY_PAGE } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/books: the platform's books (finance). */
export const useBooks = () =>
  useQuery({ queryKey: walletKeys.books(), queryFn: ({ signal }) => call(walletApi.books, {}, { signal }) });
