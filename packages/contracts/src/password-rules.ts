import { MESSAGES } from './messages';

/** Parts of an identity shorter than this are too common inside words to refuse ("al", "jo"). */
const IDENTITY_PART_MIN = 3;

export type PasswordIdentity = { username?: string | null; email?: string | null };

/**
 * NIST SP 800-63B §5.1.1.2 rules that need no list: a password may not be one character repeated, nor equal
 * to or contain the account's username, e-mail address or the address's local part. Returns the message of
 * the first rule broken, or null. Length is the field's rule; the common-password list is the server's.
 */
export function passwordRuleViolation(password: string, identity: PasswordIdentity): string | null {
  if (password.length > 0 && [...password].every((c) => c === password[0]))
    return MESSAGES.passwordOneCharacter;
  const lower = password.toLowerCase();
  const email = identity.email?.trim().toLowerCase();
  const parts = [identity.username?.trim().toLowerCase(), email, email?.split('@')[0]];
  if (parts.some((part) => part && part.length >= IDENTITY_PART_MIN && lower.includes(part)))
    return MESSAGES.passwordContainsIdentity;
  return null;
}
