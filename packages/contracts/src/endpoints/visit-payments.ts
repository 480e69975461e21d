import { idParam } from '../common';
import { access, endpoint } from '../endpoint';
import { visitPaymentSchema } from '../visit-payments';

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
};
