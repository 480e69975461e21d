import { MESSAGES, invalidField, passwordRuleViolation, type PasswordIdentity } from '@fertilia/contracts';
import { isCommonPassword } from '../../lib/passwords';

/**
 * Every rule a new password must meet (NIST SP 800-63B): the shared rules of contracts (not one character
 * repeated, not the username or e-mail address) and the bundled list of common passwords. Throws a 422 on
 * `field` naming the first rule broken; registration, change and reset all call this.
 */
export function checkNewPassword(field: string, password: string, identity: PasswordIdentity): void {
  const broken =
    passwordRuleViolation(password, identity) ??
    (isCommonPassword(password) ? MESSAGES.passwordTooCommon : null);
  if (broken) throw invalidField('body', field, broken);
}
