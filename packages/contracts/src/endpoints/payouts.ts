import { idParam, paginationQuery } from '../common';
import { access, endpoint } from '../endpoint';
import {
  adminPayoutListSchema,
  adminPayoutQuery,
  adminPayoutSchema,
  payoutCreateSchema,
  payoutListSchema,
  payoutRefuseSchema,
  payoutSchema,
} from '../payouts';

const tags = ['wallet'];
const experts = access.roles('expert', 'doctor');
const finance = access.permission('finance');

/** Payouts (ADR 016): experts ask for their earnings; finance approves (paid) or refuses (returned). */
export const payoutsApi = {
  requestPayout: endpoint({
    method: 'POST',
    path: '/api/wallet/payouts',
    access: experts,
    tags,
    summary: 'Ask to be paid part or all of my available earnings (requires Idempotency-Key)',
    body: payoutCreateSchema,
    responses: { 201: payoutSchema },
  }),
  myPayouts: endpoint({
    method: 'GET',
    path: '/api/wallet/payouts',
    access: experts,
    tags,
    summary: 'My payouts, newest first',
    query: paginationQuery,
    responses: { 200: payoutListSchema },
  }),
  adminPayouts: endpoint({
    method: 'GET',
    path: '/api/admin/payouts',
    access: finance,
    tags,
    summary: 'Payouts to decide (finance), oldest first when filtered by requested',
    query: adminPayoutQuery,
    responses: { 200: adminPayoutListSchema },
  }),
  approvePayout: endpoint({
    method: 'POST',
    path: '/api/admin/payouts/:id/approve',
    access: finance,
    tags,
    summary: 'Approve a payout: paid through the provider (requires Idempotency-Key)',
    params: idParam,
    responses: { 200: adminPayoutSchema },
  }),
  refusePayout: endpoint({
    method: 'POST',
    path: '/api/admin/payouts/:id/refuse',
    access: finance,
    tags,
    summary: "Refuse a payout with a reason: returned to the expert's earnings (requires Idempotency-Key)",
    params: idParam,
    body: payoutRefuseSchema,
    responses: { 200: adminPayoutSchema },
  }),
};
