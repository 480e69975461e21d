import { idParam } from '../common';
import {
  disputeCreateSchema,
  disputeDetailSchema,
  disputeListQuery,
  disputeOpenedSchema,
  disputePageSchema,
  disputeResolveSchema,
} from '../disputes';
import { access, endpoint } from '../endpoint';
import { escrowListQuery, escrowPageSchema } from '../escrows';

const tags = ['payments'];
const finance = access.permission('finance');
const idempotent = 'Requires an `Idempotency-Key` header; a replay answers the first answer again.';

/** Disputes of visit payments and finance's escrow administration (ADR 016). */
export const disputesApi = {
  open: endpoint({
    method: 'POST',
    path: '/api/disputes',
    access: access.roles('patient'),
    tags,
    summary: "Dispute a completed visit's payment within the dispute window",
    description: `The payment stays held until finance decides. 404 for anyone else's visit; 409 when the visit is not completed or paid, the window has passed, or it is already disputed. ${idempotent}`,
    body: disputeCreateSchema,
    responses: { 201: disputeOpenedSchema },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/disputes',
    access: finance,
    tags,
    summary: 'Disputes, open ones first, newest first',
    query: disputeListQuery,
    responses: { 200: disputePageSchema },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/disputes/:id',
    access: finance,
    tags,
    summary: "A dispute with its escrow and the escrow's ledger movements",
    params: idParam,
    responses: { 200: disputeDetailSchema },
  }),
  resolve: endpoint({
    method: 'POST',
    path: '/api/admin/disputes/:id/resolve',
    access: finance,
    tags,
    summary: 'Decide a dispute: release to the expert, refund in full, or refund part',
    description: `Audited, and mailed to both sides with the note. 409 when already resolved. ${idempotent}`,
    params: idParam,
    body: disputeResolveSchema,
    responses: { 200: disputeDetailSchema },
  }),
  escrows: endpoint({
    method: 'GET',
    path: '/api/admin/escrows',
    access: finance,
    tags,
    summary: 'Escrows of visit payments, newest first, with the totals held and disputed',
    query: escrowListQuery,
    responses: { 200: escrowPageSchema },
  }),
};
