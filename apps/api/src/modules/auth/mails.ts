import type { OutgoingMail } from '../../lib/mailer';
import type { UserRow } from '../../db/schema';
import type { Context } from '../../http/context';

/*
 * Every mail the auth flows send. Plain, short, the link on a line of its own. Only names and account
 * facts appear here, never health data, so a mail that is forwarded or intercepted reveals nothing medical.
 */

const greeting = (user: Pick<UserRow, 'firstName' | 'username'>) =>
  `Hello ${user.firstName ?? user.username},`;
/**
 * Mails to an address nobody has confirmed yet greet no one by name: the name was typed by whoever asked,
 * and a mail carrying their text to any address would make us a relay for spam and phishing.
 */
const UNCONFIRMED_GREETING = 'Hello,';
const SIGNATURE = '\nWith warm wishes,\nThe Fertilia team';
const hours = (seconds: number) => Math.round(seconds / 3600);

export const confirmEmailMail = (to: string, link: string, ttlSeconds: number) => ({
  to,
  subject: 'Confirm your Fertilia email address',
  text: [
    UNCONFIRMED_GREETING,
    '',
    'Welcome to Fertilia. Please confirm your email address by opening this link:',
    '',
    link,
    '',
    `The link works once and expires in ${hours(ttlSeconds)} hours. If you did not create an account, you can ignore this message.`,
    SIGNATURE,
  ].join('\n'),
});

export const changeEmailConfirmMail = (to: string, link: string, ttlSeconds: number) => ({
  to,
  subject: 'Confirm your new Fertilia email address',
  text: [
    UNCONFIRMED_GREETING,
    '',
    'You asked to use this address for your Fertilia account. Please confirm it by opening this link:',
    '',
    link,
    '',
    `The link works once and expires in ${hours(ttlSeconds)} hours. Until then your account keeps its current address.`,
    SIGNATURE,
  ].join('\n'),
});

/** Hides most of an address: enough for the owner to recognise it, too little to harvest it. */
const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

export const changeEmailNoticeMail = (user: UserRow, newEmail: string) => ({
  to: user.email,
  subject: 'A change of your Fertilia email address was requested',
  text: [
    greeting(user),
    '',
    `Someone signed in to your Fertilia account asked to change its email address to ${maskEmail(newEmail)}.`,
    'Nothing changes until the new address is confirmed.',
    '',
    'If this was not you, please change your password right away and contact our support team.',
    SIGNATURE,
  ].join('\n'),
});

export const passwordChangedMail = (user: UserRow) => ({
  to: user.email,
  subject: 'Your Fertilia password was changed',
  text: [
    greeting(user),
    '',
    'The password of your Fertilia account was just changed, and every other device was signed out.',
    '',
    'If this was not you, please reset your password straight away from the sign-in page and contact our support team.',
    SIGNATURE,
  ].join('\n'),
});

export const resetPasswordMail = (user: UserRow, link: string, ttlSeconds: number) => ({
  to: user.email,
  subject: 'Reset your Fertilia password',
  text: [
    greeting(user),
    '',
    'We received a request to reset the password of your Fertilia account. To choose a new one, open this link:',
    '',
    link,
    '',
    `The link works once and expires in ${Math.round(ttlSeconds / 60)} minutes. If you did not ask for this, you can ignore this message; your password stays the same.`,
    SIGNATURE,
  ].join('\n'),
});

/**
 * To an address with no active account, in answer to a reset request: the same work as a reset mail (the
 * request must not reveal which addresses have accounts), and useful to a person who forgot which address
 * they signed up with.
 */
export const noAccountResetMail = (to: string) => ({
  to,
  subject: 'Reset your Fertilia password',
  text: [
    UNCONFIRMED_GREETING,
    '',
    'We received a request to reset the password of a Fertilia account with this email address, but no account uses it.',
    '',
    'If you have an account, try the address you signed up with. If you did not ask for this, you can ignore this message.',
    SIGNATURE,
  ].join('\n'),
});

/**
 * Sends after the transaction has committed, without holding up the answer: the reply does not depend on
 * the mail server (so answers take the same time whether or not a mail went out). A failure is logged by
 * subject only; the body holds a secret link.
 */
export function deliver(ctx: Context, mail: OutgoingMail): void {
  ctx.deps.mailer.send(mail).catch((error: unknown) => {
    ctx.log.warn(
      { subject: mail.subject, err: error instanceof Error ? error.message : String(error) },
      'mail not sent',
    );
  });
}
