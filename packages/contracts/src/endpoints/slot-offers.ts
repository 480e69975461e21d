import { appointmentSchema } from '../appointments';
import { idParam, messageResponse } from '../common';
import { access, endpoint } from '../endpoint';
import {
  slotOfferClaimSchema,
  slotOfferSchema,
  slotWatchCreateSchema,
  slotWatchListSchema,
  slotWatchSchema,
} from '../slot-offers';

const tags = ['consultations'];
/** Watches and offers are a patient's own: anyone else's answers 404. */
const patients = access.roles('patient');

/** Freed slots (ADR 014): ask to hear of an earlier time with an expert, and take one when offered. */
export const slotOffersApi = {
  watches: endpoint({
    method: 'GET',
    path: '/api/consultations/slot-watches',
    access: patients,
    tags,
    summary: 'My open requests to hear of an earlier time with an expert',
    responses: { 200: slotWatchListSchema },
  }),
  createWatch: endpoint({
    method: 'POST',
    path: '/api/consultations/slot-watches',
    access: patients,
    tags,
    summary: 'Tell me when a time with this expert before `before` frees up',
    description:
      'One open request per expert: asking again replaces its time and visit. With appointment_id, taking an offer moves that visit and `before` defaults to its start.',
    body: slotWatchCreateSchema,
    responses: { 201: slotWatchSchema },
  }),
  deleteWatch: endpoint({
    method: 'DELETE',
    path: '/api/consultations/slot-watches/:id',
    access: patients,
    tags,
    summary: 'Stop waiting for an earlier time',
    params: idParam,
    responses: { 200: messageResponse },
  }),
  offer: endpoint({
    method: 'GET',
    path: '/api/consultations/slot-offers/:id',
    access: patients,
    tags,
    summary: 'A freed time offered to me, and whether it can still be taken',
    params: idParam,
    responses: { 200: slotOfferSchema },
  }),
  claimOffer: endpoint({
    method: 'POST',
    path: '/api/consultations/slot-offers/:id/claim',
    access: patients,
    tags,
    summary: 'Take an offered time: books it, or moves my visit to it; first come, first served',
    description: '409 when someone else took the time meanwhile; the request stays open for the next one.',
    params: idParam,
    body: slotOfferClaimSchema,
    responses: { 200: appointmentSchema },
  }),
};
