// contract ready
import { z } from 'zod';
import { booleanQuery, booleanQueryMessage, databaseId, pagingQuery } from './common';

/**
 * Spec 02 §3/§4/§7 notifications. Every kind a module may send; later issues add theirs here and call
 * `app.notifications.notify` with it.
 */
export const NOTIFICATION_TYPES = [
  'comment_on_post',
  'reply_to_comment',
  'post_reaction',
  'new_follower',
  'moderation_decision',
  'conversation_message',
  'security',
  'cycle_period_reminder',
  'cycle_fertile_window_reminder',
  'appointment_update',
  'appointment_reminder',
  'slot_offer',
  'payment_update',
  'medication_reminder',
  'doctor_note',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The kinds that concern a member's community life (spec 02 §7 community unread-count): the sidebar's Community
 * entry sums these from `by_type`.
 */
export const COMMUNITY_NOTIFICATION_TYPES = [
  'comment_on_post',
  'reply_to_comment',
  'post_reaction',
  'new_follower',
  'moderation_decision',
] as const satisfies readonly NotificationType[];

/** Spec 02 §9: the bell's badge shows "99+" above this. */
export const NOTIFICATION_BADGE_MAX = 99;
/** Bulk mark-read takes at most this many ids at once (the pagination maximum). */
export const NOTIFICATION_BULK_MAX = 100;
/** E-mails are not sent per event: at most one mail per member and type in this window. */
export const NOTIFICATION_EMAIL_WINDOW_MINUTES = 10;

/** Spec 02 §4: the notification socket (plain WebSocket, not socket.io). */
export const NOTIFICATION_SOCKET_PATH = '/api/ws/';
/** The sub-protocol the client offers first; the access token travels as the second offered protocol. */
export const NOTIFICATION_SOCKET_PROTOCOL = 'fertilia-notifications';
export const NOTIFICATION_SOCKET_EVENTS = {
  notification: 'notification',
  unreadCount: 'unread_count',
} as const;

/**
 * How each type appears in the settings and whether a member may switch a channel. Security notices stay on
 * in the app, and their e-mail is the account mail the auth flows always send (never batched, never
 * unsubscribable), so this service does not mail them a second time.
 */
export const NOTIFICATION_TYPE_INFO: Record<
  NotificationType,
  {
    label: string;
    description: string;
    inApp: boolean;
    email: boolean;
    inAppEditable: boolean;
    emailEditable: boolean;
  }
> = {
  comment_on_post: {
    label: 'Comments on my posts',
    description: 'Someone commented on a post of yours.',
    inApp: true,
    email: true,
    inAppEditable: true,
    emailEditable: true,
  },
  reply_to_comment: {
    label: 'Replies to my comments',
    description: 'Someone replied to a comment of yours.',
    inApp: true,
    email: true,
    inAppEditable: true,
    emailEditable: true,
  },
  post_reaction: {
    label: 'Reactions to my posts',
    description: 'Members reacted to a post of yours (grouped per post).',
    inApp: true,
    email: false,
    inAppEditable: true,
    emailEditable: true,
  },
  new_follower: {
    label: 'New followers',
    description: 'Someone started following you.',
    inApp: true,
    email: true,
    inAppEditable: true,
    emailEditable: true,
  },
  moderation_decision: {
    label: 'Moderation decisions',
    // A removal is always mailed with its reason by the moderation module; this switch adds the rest.
    description:
      'A moderator decided about a post or comment of yours. Removals are always e-mailed with the reason.',
    inApp: true,
    email: false,
    inAppEditable: true,
    emailEditable: true,
  },
  conversation_message: {
    label: 'Messages',
    description: 'A new message in one of your conversations.',
    inApp: true,
    email: true,
    inAppEditable: true,
    emailEditable: true,
  },
  security: {
    label: 'Account security',
    description: 'Your password or e-mail address changed. Always shown; the account e-mail is always sent.',
    inApp: true,
    email: false,
    inAppEditable: false,
    emailEditable: false,
  },
  // Cycle reminders carry predicted dates; e-mail is opt-in because an inbox is often less private than the app.
  cycle_period_reminder: {
    label: 'Period reminders',
    description: 'Your next period is expected soon.',
    inApp: true,
    email: false,
    inAppEditable: true,
    emailEditable: true,
  },
  cycle_fertile_window_reminder: {
    label: 'Fertile window reminders',
    description: 'Your fertile window is about to start.',
    inApp: true,
    email: false,
    inAppEditable: true,
    emailEditable: true,
  },
  // A booking, a confirmation or a cancellation changes someone's day: mailed by default, in-app always.
  appointment_update: {
    label: 'Appointments',
    description: 'An appointment was booked, confirmed, declined, cancelled, moved or completed.',
    inApp: true,
    email: true,
    inAppEditable: false,
    emailEditable: true,
  },
  // 24 hours and 1 hour before a confirmed visit, each mail with its calendar invitation (ADR 014).
  appointment_reminder: {
    label: 'Appointment reminders',
    description: 'A confirmed consultation starts in 24 hours or in 1 hour.',
    inApp: true,
    email: true,
    inAppEditable: false,
    emailEditable: true,
  },
  // An earlier time she asked to hear about: only useful at once, so it is in-app and mailed by default.
  slot_offer: {
    label: 'Earlier times',
    description: 'An earlier time freed up with an expert you asked to hear about.',
    inApp: true,
    email: true,
    inAppEditable: false,
    emailEditable: true,
  },
  // Money in or out of a wallet (ADR 016) is a record the member keeps: always shown and always e-mailed.
  payment_update: {
    label: 'Payments',
    description:
      'Top-ups, consultation payments and refunds, disputes, earnings and payouts. Always e-mailed.',
    inApp: true,
    email: true,
    inAppEditable: false,
    emailEditable: false,
  },
  // A dose due now (ADR 022): the drug's name is health data, so e-mail is opt-in as for cycle reminders.
  medication_reminder: {
    label: 'Medication reminders',
    description: 'A dose of one of your medications is due.',
    inApp: true,
    email: false,
    inAppEditable: true,
    emailEditable: true,
  },
  // A note from her doctor is part of her care: shown always; the mail says only that a note is there.
  doctor_note: {
    label: 'Doctor notes',
    description: 'An expert or doctor wrote or amended a note for you.',
    inApp: true,
    email: true,
    inAppEditable: false,
    emailEditable: true,
  },
};

export const NOTIFICATION_MESSAGES = {
  // spec 02 §5/§8
  noUnread: 'No unread notifications',
  loadFailed: 'Unable to load notifications. Please try again later.',
  // server details and success texts
  notFound: 'Notification not found',
  markedRead: 'Notification marked as read',
  markedManyRead: (count: number) => `${count} notification${count === 1 ? '' : 's'} marked as read`,
  allMarkedRead: 'All notifications marked as read',
  deleted: 'Notification deleted',
  idsRequired: 'Choose at least one notification',
  idsTooMany: `At most ${NOTIFICATION_BULK_MAX} notifications at a time`,
  idInvalid: 'Notification ids must be positive whole numbers',
  typeInvalid: `Type must be one of: ${NOTIFICATION_TYPES.join(', ')}`,
  unreadOnlyInvalid: booleanQueryMessage('unread_only'),
  preferencesRequired: 'Choose at least one setting to change',
  preferenceDuplicate: 'Each notification type may appear only once',
  preferenceValueInvalid: 'in_app and email must be true or false',
  preferenceLocked: (label: string) => `${label} notifications cannot be changed`,
  preferencesSaved: 'Notification settings saved',
  // client texts
  markReadFailed: 'Unable to mark notifications as read. Please try again later.',
  deleteFailed: 'Unable to delete notification. Please try again later.',
  preferencesLoadFailed: 'Unable to load notification settings. Please try again later.',
  preferencesSaveFailed: 'Unable to save notification settings. Please try again later.',
  // one-click unsubscribe
  unsubscribeLinkInvalid: 'This unsubscribe link is invalid or has expired.',
  unsubscribed: (label: string) => `You will no longer receive e-mails about: ${label}.`,
} as const;

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES, {
  error: NOTIFICATION_MESSAGES.typeInvalid,
});

