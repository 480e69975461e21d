import {
  EMAIL_CONFIRM_TTL_SECONDS,
  MESSAGES,
  RATE_LIMITS,
  conflict,
  type RegisterRequest,
  type TokenPairResponse,
} from '@fertilia/contracts';
import type { UserRow } from '../../db/schema';
import { inTransaction, type Context } from '../../http/context';
import { hashPassword } from '../../lib/passwords';
import { uniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit/service';
import { createUser, findUserWithEmail, findUserWithUsername } from '../users/service';
import { confirmEmailLink, issueEmailToken } from './email-links';
import { enforceLimit } from './limits';
import { checkNewPassword } from './new-password';
import { confirmEmailMail, deliver } from './mails';
import { openSession, tokenPair, type OpenedSession } from './session-service';

/** Maps a unique-index clash (two registrations racing) to the same 409 the up-front check gives. */
const conflictFor = (constraint: string): Error =>
  conflict(constraint.includes('username') ? MESSAGES.usernameTaken : MESSAGES.emailTaken);

/**
 * Creates an unconfirmed patient, expert or doctor and signs them in at once; a confirmation link goes
 * to the address given. Staff roles never reach here: the contract's role enum refuses them.
 */
export async function register(ctx: Context, input: RegisterRequest): Promise<TokenPairResponse> {
  await enforceLimit(ctx, `register:ip:${ctx.ip}`, RATE_LIMITS.registerPerIp);
  checkNewPassword('password', input.password, { username: input.username, email: input.email });
  if (await findUserWithEmail(ctx, input.email)) throw conflict(MESSAGES.emailTaken);
  if (await findUserWithUsername(ctx, input.username)) throw conflict(MESSAGES.usernameTaken);

  const passwordHash = await hashPassword(input.password);
  let created: { user: UserRow; session: OpenedSession; confirmToken: string };
  try {
    created = await inTransaction(ctx, async (tx) => {
      const user = await createUser(tx, {
        email: input.email,
        username: input.username,
        passwordHash,
        role: input.role,
        confirmed: false,
        firstName: input.first_name ?? null,
        lastName: input.last_name ?? null,
        dateOfBirth: input.date_of_birth ?? null,
        gender: input.gender ?? null,
        country: input.country ?? null,
        city: input.city ?? null,
        phone: input.phone ?? null,
      });
      const confirmToken = await issueEmailToken(tx, {
        userId: user.id,
        purpose: 'confirm_email',
        email: user.email,
        ttlSeconds: EMAIL_CONFIRM_TTL_SECONDS,
      });
      const session = await openSession(tx, user);
      await recordAudit(tx, {
        action: 'auth.register',
        actorId: user.id,
        targetUserId: user.id,
        details: { role: user.role },
      });
      return { user, session, confirmToken };
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== undefined) throw conflictFor(constraint);
    throw error;
  }

  const link = confirmEmailLink(ctx.config, created.confirmToken);
  deliver(ctx, confirmEmailMail(created.user.email, link, EMAIL_CONFIRM_TTL_SECONDS));
  return tokenPair(ctx, created);
}
