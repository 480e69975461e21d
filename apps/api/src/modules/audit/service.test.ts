import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/app';
import { createUserWithToken } from '../../test/users';
import { recentAuditForUser, recordAudit } from './service';

describe('audit trail', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('returns a user’s events newest first, in the contract’s shape, up to the limit', async () => {
    const db = app.deps.db.db;
    const { user: actor } = await createUserWithToken(app, { role: 'admin' });
    const { user: target } = await createUserWithToken(app, { role: 'patient' });
    const { user: other } = await createUserWithToken(app, { role: 'patient' });
    await recordAudit(db, { action: 'auth.sign_in', targetUserId: target.id, ip: '203.0.113.7' });
    await recordAudit(db, {
      action: 'admin.role_changed',
      actorId: actor.id,
      targetUserId: target.id,
      details: { from: 'patient', to: 'expert' },
    });
    await recordAudit(db, { action: 'auth.sign_in', targetUserId: other.id });

    const events = await recentAuditForUser(db, target.id);
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
    expect(await recentAuditForUser(db, target.id, 1)).toHaveLength(1);
  });

  it('writes nothing when the transaction it was recorded in rolls back', async () => {
    const { user } = await createUserWithToken(app, { role: 'patient' });
    await app.deps.db.db
      .transaction(async (tx) => {
        await recordAudit(tx, { action: 'admin.status_changed', targetUserId: user.id });
        throw new Error('the action failed');
      })
      .catch(() => undefined);
    expect(await recentAuditForUser(app.deps.db.db, user.id)).toEqual([]);
  });
});
