import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
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
    await recordAudit({ ...ctx, ip: '203.0.113.7' }, { action: 'auth.sign_in', targetUserId: target.id });
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
        target_user_id: target.id,
        ip: null,
        details: { from: 'patient', to: 'expert' },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      expect.objectContaining({ action: 'auth.sign_in', actor_id: null, ip: '203.0.113.7', details: null }),
    ]);
    expect(await recentAuditForUser(ctx, { userId: target.id, limit: 1 })).toHaveLength(1);
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
