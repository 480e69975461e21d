import {
  MESSAGES,
  isStaff,
  type AdminUserDetail,
  type AdminUserList,
  type Role,
  type User,
  type UserStatus,
} from '@fertilia/contracts';
import type { AppDeps } from '../../deps';
import type { Transaction } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { recentAuditForUser, recordAudit } from '../audit/service';
import { toUser } from '../users/dto';
import { findUserById, searchUsers, updateUser, type UserSearch } from '../users/repo';
import { lockActiveSuperAdmins, lockUser, revokeUserSessions } from './repo';

/** Who asks for a change, and from where (for the audit trail). */
export type Actor = { user: UserRow; ip: string };

export async function listUsers(deps: AppDeps, query: UserSearch): Promise<AdminUserList> {
  const { rows, total } = await searchUsers(deps.db.db, query);
  return { users: rows.map(toUser), total, skip: query.skip, limit: query.limit };
}

export async function userDetail(deps: AppDeps, id: number): Promise<AdminUserDetail> {
  const row = await findUserById(deps.db.db, id);
  if (!row) throw notFound(MESSAGES.userNotFound);
  return { user: toUser(row), recent_events: await recentAuditForUser(deps.db.db, id) };
}

/**
 * Runs a change to another user's role or status under the locks that keep at least one active super
 * admin: every active super admin row is locked first, so concurrent changes are applied one after the
 * other and each sees the last one's result.
 */
async function withLockedTarget<T>(
  deps: AppDeps,
  targetId: number,
  work: (tx: Transaction, target: UserRow, activeSuperAdmins: number[]) => Promise<T>,
): Promise<T> {
  return deps.db.db.transaction(async (tx) => {
    const activeSuperAdmins = await lockActiveSuperAdmins(tx);
    const target = await lockUser(tx, targetId);
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
async function assertActorUnchanged(tx: Transaction, actor: Actor): Promise<void> {
  const current = await findUserById(tx, actor.user.id);
  if (!current || current.role !== actor.user.role || current.status !== 'active') throw forbidden();
}

export async function changeRole(deps: AppDeps, actor: Actor, targetId: number, role: Role): Promise<User> {
  if (actor.user.id === targetId) throw forbidden(MESSAGES.cannotChangeOwnRole);
  return withLockedTarget(deps, targetId, async (tx, target, activeSuperAdmins) => {
    if ((isStaff(target.role) || isStaff(role)) && actor.user.role !== 'super_admin') {
      throw forbidden(MESSAGES.onlySuperAdminGrantsStaff);
    }
    if (target.role === role) return toUser(target);
    if (isLastSuperAdmin(target, activeSuperAdmins)) throw conflict(MESSAGES.lastSuperAdmin);
    await assertActorUnchanged(tx, actor);
    const updated = (await updateUser(tx, target.id, { role }))!;
    // Tokens carry the role they were signed with; ending the sessions makes the new role apply at once.
    await revokeUserSessions(tx, target.id, 'role_changed', deps.clock.now());
    await recordAudit(tx, {
      action: 'admin.role_changed',
      actorId: actor.user.id,
      targetUserId: target.id,
      ip: actor.ip,
      details: { from: target.role, to: role },
    });
    return toUser(updated);
  });
}

export async function changeStatus(
  deps: AppDeps,
  actor: Actor,
  targetId: number,
  status: UserStatus,
): Promise<User> {
  if (actor.user.id === targetId) throw forbidden(MESSAGES.cannotChangeOwnStatus);
  return withLockedTarget(deps, targetId, async (tx, target, activeSuperAdmins) => {
    if (isStaff(target.role) && actor.user.role !== 'super_admin') {
      throw forbidden(MESSAGES.onlySuperAdminChangesStaffStatus);
    }
    if (target.status === status) return toUser(target);
    if (status === 'suspended' && isLastSuperAdmin(target, activeSuperAdmins)) {
      throw conflict(MESSAGES.lastSuperAdmin);
    }
    await assertActorUnchanged(tx, actor);
    const updated = (await updateUser(tx, target.id, { status }))!;
    if (status === 'suspended') await revokeUserSessions(tx, target.id, 'suspended', deps.clock.now());
    await recordAudit(tx, {
      action: 'admin.status_changed',
      actorId: actor.user.id,
      targetUserId: target.id,
      ip: actor.ip,
      details: { from: target.status, to: status },
    });
    return toUser(updated);
  });
}
