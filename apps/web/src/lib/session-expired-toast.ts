import { MESSAGES } from '@fertilia/contracts/core';
import { notify, splitToastText } from './notify';

/**
 * The expiry toast of spec 01 §4. Its fixed id makes it one toast however many places announce the same
 * expiry: the session provider when a request finds it, and the sign-in page it leads to (which is all a
 * tab reloaded after the expiry still sees).
 */
export function announceSessionExpired(): void {
  const { title, description } = splitToastText(MESSAGES.sessionExpired);
  notify.error(title, { description, id: 'session-expired' });
}
