import { idParam } from '../common';
import { access, endpoint } from '../endpoint';
import { visitPaymentSchema, walletFundsSchema } from '../visit-payments';

const tags = ['payments'];

/** One visit's payment (ADR 016): its charge, escrow, refunds and receipt. */
export const visitPaymentsApi = {
  appointmentPayment: endpoint({
    method: 'GET',
    path: '/api/payments/appointments/:id',
    access: access.owner("the appointment's patient or expert, or staff holding the finance permission"),
    tags,
    summary: "One appointment's charge, escrow state, timeline, receipt and dispute",
    description: '404 for anyone else, and for a free visit (it has no payment).',
    params: idParam,
    responses: { 200: visitPaymentSchema },
  }),
  /**
   * Her wallet's balance as the booking page reads it: the first fields of GET /api/wallet (the wallet's own
   * declaration, `walletApi.wallet`, answers more). Declared here so booking does not wait for it; the route is
   * the wallet module's.
   */
  walletFunds: endpoint({
    method: 'GET',
    path: '/api/wallet',
    access: access.member,
    tags,
    summary: 'My wallet balance (the part the booking page reads)',
    responses: { 200: walletFundsSchema },
  }),
};
