import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, type User } from '@fertilia/contracts';
import { createTestApp } from '../../test/app';
import { testContext } from '../../test/context';
import { createUserWithToken, openTestSession, type TestUser } from '../../test/users';
import { recentAuditForUser } from '../audit/service';

describe('admin user management', () => {
  let app: FastifyInstance;
  let superAdmin: TestUser;
  let admin: TestUser;
  let patient: TestUser;
  const as = (who: TestUser) => who.auth;

  beforeAll(async () => {
    app = await createTestApp();
    superAdmin = await createUserWithToken(app, { role: 'super_admin' });
    admin = await createUserWithToken(app, { role: 'admin' });
    patient = await createUserWithToken(app, {
      role: 'patient',
      values: { firstName: 'Mirela', lastName: 'Quintanar' },
    });
  });
  afterAll(() => app.close());

  const search = (who: TestUser | null, body: unknown, url = '/api/admin/users') =>
    app.inject({ method: 'POST', url, headers: who ? as(who) : {}, payload: body as object });

  describe('POST /api/admin/users', () => {
    it('finds users by name and returns the page with its total, without password hashes', async () => {
      const res = await search(admin, { search: 'quintan' }, `/api/admin/users?t=${Date.now()}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ total: 1, skip: 0, limit: 20 });
      expect(body.users.map((u: User) => u.id)).toEqual([patient.user.id]);
      expect(res.body).not.toContain('argon2');
    });

    it('filters by role and status and pages with skip and limit', async () => {
      await createUserWithToken(app, { role: 'doctor', status: 'suspended' });
      const suspended = (await search(admin, { status: 'suspended' })).json();
      expect(suspended.users.every((u: User) => u.status === 'suspended')).toBe(true);
      expect(suspended.total).toBeGreaterThanOrEqual(1);
      const admins = (await search(admin, { role: 'admin' })).json();
      expect(admins.users.map((u: User) => u.id)).toContain(admin.user.id);
      expect(admins.users.every((u: User) => u.role === 'admin')).toBe(true);
      const all = (await search(admin, {})).json();
      const page = (await search(admin, { skip: 1, limit: 1 })).json();
      expect(page).toMatchObject({ skip: 1, limit: 1, total: all.total });
      expect(page.users).toEqual([all.users[1]]);
    });

    it('treats % and _ in the search text literally', async () => {
      expect((await search(admin, { search: '%' })).json().total).toBe(0);
    });

    it.each([
      [{ limit: 0 }, 'limit', MESSAGES.limitRange],
      [{ limit: 101 }, 'limit', MESSAGES.limitRange],
      [{ skip: -1 }, 'skip', MESSAGES.skipMin],
      [{ skip: 1.5 }, 'skip', MESSAGES.skipMin],
    ])('refuses %j with 422 on %s', async (body, field, msg) => {
      const res = await search(admin, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([expect.objectContaining({ loc: ['body', field], msg })]);
    });

    it.each([
      [{ role: 'wizard' }, 'role'],
      [{ status: 'deleted' }, 'status'],
      [{ search: 'x'.repeat(101) }, 'search'],
    ])('refuses %j with 422 on %s', async (body, field) => {
      const res = await search(admin, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', field]);
    });

    it('refuses a missing token with 401', async () => {
      const res = await search(null, {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: MESSAGES.notAuthenticated });
    });

    it.each(['patient', 'content_moderator', 'finance', 'support', 'expert'] as const)(
      'refuses the role %s with 403',
      async (role) => {
        const res = await search(await createUserWithToken(app, { role }), {});
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ detail: MESSAGES.forbidden });
      },
    );

    it('refuses an admin whose e-mail is unconfirmed', async () => {
      const res = await search(await createUserWithToken(app, { role: 'admin', confirmed: false }), {});
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MESSAGES.accountNotConfirmed });
    });
  });

  describe('GET /api/admin/users/:id', () => {
    it('returns the user and their recent audit events', async () => {
      const target = await createUserWithToken(app, { role: 'patient' });
      await app.inject({
        method: 'PUT',
        url: `/api/admin/users/${target.user.id}/role`,
        headers: as(admin),
        payload: { role: 'expert' },
      });
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/users/${target.user.id}?t=1`,
        headers: as(admin),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: target.user.id, role: 'expert' });
      expect(res.json().recent_events).toEqual([
        expect.objectContaining({
          action: 'admin.role_changed',
          actor_id: admin.user.id,
          // Named by role, name and e-mail: never "staff #id" (issue 15 item 10).
          actor: {
            kind: 'user',
            id: admin.user.id,
            role: 'admin',
            name: admin.user.username,
            email: admin.user.email,
          },
        }),
      ]);
    });

    it('answers 404 for an unknown user and 422 for a malformed id', async () => {
      const missing = await app.inject({ method: 'GET', url: '/api/admin/users/999999', headers: as(admin) });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: MESSAGES.userNotFound });
      const bad = await app.inject({ method: 'GET', url: '/api/admin/users/abc', headers: as(admin) });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().detail).toEqual([
        expect.objectContaining({ loc: ['path', 'id'], msg: MESSAGES.invalidId }),
      ]);
    });

    it('refuses a missing token with 401 and a support agent with 403', async () => {
      const url = `/api/admin/users/${patient.user.id}`;
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const support = await createUserWithToken(app, { role: 'support' });
      expect((await app.inject({ method: 'GET', url, headers: as(support) })).statusCode).toBe(403);
    });
  });

  describe('PUT /api/admin/users/:id/role', () => {
    const setRole = (who: TestUser | null, id: number, payload: unknown) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/users/${id}/role`,
        headers: who ? as(who) : {},
        payload: payload as object,
      });

    it('changes a role, records who did it and ends the user’s sessions', async () => {
      const target = await createUserWithToken(app, { role: 'patient' });
      const res = await setRole(admin, target.user.id, { role: 'doctor' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: target.user.id, role: 'doctor' });
      const [event] = await recentAuditForUser(testContext(app), { userId: target.user.id });
      expect(event).toMatchObject({
        action: 'admin.role_changed',
        actor_id: admin.user.id,
        details: { from: 'patient', to: 'doctor' },
      });
      const profile = await app.inject({ method: 'GET', url: `/api/admin/users/1`, headers: as(target) });
      expect(profile.statusCode).toBe(401);
      expect(profile.json()).toEqual({ detail: MESSAGES.sessionRevoked });
    });

    it('refuses to change one’s own role', async () => {
      const res = await setRole(superAdmin, superAdmin.user.id, { role: 'admin' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MESSAGES.cannotChangeOwnRole });
    });

    it('lets only a super admin grant or remove a staff role', async () => {
      const target = await createUserWithToken(app, { role: 'patient' });
      const grant = await setRole(admin, target.user.id, { role: 'admin' });
      expect(grant.statusCode).toBe(403);
      expect(grant.json()).toEqual({ detail: MESSAGES.onlySuperAdminGrantsStaff });
      const support = await createUserWithToken(app, { role: 'support' });
      const remove = await setRole(admin, support.user.id, { role: 'patient' });
      expect(remove.statusCode).toBe(403);
      expect(remove.json()).toEqual({ detail: MESSAGES.onlySuperAdminGrantsStaff });

      const granted = await setRole(superAdmin, target.user.id, { role: 'finance' });
      expect(granted.statusCode).toBe(200);
      expect(granted.json().role).toBe('finance');
      expect((await setRole(superAdmin, support.user.id, { role: 'patient' })).json().role).toBe('patient');
    });

    it.each([[{ role: 'wizard' }], [{}], [{ role: 5 }]])('refuses %j with 422 on role', async (body) => {
      const res = await setRole(admin, patient.user.id, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', 'role']);
    });

    it('answers 404 for an unknown user', async () => {
      const res = await setRole(admin, 999999, { role: 'expert' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: MESSAGES.userNotFound });
    });

    it('refuses a missing token with 401 and a content moderator with 403', async () => {
      expect((await setRole(null, patient.user.id, { role: 'expert' })).statusCode).toBe(401);
      const moderator = await createUserWithToken(app, { role: 'content_moderator' });
      expect((await setRole(moderator, patient.user.id, { role: 'expert' })).statusCode).toBe(403);
    });
  });

  describe('PUT /api/admin/users/:id/status', () => {
    const setStatus = (who: TestUser | null, id: number, payload: unknown) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/users/${id}/status`,
        headers: who ? as(who) : {},
        payload: payload as object,
      });
    const canSearch = async (who: TestUser) => (await search(who, {})).statusCode;

    it('suspends a user, whose every token stops working at once, and reactivates them', async () => {
      const target = await createUserWithToken(app, { role: 'admin' });
      const secondSession = await openTestSession(app, target.user.id, new Date());
      const secondToken = await app.deps.accessTokens.sign({
        userId: target.user.id,
        sessionId: secondSession,
        role: 'admin',
      });
      expect(await canSearch(target)).toBe(200);

      const res = await setStatus(superAdmin, target.user.id, { status: 'suspended' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: target.user.id, status: 'suspended' });
      expect(await canSearch(target)).toBe(401);
      const other = await search(null, {});
      expect(other.statusCode).toBe(401);
      const viaSecond = await app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: { authorization: `Bearer ${secondToken}` },
        payload: {},
      });
      expect(viaSecond.statusCode).toBe(401);

      const back = await setStatus(superAdmin, target.user.id, { status: 'active' });
      expect(back.json().status).toBe('active');
      // Reactivation does not revive the ended sessions: the user signs in again.
      expect(await canSearch(target)).toBe(401);
      const events = await recentAuditForUser(testContext(app), { userId: target.user.id });
      expect(events.map((e) => e.details)).toEqual([
        { from: 'suspended', to: 'active' },
        { from: 'active', to: 'suspended' },
      ]);
      expect(
        events.every((e) => e.action === 'admin.status_changed' && e.actor_id === superAdmin.user.id),
      ).toBe(true);
    });

    it('refuses to change one’s own status', async () => {
      const res = await setStatus(admin, admin.user.id, { status: 'suspended' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MESSAGES.cannotChangeOwnStatus });
    });

    it('lets a plain admin suspend a patient but not a staff member', async () => {
      const target = await createUserWithToken(app, { role: 'patient' });
      expect((await setStatus(admin, target.user.id, { status: 'suspended' })).statusCode).toBe(200);
      const staff = await createUserWithToken(app, { role: 'support' });
      const res = await setStatus(admin, staff.user.id, { status: 'suspended' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MESSAGES.onlySuperAdminChangesStaffStatus });
      expect(await canSearch(admin)).toBe(200);
    });

    it.each([[{ status: 'banned' }], [{}]])('refuses %j with 422 on status', async (body) => {
      const res = await setStatus(admin, patient.user.id, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', 'status']);
    });

    it('answers 404 for an unknown user', async () => {
      const res = await setStatus(admin, 999999, { status: 'suspended' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: MESSAGES.userNotFound });
    });

    it('refuses a missing token with 401 and a patient with 403', async () => {
      expect((await setStatus(null, patient.user.id, { status: 'suspended' })).statusCode).toBe(401);
      const other = await createUserWithToken(app, { role: 'patient' });
      expect((await setStatus(other, patient.user.id, { status: 'suspended' })).statusCode).toBe(403);
    });
  });
});
