import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { testContext } from '../../test/context';
import { createUserWithToken } from '../../test/users';
import { recentAuditForUser, recordAudit } from './service';

describe('audit trail', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('returns a user’s events newest first, in the contract’s shape, up to the limit', async () => {
    const ctx = testContext(app);
    const { user: actor } = await createUserWithToken(app, { role: 'admin' });
    const { user: target } = await createUserWithToken(app, { role: 'patient' });
    const { user: other } = await createUserWithToken(app, { role: 'patient' });
    await recordAudit(
      { ...ctx, ip: '203.0.113.7' },
      { action: 'auth.sign_in_failed', targetUserId: target.id },
    );
    await recordAudit(ctx, {
      action: 'admin.role_changed',
      actorId: actor.id,
      targetUserId: target.id,
      details: { from: 'patient', to: 'expert' },
    });
    await recordAudit(ctx, { action: 'auth.sign_in', targetUserId: other.id });

    const events = await recentAuditForUser(ctx, { userId: target.id });
    expect(events).toEqual([
      {
        id: expect.any(Number),
        action: 'admin.role_changed',
        actor_id: actor.id,
        actor: { kind: 'user', id: actor.id, role: 'admin', name: actor.username, email: actor.email },
        target_user_id: target.id,
        ip: null,
        details: { from: 'patient', to: 'expert' },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      expect.objectContaining({
        action: 'auth.sign_in_failed',
        actor_id: null,
        actor: { kind: 'anonymous' },
        ip: '203.0.113.7',
        details: null,
      }),
    ]);
    expect(await recentAuditForUser(ctx, { userId: target.id, limit: 1 })).toHaveLength(1);
  });

  /** Issue 15 item 10: a patient who reported a post was listed as "staff #1" on its author's page. */
  it('names the actor by role, name and e-mail; a deleted account, a visitor and the server as such', async () => {
    const { user: reporter } = await createUserWithToken(app, {
      role: 'patient',
      values: { firstName: 'Maya', lastName: 'Okafor' },
    });
    const { user: leaver } = await createUserWithToken(app, { role: 'expert' });
    const { user: author } = await createUserWithToken(app, { role: 'patient' });
    const as = (user: typeof reporter) =>
      testContext(app, {
        actor: { id: user.id, role: user.role, confirmed: true, sessionId: 's', user },
      });
    await recordAudit(as(reporter), { action: 'moderation.reported', targetUserId: author.id });
    await recordAudit(as(leaver), {
      action: 'moderation.reported',
      targetUserId: author.id,
      details: { reason: 'spam' },
    });
    await recordAudit(testContext(app), {
      action: 'auth.sign_in_failed',
      targetUserId: author.id,
      details: { reason: 'wrong_password' },
    });
    await recordAudit(testContext(app), { action: 'auth.refresh_reuse_detected', targetUserId: author.id });
    await app.deps.db.db.delete(users).where(eq(users.id, leaver.id));

    const [reuse, failed, byLeaver, byReporter] = await recentAuditForUser(testContext(app), {
      userId: author.id,
    });
    expect(reuse).toMatchObject({ actor_id: null, actor: { kind: 'system' } });
    expect(failed).toMatchObject({ actor_id: null, actor: { kind: 'anonymous' } });
    expect(byReporter).toMatchObject({
      actor_id: reporter.id,
      actor: { kind: 'user', id: reporter.id, role: 'patient', name: 'Maya Okafor', email: reporter.email },
      details: null,
    });
    expect(byLeaver).toMatchObject({
      actor_id: null,
      // The role it had when it acted outlives the account.
      actor: { kind: 'deleted', role: 'expert' },
      details: { reason: 'spam' },
    });
  });

  it('writes nothing when the transaction it was recorded in rolls back', async () => {
    const { user } = await createUserWithToken(app, { role: 'patient' });
    await app.deps.db.db
      .transaction(async (tx) => {
        await recordAudit(testContext(app, { db: tx }), {
          action: 'admin.status_changed',
          targetUserId: user.id,
        });
        throw new Error('the action failed');
      })
      .catch(() => undefined);
    expect(await recentAuditForUser(testContext(app), { userId: user.id })).toEqual([]);
  });
});
