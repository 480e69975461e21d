import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { MESSAGES, DomainError } from '@fertilia/contracts';
import { users } from '../../db/schema';
import type { Actor, MemberContext } from '../../http/context';
import { createTestApp } from '../../test/app';
import { testContext } from '../../test/context';
import { createUserWithToken, type TestUser } from '../../test/users';
import { updateUser } from '../users/repo';
import { changeRole, changeStatus } from './service';

/** A database of its own: these tests count every super admin in it. */
describe('the last active super admin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const activeSuperAdmins = async () =>
    (
      await app.deps.db.db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'super_admin'), eq(users.status, 'active')))
    )[0]!.n;
  /** A caller whose request still carries the super admin role it signed in with. */
  const staleSuperAdmin = (who: TestUser): MemberContext => {
    const actor: Actor = {
      id: who.user.id,
      role: 'super_admin',
      confirmed: true,
      sessionId: who.sessionId,
      user: { ...who.user, role: 'super_admin' },
    };
    return { ...testContext(app, { ip: '127.0.0.1' }), actor };
  };
  const put = (who: TestUser, target: TestUser, what: 'role' | 'status', payload: object) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/users/${target.user.id}/${what}`,
      headers: who.auth,
      payload,
    });

  it('survives two super admins demoting each other at the same moment: exactly one wins', async () => {
    const a = await createUserWithToken(app, { role: 'super_admin' });
    const b = await createUserWithToken(app, { role: 'super_admin' });
    expect(await activeSuperAdmins()).toBe(2);
    const results = await Promise.all([
      put(a, b, 'role', { role: 'admin' }),
      put(b, a, 'role', { role: 'admin' }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect([401, 403, 409]).toContain(codes[1]);
    expect(await activeSuperAdmins()).toBe(1);
  });

  it('survives two super admins suspending each other at the same moment: exactly one wins', async () => {
    const c = await createUserWithToken(app, { role: 'super_admin' });
    const d = await createUserWithToken(app, { role: 'super_admin' });
    // Only these two may be active super admins, or both suspensions would rightly succeed.
    await app.deps.db.db.update(users).set({ role: 'admin' }).where(eq(users.role, 'super_admin'));
    await updateUser(app.deps.db.db, c.user.id, { role: 'super_admin' });
    await updateUser(app.deps.db.db, d.user.id, { role: 'super_admin' });
    const results = await Promise.all([
      put(c, d, 'status', { status: 'suspended' }),
      put(d, c, 'status', { status: 'suspended' }),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await activeSuperAdmins()).toBe(1);
  });

  // The requests above race, so which refusal the loser meets depends on timing. Here the race is staged:
  // the caller was demoted a moment ago, but its request still carries the super admin role it signed in with.
  it('refuses with 409 to demote or suspend the only active super admin left', async () => {
    await app.deps.db.db.update(users).set({ role: 'admin' }).where(eq(users.role, 'super_admin'));
    const last = await createUserWithToken(app, { role: 'super_admin' });
    const stale = await createUserWithToken(app, { role: 'admin' });
    const ctx = staleSuperAdmin(stale);
    for (const attempt of [
      () => changeRole(ctx, { id: last.user.id, role: 'admin' }),
      () => changeStatus(ctx, { id: last.user.id, status: 'suspended' }),
    ]) {
      const error = await attempt().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ statusCode: 409, detail: MESSAGES.lastSuperAdmin });
    }
    expect(await activeSuperAdmins()).toBe(1);
  });

  it('refuses a caller whose role changed after their request was authenticated', async () => {
    const target = await createUserWithToken(app, { role: 'patient' });
    const caller = await createUserWithToken(app, { role: 'admin' });
    const ctx = staleSuperAdmin(caller);
    await createUserWithToken(app, { role: 'super_admin' });
    const error = await changeRole(ctx, { id: target.user.id, role: 'expert' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 403 });
  });
});
