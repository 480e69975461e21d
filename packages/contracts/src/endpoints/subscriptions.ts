import { idParam, paginationQuery } from '../common';
import { access, endpoint } from '../endpoint';
import {
  SUBSCRIBER_ROLES,
  currentSubscriptionSchema,
  invoicePageSchema,
  invoiceSchema,
  paymentMethodChangeSchema,
  subscriptionChangeSchema,
  subscriptionCreateSchema,
  subscriptionSchema,
} from '../subscriptions';

const tags = ['subscriptions'];
/** Plans are for patients; experts, doctors and staff are never asked for one (ADR 017). */
const subscriber = access.roles(...SUBSCRIBER_ROLES);

/**
 * Her subscription to a plan (ADR 017; spec 02 leaves the path "not shown"). Every call answers 404 while
 * the enableSubscriptionFeatures flag is off. Requests that charge a card carry an Idempotency-Key.
 */
export const subscriptionsApi = {
  current: endpoint({
    method: 'GET',
    path: '/api/subscriptions/current',
    access: access.member,
    tags,
    summary: 'My subscription, if any, and what my account unlocks',
    responses: { 200: currentSubscriptionSchema },
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/api/subscriptions',
    access: subscriber,
    tags,
    summary: 'Subscribe to a plan, paying the first period by card (requires Idempotency-Key)',
    description:
      "201 active, or incomplete with next_action_url (3-D Secure); 402 'Subscription failed: …' when the card is declined; 409 when she already has one.",
    body: subscriptionCreateSchema,
    responses: { 201: subscriptionSchema },
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/subscriptions/current/cancel',
    access: subscriber,
    tags,
    summary: 'Cancel at the end of the paid period (the plan stays until then)',
    responses: { 200: subscriptionSchema },
  }),
  resume: endpoint({
    method: 'POST',
    path: '/api/subscriptions/current/resume',
    access: subscriber,
    tags,
    summary: 'Keep a subscription that was set to end',
    responses: { 200: subscriptionSchema },
  }),
  change: endpoint({
    method: 'POST',
    path: '/api/subscriptions/current/change',
    access: subscriber,
    tags,
    summary: 'Change plan or billing period from the next period (the current plan, to undo a change)',
    body: subscriptionChangeSchema,
    responses: { 200: subscriptionSchema },
  }),
  changePaymentMethod: endpoint({
    method: 'PUT',
    path: '/api/subscriptions/current/payment-method',
    access: subscriber,
    tags,
    summary:
      'Change the card renewals are charged to; an overdue renewal is tried again at once (requires Idempotency-Key)',
    body: paymentMethodChangeSchema,
    responses: { 200: subscriptionSchema },
  }),
  invoices: endpoint({
    method: 'GET',
    path: '/api/subscriptions/invoices',
    access: access.member,
    tags,
    summary: 'My subscription charges and receipts, newest first',
    query: paginationQuery,
    responses: { 200: invoicePageSchema },
  }),
  invoice: endpoint({
    method: 'GET',
    path: '/api/subscriptions/invoices/:id',
    access: access.owner('the subscriber'),
    tags,
    summary: 'One of my receipts',
    params: idParam,
    responses: { 200: invoiceSchema },
  }),
};