/** Spec 02 §3 Notification. `link` is an in-app path ("/community/posts/…") or null. */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  type: notificationTypeSchema,
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

const unreadOnly = booleanQuery('unread_only');

/** GET /api/notifications/?skip&limit&unread_only (default 20, max 100), newest first; `total` counts the filter. */
export const notificationListQuery = pagingQuery().extend({ unread_only: unreadOnly });
export type NotificationListQuery = z.input<typeof notificationListQuery>;
export const notificationPage = z.object({
  items: z.array(notificationSchema),
  total: z.number().int(),
  unread_count: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

/** GET /api/notifications/unread-count */
export const unreadCountResponse = z.object({ unread_count: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

/** GET /api/community/notifications/unread-count/: unread counts per type (every type, zeros included). */
export const unreadCountByTypeResponse = z.object({
  total: z.number().int(),
  by_type: z.record(notificationTypeSchema, z.number().int()),
});
export type UnreadCountByTypeResponse = z.infer<typeof unreadCountByTypeResponse>;

const notificationId = databaseId(NOTIFICATION_MESSAGES.idInvalid, { coerce: false });

/** POST /api/notifications/mark-multiple */
export const markMultipleSchema = z.object({
  notification_ids: z
    .array(notificationId, { error: NOTIFICATION_MESSAGES.idsRequired })
    .min(1, NOTIFICATION_MESSAGES.idsRequired)
    .max(NOTIFICATION_BULK_MAX, NOTIFICATION_MESSAGES.idsTooMany),
});
export type MarkMultipleRequest = z.input<typeof markMultipleSchema>;

/** Answer of mark-read / mark-multiple / mark-all-read / delete: a message and the new unread count. */
export const notificationActionResponse = z.object({
  message: z.string(),
  updated_count: z.number().int(),
  unread_count: z.number().int(),
});
export type NotificationActionResponse = z.infer<typeof notificationActionResponse>;

/** GET /api/notifications/preferences/: one entry per type, in NOTIFICATION_TYPES order. */
export const notificationPreferenceSchema = z.object({
  type: notificationTypeSchema,
  label: z.string(),
  description: z.string(),
  in_app: z.boolean(),
  email: z.boolean(),
  in_app_editable: z.boolean(),
  email_editable: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;
export const notificationPreferencesResponse = z.object({
  preferences: z.array(notificationPreferenceSchema),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponse>;

const switchValue = z.boolean({ error: NOTIFICATION_MESSAGES.preferenceValueInvalid }).optional();

/** PUT /api/notifications/preferences/: the types to change; a type left out keeps its settings. */
export const notificationPreferencesUpdateSchema = z.object({
  preferences: z
    .array(z.object({ type: notificationTypeSchema, in_app: switchValue, email: switchValue }), {
      error: NOTIFICATION_MESSAGES.preferencesRequired,
    })
    .min(1, NOTIFICATION_MESSAGES.preferencesRequired)
    .max(NOTIFICATION_TYPES.length, NOTIFICATION_MESSAGES.preferenceDuplicate)
    .refine((list) => new Set(list.map((p) => p.type)).size === list.length, {
      error: NOTIFICATION_MESSAGES.preferenceDuplicate,
    })
    .superRefine((list, ctx) => {
      list.forEach((p, index) => {
        const info = NOTIFICATION_TYPE_INFO[p.type];
        const changesLocked =
          (p.in_app !== undefined && !info.inAppEditable && p.in_app !== info.inApp) ||
          (p.email !== undefined && !info.emailEditable && p.email !== info.email);
        if (changesLocked) {
          ctx.addIssue({
            code: 'custom',
            path: [index],
            message: NOTIFICATION_MESSAGES.preferenceLocked(info.label),
          });
        }
      });
    }),
});
export type NotificationPreferencesUpdate = z.input<typeof notificationPreferencesUpdateSchema>;

/** The token of a one-click unsubscribe link (GET shows, POST performs, RFC 8058). */
export const notificationUnsubscribeQuery = z.object({
  token: z
    .string({ error: NOTIFICATION_MESSAGES.unsubscribeLinkInvalid })
    .trim()
    .min(1, NOTIFICATION_MESSAGES.unsubscribeLinkInvalid)
    .max(200, NOTIFICATION_MESSAGES.unsubscribeLinkInvalid),
});
export const notificationUnsubscribeResponse = z.object({
  message: z.string(),
  type: notificationTypeSchema,
  label: z.string(),
});
export type NotificationUnsubscribeResponse = z.infer<typeof notificationUnsubscribeResponse>;

/** Server → client frames on the notification socket. */
export const notificationSocketFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(NOTIFICATION_SOCKET_EVENTS.notification),
    data: z.object({ notification: notificationSchema, unread_count: z.number().int() }),
  }),
  z.object({
    type: z.literal(NOTIFICATION_SOCKET_EVENTS.unreadCount),
    data: z.object({ unread_count: z.number().int() }),
  }),
]);
export type NotificationSocketFrame = z.infer<typeof notificationSocketFrame>;
