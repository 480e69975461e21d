import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  notificationPage,
  unreadCountByTypeResponse,
} from '@fertilia/contracts';
import { auditEvents } from '../../db/schema';
import { createTestAppWithCast } from '../../test/app';
import { injectAs, issues, type InjectAsArgs } from '../../test/http';
import { createUserWithToken, type Cast, type CastSpec } from '../../test/users';
import { listOf, notifyUser } from './test-helpers';

const CAST = { ana: 'patient', ben: 'expert' } satisfies CastSpec;

describe('notifications API (spec 02 §7 Notifications)', () => {
  let app: FastifyInstance;
  let cast: Cast<typeof CAST>;
  beforeAll(async () => ({ app, cast } = await createTestAppWithCast(CAST)));
  afterAll(() => app.close());

  const call = (...args: InjectAsArgs) => injectAs(app, ...args);

  it('lists my notifications newest first with paging, total and unread count; never anyone else’s', async () => {
    const me = await createUserWithToken(app, { role: 'patient' });
    for (let i = 0; i < 3; i++) await notifyUser(app, me, 'new_follower', { title: `Item ${i}` });
    await notifyUser(app, cast.ben);
    const res = await call(me, 'GET', '/api/notifications/?skip=1&limit=1');
    expect(res.statusCode).toBe(200);
    const page = notificationPage.parse(res.json());
    expect(page).toMatchObject({ total: 3, unread_count: 3, skip: 1, limit: 1 });
    expect(page.items.map((n) => n.title)).toEqual(['Item 1']);
    expect(page.items[0]).toMatchObject({ type: 'new_follower', read: false });
    const all = await listOf(app, me);
    expect(all.items.map((n) => n.title)).toEqual(['Item 2', 'Item 1', 'Item 0']);
    expect((await call(me, 'GET', '/api/notifications')).json().limit).toBe(20);
  });

  it('lists only the unread ones with unread_only, the total counting the filter', async () => {
    const me = await createUserWithToken(app, { role: 'patient' });
    for (let i = 0; i < 5; i++) await notifyUser(app, me, 'new_follower', { title: `Item ${i}` });
    await notifyUser(app, cast.ben);
    const all = await listOf(app, me);
    const [item4, , item2] = all.items;
    for (const n of [item4!, item2!]) await call(me, 'POST', `/api/notifications/${n.id}/mark-read`);

    for (const flag of ['true', '1']) {
      const res = await call(me, 'GET', `/api/notifications/?unread_only=${flag}`);
      expect(res.statusCode).toBe(200);
      const page = notificationPage.parse(res.json());
      expect(page).toMatchObject({ total: 3, unread_count: 3, skip: 0, limit: 20 });
      expect(page.items.map((n) => n.title)).toEqual(['Item 3', 'Item 1', 'Item 0']);
      expect(page.items.every((n) => !n.read)).toBe(true);
    }
    const second = notificationPage.parse(
      (await call(me, 'GET', '/api/notifications/?unread_only=true&skip=1&limit=1')).json(),
    );
    expect(second).toMatchObject({ total: 3, unread_count: 3, skip: 1, limit: 1 });
    expect(second.items.map((n) => n.title)).toEqual(['Item 1']);

    for (const query of ['unread_only=false', 'unread_only=0', '']) {
      const page = notificationPage.parse((await call(me, 'GET', `/api/notifications/?${query}`)).json());
      expect(page, query).toMatchObject({ total: 5, unread_count: 3 });
      expect(page.items.map((n) => n.title)).toEqual(['Item 4', 'Item 3', 'Item 2', 'Item 1', 'Item 0']);
    }

    await call(me, 'POST', '/api/notifications/mark-all-read');
    const none = notificationPage.parse((await call(me, 'GET', '/api/notifications/?unread_only=1')).json());
    expect(none).toMatchObject({ items: [], total: 0, unread_count: 0 });
  });

  it('refuses an unread_only that is not true, false, 1 or 0 (422)', async () => {
    for (const value of ['yes', 'TRUE', '2', '', 'on']) {
      const res = await call(cast.ana, 'GET', `/api/notifications/?unread_only=${value}`);
      expect(res.statusCode, value).toBe(422);
      expect(issues(res)).toEqual([
        { loc: ['query', 'unread_only'], msg: NOTIFICATION_MESSAGES.unreadOnlyInvalid },
      ]);
    }
  });

  it('validates paging', async () => {
    for (const [query, loc, msg] of [
      ['skip=-1', 'skip', MESSAGES.skipMin],
      ['limit=0', 'limit', MESSAGES.limitRange],
      ['limit=101', 'limit', MESSAGES.limitRange],
      ['limit=abc', 'limit', MESSAGES.limitRange],
    ] as const) {
      const res = await call(cast.ana, 'GET', `/api/notifications/?${query}`);
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['query', loc], msg }]);
    }
  });

  it('refuses every call without a token (401) and for an unconfirmed account (403)', async () => {
    const unconfirmed = await createUserWithToken(app, { role: 'patient', confirmed: false });
    const calls = [
      ['GET', '/api/notifications/'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/1/mark-read'],
      ['POST', '/api/notifications/mark-multiple', { notification_ids: [1] }],
      ['POST', '/api/notifications/mark-all-read'],
      ['DELETE', '/api/notifications/1'],
      ['GET', '/api/notifications/preferences/'],
      ['PUT', '/api/notifications/preferences/', { preferences: [{ type: 'new_follower', email: false }] }],
      ['GET', '/api/community/notifications/unread-count/'],
    ] as const;
    for (const [method, url, body] of calls) {
      const anonymous = await call(null, method, url, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toEqual({ detail: MESSAGES.notAuthenticated });
      expect((await call(unconfirmed, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('counts unread, in total and by type (every type listed, zeros included)', async () => {
    const me = await createUserWithToken(app, { role: 'patient' });
    await notifyUser(app, me, 'comment_on_post');
    await notifyUser(app, me, 'comment_on_post');
    await notifyUser(app, me, 'security');
    expect((await call(me, 'GET', '/api/notifications/unread-count')).json()).toEqual({ unread_count: 3 });
    const byType = unreadCountByTypeResponse.parse(
      (await call(me, 'GET', '/api/community/notifications/unread-count/')).json(),
    );
    expect(byType.total).toBe(3);
    expect(Object.keys(byType.by_type).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(byType.by_type).toMatchObject({ comment_on_post: 2, security: 1, new_follower: 0 });
  });

  it('marks one read (again is fine); another member’s or a missing one is 404; a bad id is 422', async () => {
    const me = await createUserWithToken(app, { role: 'patient' });
    await notifyUser(app, me);
    await notifyUser(app, me);
    const [first] = (await listOf(app, me)).items;
    const res = await call(me, 'POST', `/api/notifications/${first!.id}/mark-read`);
    expect(res.json()).toEqual({
      message: NOTIFICATION_MESSAGES.markedRead,
      updated_count: 1,
      unread_count: 1,
    });
    expect((await call(me, 'POST', `/api/notifications/${first!.id}/mark-read/`)).json()).toMatchObject({
      updated_count: 0,
      unread_count: 1,
    });
    expect((await listOf(app, me)).items[0]!.read).toBe(true);

    const theirs = await call(cast.ben, 'POST', `/api/notifications/${first!.id}/mark-read`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: NOTIFICATION_MESSAGES.notFound });
    expect((await call(me, 'POST', '/api/notifications/99999999/mark-read')).statusCode).toBe(404);
    const bad = await call(me, 'POST', '/api/notifications/abc/mark-read');
    expect(bad.statusCode).toBe(422);
    expect(issues(bad)).toEqual([{ loc: ['path', 'id'], msg: MESSAGES.invalidId }]);
  });

  it('marks several read; answers "No unread notifications" when none of them is unread; skips others’ ids', async () => {
    const me = await createUserWithToken(app, { role: 'patient' });
    await notifyUser(app, me);
    await notifyUser(app, me);
    await notifyUser(app, cast.ben);
    const mine = (await listOf(app, me)).items.map((n) => n.id);
    const bens = (await listOf(app, cast.ben)).items[0]!.id;
    const res = await call(me, 'POST', '/api/notifications/mark-multiple', {
      notification_ids: [...mine, bens],
    });
    expect(res.json()).toEqual({
      message: NOTIFICATION_MESSAGES.markedManyRead(2),
      updated_count: 2,
      unread_count: 0,
    });
    expect((await listOf(app, cast.ben)).items[0]!.read).toBe(false);
    const again = await call(me, 'POST', '/api/notifications/mark-multiple/', { notification_ids: mine });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: NOTIFICATION_MESSAGES.noUnread,
      updated_count: 0,
      unread_count: 0,
    });
    // Someone else's unread ids are "nothing unread" for me, and stay unread.
    const foreign = await call(me, 'POST', '/api/notifications/mark-multiple', { notification_ids: [bens] });
    expect(foreign.json().message).toBe(NOTIFICATION_MESSAGES.noUnread);
  });

  it('validates mark-multiple: ids required, non-empty, positive integers, at most 100', async () => {
    const cases: [unknown, (string | number)[], string][] = [
      [{}, ['body', 'notification_ids'], NOTIFICATION_MESSAGES.idsRequired],
      [{ notification_ids: [] }, ['body', 'notification_ids'], NOTIFICATION_MESSAGES.idsRequired],
      [{ notification_ids: 'x' }, ['body', 'notification_ids'], NOTIFICATION_MESSAGES.idsRequired],
      [{ notification_ids: [0] }, ['body', 'notification_ids', 0], NOTIFICATION_MESSAGES.idInvalid],
      [{ notification_ids: [1.5] }, ['body', 'notification_ids', 0], NOTIFICATION_MESSAGES.idInvalid],
      [{ notification_ids: ['1'] }, ['body', 'notification_ids', 0], NOTIFICATION_MESSAGES.idInvalid],
      [
        { notification_ids: Array.from({ length: 101 }, (_, i) => i + 1) },
        ['body', 'notification_ids'],
        NOTIFICATION_MESSAGES.idsTooMany,
      ],
    ];
    for (const [payload, loc, msg] of cases) {
      const res = await call(cast.ana, 'POST', '/api/notifications/mark-multiple', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
      expect(issues(res)).toEqual([{ loc, msg }]);
    }
  });

  it('marks all read', async () => {
    const me = await createUserWithToken(app, { role: 'patient' });
    await notifyUser(app, me);
    await notifyUser(app, me, 'security');
    expect((await call(me, 'POST', '/api/notifications/mark-all-read')).json()).toEqual({
      message: NOTIFICATION_MESSAGES.allMarkedRead,
      updated_count: 2,
      unread_count: 0,
    });
    expect((await call(me, 'POST', '/api/notifications/mark-all-read')).json().message).toBe(
      NOTIFICATION_MESSAGES.noUnread,
    );
  });

  it('deletes my own notification only', async () => {
    const me = await createUserWithToken(app, { role: 'patient' });
    await notifyUser(app, me);
    const [item] = (await listOf(app, me)).items;
    expect((await call(cast.ben, 'DELETE', `/api/notifications/${item!.id}`)).statusCode).toBe(404);
    const res = await call(me, 'DELETE', `/api/notifications/${item!.id}/`);
    expect(res.json()).toEqual({ message: NOTIFICATION_MESSAGES.deleted, updated_count: 1, unread_count: 0 });
    expect((await listOf(app, me)).total).toBe(0);
    expect((await call(me, 'DELETE', `/api/notifications/${item!.id}`)).statusCode).toBe(404);
    expect((await call(me, 'DELETE', '/api/notifications/-3')).statusCode).toBe(422);
  });

  it('groups a burst with the same key into one unread notification, moved to the top with the new text', async () => {
    const me = await createUserWithToken(app, { role: 'patient' });
    await notifyUser(app, me, 'post_reaction', { groupKey: 'post:1', message: 'one' });
    await notifyUser(app, me, 'new_follower');
    await notifyUser(app, me, 'post_reaction', { groupKey: 'post:1', message: 'two' });
    let list = await listOf(app, me);
    expect(list.items.map((n) => [n.type, n.message])).toEqual([
      ['post_reaction', 'two'],
      ['new_follower', expect.any(String)],
    ]);
    // Once read, the next event starts a new notification.
    await call(me, 'POST', `/api/notifications/${list.items[0]!.id}/mark-read`);
    await notifyUser(app, me, 'post_reaction', { groupKey: 'post:1', message: 'three' });
    list = await listOf(app, me);
    expect(list.items.map((n) => n.message).slice(0, 1)).toEqual(['three']);
    expect(list.total).toBe(3);
    // Other keys and other members are not merged.
    await notifyUser(app, me, 'post_reaction', { groupKey: 'post:2' });
    expect((await listOf(app, me)).total).toBe(4);
  });

  it('keeps links in the app and tells nothing to a suspended account', async () => {
    const me = await createUserWithToken(app, { role: 'patient' });
    await notifyUser(app, me, 'new_follower', { link: 'https://evil.example/x' });
    await notifyUser(app, me, 'new_follower', { link: '//evil.example/x' });
    await notifyUser(app, me, 'new_follower', { link: '/community/posts/ok' });
    expect((await listOf(app, me)).items.map((n) => n.link)).toEqual(['/community/posts/ok', null, null]);
    const suspended = await createUserWithToken(app, { role: 'patient', status: 'suspended' });
    await notifyUser(app, suspended);
    const { unreadCount } = await import('./repo');
    expect(await unreadCount(app.deps.db.db, suspended.user.id)).toBe(0);
  });

  describe('preferences', () => {
    it('shows every type with its defaults; security cannot be switched off', async () => {
      const me = await createUserWithToken(app, { role: 'patient' });
      const res = await call(me, 'GET', '/api/notifications/preferences/');
      expect(res.statusCode).toBe(200);
      const prefs = res.json().preferences as { type: string; in_app: boolean; email: boolean }[];
      expect(prefs.map((p) => p.type)).toEqual([...NOTIFICATION_TYPES]);
      expect(prefs.find((p) => p.type === 'post_reaction')).toMatchObject({ in_app: true, email: false });
      expect(prefs.find((p) => p.type === 'security')).toMatchObject({
        in_app: true,
        in_app_editable: false,
        email_editable: false,
      });
    });

    it('updates only the types given, audits each change, and honours in-app off', async () => {
      const me = await createUserWithToken(app, { role: 'patient' });
      const res = await call(me, 'PUT', '/api/notifications/preferences', {
        preferences: [
          { type: 'new_follower', in_app: false },
          { type: 'post_reaction', email: true },
          { type: 'comment_on_post', in_app: true }, // unchanged: not audited
        ],
      });
      expect(res.statusCode).toBe(200);
      const prefs = res.json().preferences as { type: string; in_app: boolean; email: boolean }[];
      expect(prefs.find((p) => p.type === 'new_follower')).toMatchObject({ in_app: false, email: true });
      expect(prefs.find((p) => p.type === 'post_reaction')).toMatchObject({ in_app: true, email: true });
      const audits = await app.deps.db.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'notifications.preferences_changed'),
            eq(auditEvents.actorId, me.user.id),
          ),
        );
      expect(audits.map((a) => a.details?.type).sort()).toEqual(['new_follower', 'post_reaction']);

      await notifyUser(app, me, 'new_follower');
      await notifyUser(app, me, 'comment_on_post');
      expect((await listOf(app, me)).items.map((n) => n.type)).toEqual(['comment_on_post']);
    });

    it('validates the update', async () => {
      const cases: [unknown, (string | number)[], string][] = [
        [{}, ['body', 'preferences'], NOTIFICATION_MESSAGES.preferencesRequired],
        [{ preferences: [] }, ['body', 'preferences'], NOTIFICATION_MESSAGES.preferencesRequired],
        [
          { preferences: [{ type: 'nope', email: true }] },
          ['body', 'preferences', 0, 'type'],
          NOTIFICATION_MESSAGES.typeInvalid,
        ],
        [
          { preferences: [{ type: 'new_follower', email: 'yes' }] },
          ['body', 'preferences', 0, 'email'],
          NOTIFICATION_MESSAGES.preferenceValueInvalid,
        ],
        [
          {
            preferences: [
              { type: 'new_follower', email: true },
              { type: 'new_follower', in_app: true },
            ],
          },
          ['body', 'preferences'],
          NOTIFICATION_MESSAGES.preferenceDuplicate,
        ],
        [
          { preferences: [{ type: 'security', in_app: false }] },
          ['body', 'preferences', 0],
          NOTIFICATION_MESSAGES.preferenceLocked('Account security'),
        ],
      ];
      const me = await createUserWithToken(app, { role: 'patient' });
      for (const [payload, loc, msg] of cases) {
        const res = await call(me, 'PUT', '/api/notifications/preferences', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        expect(issues(res)).toEqual([{ loc, msg }]);
      }
      // Nothing changed.
      const prefs = (await call(me, 'GET', '/api/notifications/preferences')).json().preferences as {
        type: string;
        email: boolean;
      }[];
      expect(prefs.find((p) => p.type === 'new_follower')!.email).toBe(true);
    });
  });
});
