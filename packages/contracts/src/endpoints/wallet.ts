import { paginationQuery } from '../common';
import { access, endpoint } from '../endpoint';
import { idParam } from '../common';
import { paymentSchema, topUpCreateSchema } from '../payments';
import { booksSchema, userIdParam, walletHistorySchema, walletSchema } from '../wallet';

const tags = ['wallet'];
const finance = access.permission('finance');

/** Wallets (ADR 016): her own balances and history, card top-ups, and finance's view of any wallet. */
export const walletApi = {
  wallet: endpoint({
    method: 'GET',
    path: '/api/wallet',
    access: access.member,
    tags,
    summary: 'My balances: funds, and for experts earnings, payouts under review and held escrow',
    responses: { 200: walletSchema },
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/wallet/history',
    access: access.member,
    tags,
    summary: 'My ledger lines, newest first',
    query: paginationQuery,
    responses: { 200: walletHistorySchema },
  }),
  topUp: endpoint({
    method: 'POST',
    path: '/api/wallet/top-ups',
    access: access.member,
    tags,
    summary: 'Top up my wallet by card (requires Idempotency-Key)',
    description:
      '201 succeeded, or requires_action with next_action_url (3-D Secure); 402 with the decline message when the card is declined.',
    body: topUpCreateSchema,
    responses: { 201: paymentSchema },
  }),
  payment: endpoint({
    method: 'GET',
    path: '/api/wallet/payments/:id',
    access: access.owner('the member who paid'),
    tags,
    summary: 'One of my card payments, to follow a 3-D Secure payment',
    params: idParam,
    responses: { 200: paymentSchema },
  }),
  adminWallet: endpoint({
    method: 'GET',
    path: '/api/admin/wallets/:userId',
    access: finance,
    tags,
    summary: "A member's balances (finance; audited)",
    params: userIdParam,
    responses: { 200: walletSchema },
  }),
  adminWalletHistory: endpoint({
    method: 'GET',
    path: '/api/admin/wallets/:userId/history',
    access: finance,
    tags,
    summary: "A member's ledger lines (finance; audited)",
    params: userIdParam,
    query: paginationQuery,
    responses: { 200: walletHistorySchema },
  }),
  books: endpoint({
    method: 'GET',
    path: '/api/admin/books',
    access: finance,
    tags,
    summary: "The platform's books: balance per account kind and whether the journal sums to zero",
    responses: { 200: booksSchema },
  }),
};
