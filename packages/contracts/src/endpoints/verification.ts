import { idParam } from '../common';
import { access, endpoint } from '../endpoint';
import {
  professionalVerificationSchema,
  verificationDecisionSchema,
  verificationQueueItemSchema,
  verificationQueuePage,
  verificationQueueQuery,
  verificationRequestSchema,
} from '../verification';

const professionals = access.roles('expert', 'doctor');
/** Support and admins (the 'support' permission) check licences; see ADR 009. */
const reviewers = access.permission('support');

/**
 * Verified professionals (issue 14): the professional's own status and licence submission under
 * /api/auth, and the staff review queue under /api/admin.
 */
export const verificationApi = {
  mine: endpoint({
    method: 'GET',
    path: '/api/auth/verification',
    access: professionals,
    tags: ['auth', 'verification'],
    summary: "The professional's verification status and latest licence submission",
    responses: { 200: professionalVerificationSchema },
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/auth/verification',
    access: professionals,
    tags: ['auth', 'verification'],
    summary: 'Send licence details to be checked',
    description:
      'Allowed while unverified or after a refusal; 409 while a submission waits or once verified. ' +
      'The status becomes pending and the submission joins the staff queue.',
    body: verificationRequestSchema,
    responses: { 201: professionalVerificationSchema },
  }),
  queue: endpoint({
    method: 'GET',
    path: '/api/admin/verifications',
    access: reviewers,
    tags: ['admin', 'verification'],
    summary: 'Licence submissions: waiting (oldest first) or decided (newest first)',
    query: verificationQueueQuery,
    responses: { 200: verificationQueuePage },
  }),
  decide: endpoint({
    method: 'POST',
    path: '/api/admin/verifications/:id/decision',
    access: reviewers,
    tags: ['admin', 'verification'],
    summary: 'Approve or refuse a submission (a refusal needs the reason); mailed and audited',
    description: '409 when the submission was already decided.',
    params: idParam,
    body: verificationDecisionSchema,
    responses: { 200: verificationQueueItemSchema },
  }),
} as const;
