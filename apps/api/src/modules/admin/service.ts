import {
  MESSAGES,
  conflict,
  forbidden,
  isStaff,
  notFound,
  type AdminUserDetail,
  type AdminUserList,
  type Role,
  type User,
  type UserStatus,
} from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { inTransaction, type MemberContext } from '../../http/context';
import { recentAuditForUser, recordAudit } from '../audit/service';
import {
  findUser,
  saveUser,
  searchUsers,
  toUser,
  verificationStatusFor,
  type UserSearch,
} from '../users/service';
import { revokeAllSessions } from '../auth/session-service';
import { lockActiveSuperAdmins, lockUser } from './repo';

type Tx = MemberContext & { db: Transaction };

export async function listUsers(ctx: MemberContext, query: UserSearch): Promise<AdminUserList> {
  const { users, total } = await searchUsers(ctx, query);
  return { users, total, skip: query.skip, limit: query.limit };
}

export async function userDetail(ctx: MemberContext, id: number): Promise<AdminUserDetail> {
  const row = await findUser(ctx, id);
  if (!row) throw notFound(MESSAGES.userNotFound);
  return { user: toUser(row), recent_events: await recentAuditForUser(ctx, { userId: id }) };
}

/**
 * Runs a change to another user's role or status under the locks that keep at least one active super
 * admin: every active super admin row is locked first, so concurrent changes are applied one after the
 * other and each sees the last one's result.
 */
function withLockedTarget<T>(
  ctx: MemberContext,
  targetId: number,
  work: (tx: Tx, target: UserRow, activeSuperAdmins: number[]) => Promise<T>,
): Promise<T> {
  return inTransaction(ctx, async (tx) => {
    const activeSuperAdmins = await lockActiveSuperAdmins(tx.db);
    const target = await lockUser(tx.db, targetId);
    if (!target) throw notFound(MESSAGES.userNotFound);
    return work(tx, target, activeSuperAdmins);
  });
}

/** True when `target` is the only active super admin left: taking that away would lock staff out. */
const isLastSuperAdmin = (target: UserRow, activeSuperAdmins: number[]) =>
  target.role === 'super_admin' &&
  target.status === 'active' &&
  activeSuperAdmins.filter((id) => id !== target.id).length === 0;

/**
 * The caller's own row, read again inside the transaction: a caller demoted or suspended by a request
 * that finished a moment ago must not still act with the old role.
 */
async function assertActorUnchanged(tx: Tx): Promise<void> {
  const current = await findUser(tx, tx.actor.id);
  if (!current || current.role !== tx.actor.role || current.status !== 'active') throw forbidden();
}

export async function changeRole(
  ctx: MemberContext,
  { id: targetId, role }: { id: number; role: Role },
): Promise<User> {
  if (ctx.actor.id === targetId) throw forbidden(MESSAGES.cannotChangeOwnRole);
  return withLockedTarget(ctx, targetId, async (tx, target, activeSuperAdmins) => {
    if ((isStaff(target.role) || isStaff(role)) && tx.actor.role !== 'super_admin') {
      throw forbidden(MESSAGES.onlySuperAdminGrantsStaff);
    }
    if (target.role === role) return toUser(target);
    if (isLastSuperAdmin(target, activeSuperAdmins)) throw conflict(MESSAGES.lastSuperAdmin);
    await assertActorUnchanged(tx);
    const verificationStatus = verificationStatusFor(role, target.verificationStatus);
    const updated = (await saveUser(tx, { id: target.id, changes: { role, verificationStatus } }))!;
    // Tokens carry the role they were signed with; ending the sessions makes the new role apply at once.
    await revokeAllSessions(tx, { userId: target.id, reason: 'role_changed' });
    await recordAudit(tx, {
      action: 'admin.role_changed',
      targetUserId: target.id,
      details: { from: target.role, to: role },
    });
    return toUser(updated);
  });
}

export async function changeStatus(
  ctx: MemberContext,
  { id: targetId, status }: { id: number; status: UserStatus },
): Promise<User> {
  if (ctx.actor.id === targetId) throw forbidden(MESSAGES.cannotChangeOwnStatus);
  return withLockedTarget(ctx, targetId, async (tx, target, activeSuperAdmins) => {
    if (isStaff(target.role) && tx.actor.role !== 'super_admin') {
      throw forbidden(MESSAGES.onlySuperAdminChangesStaffStatus);
    }
    if (target.status === status) return toUser(target);
    if (status === 'suspended' && isLastSuperAdmin(target, activeSuperAdmins)) {
      throw conflict(MESSAGES.lastSuperAdmin);
    }
    await assertActorUnchanged(tx);
    const updated = (await saveUser(tx, { id: target.id, changes: { status } }))!;
    if (status === 'suspended') await revokeAllSessions(tx, { userId: target.id, reason: 'suspended' });
    await recordAudit(tx, {
      action: 'admin.status_changed',
      targetUserId: target.id,
      details: { from: target.status, to: status },
    });
    return toUser(updated);
  });
}
