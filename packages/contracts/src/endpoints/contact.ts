import { idParam, messageResponse } from '../common';
import { access, endpoint } from '../endpoint';
import {
  contactFormSchema,
  supportMessageDetailSchema,
  supportMessageListQuery,
  supportMessageListResponse,
  supportReplyInputSchema,
  supportStatusInputSchema,
} from '../marketing';

/** Spec 02 §7: the public contact form; no sign-in, a budget per client address spent before validation. */
export const contactApi = {
  send: endpoint({
    method: 'POST',
    path: '/api/contact/',
    access: access.public,
    tags: ['contact'],
    summary: 'Send a message to the Fertilia team',
    body: contactFormSchema,
    responses: { 201: messageResponse },
  }),
};

const tags = ['admin', 'support'];
const supportStaff = access.permission('support');

/** The support inbox of the back office (permission 'support'): read, answer, close, reopen. */
export const supportInboxApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/support/messages',
    access: supportStaff,
    tags,
    summary: 'Contact messages, newest first, optionally of one status',
    query: supportMessageListQuery,
    responses: { 200: supportMessageListResponse },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/support/messages/:id',
    access: supportStaff,
    tags,
    summary: 'One message with its replies',
    params: idParam,
    responses: { 200: supportMessageDetailSchema },
  }),
  reply: endpoint({
    method: 'POST',
    path: '/api/admin/support/messages/:id/replies',
    access: supportStaff,
    tags,
    summary: 'Answer a message: the reply is mailed to the sender and the message marked answered',
    params: idParam,
    body: supportReplyInputSchema,
    responses: { 201: supportMessageDetailSchema },
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: '/api/admin/support/messages/:id/status',
    access: supportStaff,
    tags,
    summary: 'Close, reopen or mark a message answered',
    params: idParam,
    body: supportStatusInputSchema,
    responses: { 200: supportMessageDetailSchema },
  }),
};
