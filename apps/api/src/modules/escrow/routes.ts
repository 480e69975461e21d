import type { FastifyPluginAsync } from 'fastify';
import { visitPaymentsApi as api } from '@fertilia/contracts';
import { route } from '../../http/route';
import { visitPayment } from './payment-detail-service';

/** One visit's payment. Registered under /api/payments/appointments. */
export const visitPaymentRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.appointmentPayment, (ctx, { params }) => visitPayment(ctx, params.id));
};
