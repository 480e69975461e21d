import { idParam } from '../common';
import { access, endpoint } from '../endpoint';
import { visitInfoSchema } from '../visits';

/** The built-in video visit of a confirmed appointment (ADR 014); its signalling runs over socket.io. */
export const visitsApi = {
  visit: endpoint({
    method: 'GET',
    path: '/api/consultations/appointments/:id/visit',
    // Either party; anyone else is told the appointment does not exist (404), as for the other calls.
    access: access.roles('patient', 'expert', 'doctor'),
    tags: ['consultations'],
    summary: 'The video visit of one of my appointments: when it opens, who I meet, and the ICE servers',
    description:
      'With a TURN shared secret configured, TURN entries carry credentials made for this caller and visit ' +
      "(coturn's use-auth-secret scheme), valid until a while after the visit ends.",
    params: idParam,
    responses: { 200: visitInfoSchema },
  }),
};
