/*
 * The zod-free part of the marketing and contact rules (spec 02 §5). The landing page checks its newsletter
 * and waitlist fields with these in plain code (no zod in its first load); the server's schemas in
 * marketing.ts are built from the same values.
 */

/** Spec 02 §5 "a simple address pattern": something@something.tld, no spaces. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MARKETING_EMAIL_MAX = 254;

export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const SUPPORT_REPLY_MAX = 5000;
export const WAITLIST_NAME_MAX = 100;
export const WAITLIST_SOURCE_MAX = 50;

export const WAITLIST_ROLE_INTERESTS = ['patient', 'expert', 'doctor', 'clinic'] as const;
export type WaitlistRoleInterest = (typeof WAITLIST_ROLE_INTERESTS)[number];

export const CONTACT_STATUSES = ['open', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

/** Per client address: enough for a person who mistypes, too few for a script filling our tables. */
export const MARKETING_RATE_LIMITS = {
  newsletterPerIp: { max: 5, windowSeconds: 10 * 60 },
  newsletterLinkPerIp: { max: 20, windowSeconds: 10 * 60 },
  waitlistPerIp: { max: 5, windowSeconds: 10 * 60 },
  contactPerIp: { max: 5, windowSeconds: 60 * 60 },
} as const;

/** Texts the spec does not name; the ones it names live in MESSAGES. */
export const MARKETING_MESSAGES = {
  consentRequired:
    'We only send the newsletter to people who agree to receive it. Please tick the consent box to subscribe.',
  contactNameMax: `Name must be at most ${CONTACT_NAME_MAX} characters`,
  contactMessageMax: `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
  waitlistNameMax: `Name must be at most ${WAITLIST_NAME_MAX} characters`,
  waitlistSourceMax: `Source must be at most ${WAITLIST_SOURCE_MAX} characters`,
  waitlistRoleInterest: 'Choose patient, expert, doctor or clinic',
  newsletterTokenRequired: 'The link is missing its token',
  replyRequired: 'Reply is required',
  replyMax: `Reply must be at most ${SUPPORT_REPLY_MAX} characters`,
  contactStatusInvalid: 'Status must be open, answered or closed',
  supportListFailed: 'Failed to load support messages',
  supportMessageFailed: 'Failed to load the message',
  supportReplySent: 'Reply sent',
  supportReplyFailed: 'Failed to send reply',
  supportStatusChanged: 'Status updated',
  supportStatusFailed: 'Failed to update status',
} as const;

/** The check the landing forms run before sending; the server repeats it. */
export const isSimpleEmail = (value: string): boolean => {
  const email = value.trim();
  return email.length <= MARKETING_EMAIL_MAX && SIMPLE_EMAIL_PATTERN.test(email);
};
