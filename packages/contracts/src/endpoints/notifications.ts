import { errorResponse, idParam } from '../common';
import { access, endpoint } from '../endpoint';
import {
  markMultipleSchema,
  notificationActionResponse,
  notificationListQuery,
  notificationPage,
  notificationPreferencesResponse,
  notificationPreferencesUpdateSchema,
  notificationUnsubscribeQuery,
  notificationUnsubscribeResponse,
  unreadCountByTypeResponse,
  unreadCountResponse,
} from '../notifications';

const tags = ['notifications'];
/** Every call reads or changes only the caller's own notifications. */
const recipient = access.owner('the notification’s recipient');

/** Spec 02 §7 Notifications: the member's own notifications, her settings and the mails' unsubscribe link. */
export const notificationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications/',
    access: access.member,
    tags,
    summary: 'My notifications, newest first',
    query: notificationListQuery,
    responses: { 200: notificationPage },
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/notifications/unread-count',
    access: access.member,
    tags,
    summary: 'How many of my notifications are unread',
    responses: { 200: unreadCountResponse },
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/notifications/:id/mark-read',
    access: recipient,
    tags,
    summary: 'Mark one notification read',
    description: 'Someone else’s notification is answered exactly like a missing one (404).',
    params: idParam,
    responses: { 200: notificationActionResponse },
  }),
  markMultipleRead: endpoint({
    method: 'POST',
    path: '/api/notifications/mark-multiple',
    access: access.member,
    tags,
    summary: "Mark several notifications read ('No unread notifications' when none of them is unread)",
    body: markMultipleSchema,
    responses: { 200: notificationActionResponse },
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/api/notifications/mark-all-read',
    access: access.member,
    tags,
    summary: 'Mark every notification of mine read',
    responses: { 200: notificationActionResponse },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/notifications/:id',
    access: recipient,
    tags,
    summary: 'Delete one notification',
    description: 'Someone else’s notification is answered exactly like a missing one (404).',
    params: idParam,
    responses: { 200: notificationActionResponse },
  }),
  preferences: endpoint({
    method: 'GET',
    path: '/api/notifications/preferences/',
    access: access.member,
    tags,
    summary: 'My notification settings, per type',
    responses: { 200: notificationPreferencesResponse },
  }),
  updatePreferences: endpoint({
    method: 'PUT',
    path: '/api/notifications/preferences/',
    access: access.member,
    tags,
    summary: 'Switch in-app and e-mail notifications per type (types left out keep their settings)',
    body: notificationPreferencesUpdateSchema,
    responses: { 200: notificationPreferencesResponse },
  }),
  describeUnsubscribe: endpoint({
    method: 'GET',
    path: '/api/notifications/unsubscribe',
    access: access.public,
    tags,
    summary: 'What a one-click unsubscribe link switches off (an HTML page with a button for browsers)',
    description:
      'The address in every notification mail and its List-Unsubscribe header. Showing changes nothing ' +
      '(link scanners open links); a browser (Accept: text/html) gets a page, a bad or stale link included. ' +
      'No sign-in: the token is the proof. Limited per client address.',
    query: notificationUnsubscribeQuery,
    responses: { 200: notificationUnsubscribeResponse, 400: errorResponse },
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    access: access.public,
    tags,
    summary: 'One-click unsubscribe (RFC 8058): e-mails of the link’s type are switched off',
    description:
      'Takes the RFC 8058 form body (List-Unsubscribe=One-Click), which is ignored: the token is in the ' +
      'address. Repeating it changes nothing. A browser gets a page. Limited per client address.',
    query: notificationUnsubscribeQuery,
    responses: { 200: notificationUnsubscribeResponse },
  }),
  /** Spec 02 §7 Community: the community's view of the same counts. */
  communityUnreadCount: endpoint({
    method: 'GET',
    path: '/api/community/notifications/unread-count/',
    access: access.member,
    tags: ['community'],
    summary: 'My unread notifications counted by type, summed to a total',
    responses: { 200: unreadCountByTypeResponse },
  }),
};
