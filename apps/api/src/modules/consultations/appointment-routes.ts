import type { FastifyPluginAsync } from 'fastify';
import { consultationsApi as api } from '@fertilia/contracts';
import { route } from '../../http/route';
import { keyedWhenSent } from '../escrow/visit-payment-service';
import { getAppointment, listAppointments, patchAppointment } from './appointment-service';
import { bookSlot } from './booking-service';
import {
  cancelConsultation,
  createConsultation,
  listConsultations,
  rescheduleConsultation,
} from './consultation-family-service';
import {
  answerAppointment,
  cancelAppointment,
  completeAppointment,
  joinAppointment,
  rescheduleAppointment,
} from './lifecycle-service';

/** Booking and the appointment's life, both families (ADR 012). Registered under /api/consultations. */
export const appointmentRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.appointments, (ctx, { query }) => listAppointments(ctx, query));
  // A paid booking moves money, so it runs under the caller's Idempotency-Key (ADR 016); a free one may omit it.
  route(app, api.book, (ctx, { body }, http) =>
    keyedWhenSent(ctx, http, (tx, keyed) => bookSlot(tx, { slotId: body.slot_id, notes: body.notes, keyed })),
  );
  route(app, api.appointment, (ctx, { params }) => getAppointment(ctx, params.id));
  route(app, api.updateAppointment, (ctx, { params, body }) =>
    patchAppointment(ctx, { id: params.id, notes: body.notes }),
  );
  route(app, api.cancel, (ctx, { params, body }) =>
    cancelAppointment(ctx, { id: params.id, reason: body.reason }),
  );
  route(app, api.accept, (ctx, { params, body }) =>
    answerAppointment(ctx, { id: params.id, accepted: body.accepted, reason: body.reason }),
  );
  route(app, api.reschedule, (ctx, { params, body }) =>
    rescheduleAppointment(ctx, { id: params.id, newSlotId: body.new_slot_id, reason: body.reason }),
  );
  route(app, api.complete, (ctx, { params }) => completeAppointment(ctx, params.id));
  route(app, api.join, (ctx, { params }) => joinAppointment(ctx, params.id));

  route(app, api.consultations, (ctx, { query }) => listConsultations(ctx, query));
  route(app, api.createConsultation, (ctx, { body }, http) =>
    keyedWhenSent(ctx, http, (tx, keyed) =>
      createConsultation(tx, {
        expertId: body.expert_id,
        dateTime: body.date_time,
        notes: body.notes,
        keyed,
      }),
    ),
  );
  route(app, api.cancelConsultation, (ctx, { params, body }) =>
    cancelConsultation(ctx, { id: params.id, reason: body.reason }),
  );
  route(app, api.rescheduleConsultation, (ctx, { params, body }) =>
    rescheduleConsultation(ctx, { id: params.id, newDateTime: body.new_date_time, reason: body.reason }),
  );
};
