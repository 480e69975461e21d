import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CONVERSATION_MESSAGES, MODERATION_MESSAGES } from '@fertilia/contracts';
import { auditEvents, contentReports, conversationMessages } from '../../db/schema';
import type { TestUser } from '../../test/users';
import { issues } from '../../test/http';
import { call, chatTestApp, notificationsOf, send, startConversation, type ChatCast } from './test-helpers';

let app: FastifyInstance;
let cast: ChatCast;

beforeAll(async () => ({ app, cast } = await chatTestApp()));
afterAll(() => app.close());

const QUEUE = '/api/admin/moderation/messages';
const admin = (who: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url: `${QUEUE}${url}`,
    headers: who ? who.auth : {},
    ...(payload ? { payload } : {}),
  });

/** Ana and Ben talk in a group with Cleo; Ben says something Ana and Cleo report. */
async function reportedMessage(text = 'Buy my miracle fertility pills') {
  const conversation = await startConversation(app, cast.ana, {
    participants: [cast.ben.user.id, cast.cleo.user.id],
  });
  await send(app, cast.ana, conversation.id, 'Hello both');
  const message = await send(app, cast.ben, conversation.id, text);
  await send(app, cast.cleo, conversation.id, 'A reply after it');
  for (const who of [cast.ana, cast.cleo]) {
    const res = await call(app, who, 'POST', `/messages/${message.id}/report/`, {
      reason: `Spam, reported by ${who.user.firstName}`,
    });
    expect(res.statusCode).toBe(201);
  }
  return { conversation, message };
}

const reportsOf = (messageId: number) =>
  app.deps.db.db
    .select()
    .from(contentReports)
    .where(and(eq(contentReports.targetType, 'message'), eq(contentReports.targetId, messageId)));

describe('GET /api/admin/moderation/messages', () => {
  it('lists each reported message once with its sender and reporters, nothing else of the thread', async () => {
    const { conversation, message } = await reportedMessage('Only this one is reported');
    const res = await admin(cast.moderator, 'GET', '/?limit=100');
    expect(res.statusCode).toBe(200);
    const entries = res.json().items.filter((i: { message: { id: number } }) => i.message.id === message.id);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry.message).toEqual({
      id: message.id,
      conversation_id: conversation.id,
      content: 'Only this one is reported',
      status: 'visible',
      moderation_reason: null,
      author: expect.objectContaining({ id: cast.ben.user.id, display_name: 'Ben Otter' }),
      created_at: message.created_at,
    });
    expect(entry.report_count).toBe(2);
    expect(entry.reports.map((r: { reporter: { id: number } }) => r.reporter.id).sort()).toEqual(
      [cast.ana.user.id, cast.cleo.user.id].sort(),
    );
    expect(entry.reports[0]).toMatchObject({ decision: null, decision_reason: null, resolved_at: null });
    // The messages before and after it never reach the moderator.
    expect(res.body).not.toContain('Hello both');
    expect(res.body).not.toContain('A reply after it');
  });

  it('refuses a bad status (422), members (403) and anonymous calls (401)', async () => {
    const bad = await admin(cast.moderator, 'GET', '/?status=pending');
    expect(bad.statusCode).toBe(422);
    expect(issues(bad)).toEqual([{ loc: ['query', 'status'], msg: MODERATION_MESSAGES.queueStatusInvalid }]);
    expect((await admin(cast.ana, 'GET', '/')).statusCode).toBe(403);
    expect((await admin(null, 'GET', '/')).statusCode).toBe(401);
  });
});

describe('POST /api/admin/moderation/messages/{id}/decision', () => {
  it('remove: every report closed together, the message reads as removed, the sender told why, audited', async () => {
    const { conversation, message } = await reportedMessage();
    const publish = vi.spyOn(app.notificationHub, 'publish');
    const reason = 'Selling products breaks the community guidelines';
    const res = await admin(cast.moderator, 'POST', `/${message.id}/decision/`, {
      decision: 'remove',
      reason,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: MODERATION_MESSAGES.decided.remove,
      target_type: 'message',
      target_id: message.id,
      decision: 'remove',
      status: 'removed',
      reports_resolved: 2,
    });

    const reports = await reportsOf(message.id);
    expect(reports.map((r) => [r.status, r.decision, r.decisionReason, r.resolvedBy])).toEqual([
      ['resolved', 'removed', reason, cast.moderator.user.id],
      ['resolved', 'removed', reason, cast.moderator.user.id],
    ]);
    // The row stays for the record.
    const [row] = await app.deps.db.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.id, message.id));
    expect(row).toMatchObject({ content: message.content, removalReason: reason });
    expect(row!.removedAt).toBeInstanceOf(Date);

    // Every participant, the sender included, reads the marker in its place; the others stay.
    for (const who of [cast.ana, cast.ben, cast.cleo]) {
      const thread = (await call(app, who, 'GET', `/conversations/${conversation.id}/messages/`)).json();
      expect(thread.items.map((m: { content: string }) => m.content)).toEqual([
        'Hello both',
        CONVERSATION_MESSAGES.removedMarker,
        'A reply after it',
      ]);
      expect(thread.items[1]).toMatchObject({ id: message.id, removed: true, sources: [] });
      expect(thread.items[0].removed).toBe(false);
    }

    const notice = (await notificationsOf(app, cast.ben)).items.find((n) => n.type === 'moderation_decision');
    expect(notice).toMatchObject({
      title: CONVERSATION_MESSAGES.removedTitle,
      message: CONVERSATION_MESSAGES.removedText(reason),
      link: `/messages/${conversation.id}`,
    });
    await vi.waitFor(
      () =>
        expect(publish).toHaveBeenCalledWith(
          cast.ben.user.id,
          expect.objectContaining({ type: 'notification' }),
        ),
      { timeout: 5000 },
    );
    publish.mockRestore();

    const audit = await app.deps.db.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'conversation.message_decided'),
          eq(auditEvents.actorId, cast.moderator.user.id),
        ),
      );
    const entry = audit.find((a) => (a.details as { message_id: number }).message_id === message.id);
    expect(entry).toMatchObject({
      targetUserId: cast.ben.user.id,
      details: { message_id: message.id, conversation_id: conversation.id, decision: 'remove', reports: 2 },
    });
    // The audit trail names the message, never its text.
    expect(JSON.stringify(entry)).not.toContain(message.content);

    // Decided: a second decision is refused, and a removed message can no longer be reported.
    const again = await admin(cast.moderator, 'POST', `/${message.id}/decision/`, { decision: 'dismiss' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: CONVERSATION_MESSAGES.messageAlreadyRemoved });
    expect(
      (await call(app, cast.ana, 'POST', `/messages/${message.id}/report/`, { reason: 'Once more please' }))
        .statusCode,
    ).toBe(404);

    // The record moves to the resolved queue, with the original text for the moderators.
    const resolved = (await admin(cast.moderator, 'GET', '/?status=resolved&limit=100')).json();
    const kept = resolved.items.find((i: { message: { id: number } }) => i.message.id === message.id);
    expect(kept.message).toMatchObject({
      status: 'removed',
      content: message.content,
      moderation_reason: reason,
    });
    expect(kept.reports[0]).toMatchObject({ decision: 'removed', decision_reason: reason });
    const open = (await admin(cast.moderator, 'GET', '/?limit=100')).json();
    expect(open.items.some((i: { message: { id: number } }) => i.message.id === message.id)).toBe(false);
  });

  it('dismiss: the reports close, the message stays and its sender is told nothing; 409 after', async () => {
    const { conversation, message } = await reportedMessage('Just an opinion');
    const before = (await notificationsOf(app, cast.ben)).items.filter(
      (n) => n.type === 'moderation_decision',
    );
    const res = await admin(cast.moderator, 'POST', `/${message.id}/decision/`, { decision: 'dismiss' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ decision: 'dismiss', status: 'visible', reports_resolved: 2 });
    expect((await reportsOf(message.id)).map((r) => [r.status, r.decision])).toEqual([
      ['resolved', 'dismissed'],
      ['resolved', 'dismissed'],
    ]);
    const thread = (await call(app, cast.ana, 'GET', `/conversations/${conversation.id}/messages/`)).json();
    expect(thread.items[1]).toMatchObject({ content: 'Just an opinion', removed: false });
    const after = (await notificationsOf(app, cast.ben)).items.filter(
      (n) => n.type === 'moderation_decision',
    );
    expect(after).toHaveLength(before.length);

    const again = await admin(cast.moderator, 'POST', `/${message.id}/decision/`, {
      decision: 'remove',
      reason: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: CONVERSATION_MESSAGES.reportsAlreadyDecided });
    const [row] = await app.deps.db.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.id, message.id));
    expect(row!.removedAt).toBeNull();
  });

  it('validates the decision with the moderation rules (422), changing nothing', async () => {
    const { message } = await reportedMessage();
    const url = `/${message.id}/decision/`;
    const cases: [object, { loc: unknown[]; msg: string }[]][] = [
      [{}, [{ loc: ['body', 'decision'], msg: MODERATION_MESSAGES.decisionInvalid }]],
      [{ decision: 'ban' }, [{ loc: ['body', 'decision'], msg: MODERATION_MESSAGES.decisionInvalid }]],
      [{ decision: 'remove' }, [{ loc: ['body', 'reason'], msg: MODERATION_MESSAGES.removeReasonRequired }]],
      [
        { decision: 'remove', reason: 'no' },
        [{ loc: ['body', 'reason'], msg: MODERATION_MESSAGES.reasonMin }],
      ],
      [
        { decision: 'remove', reason: 'x'.repeat(501) },
        [{ loc: ['body', 'reason'], msg: MODERATION_MESSAGES.reasonMax }],
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await admin(cast.moderator, 'POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(issues(res)).toEqual(expected);
    }
    expect((await reportsOf(message.id)).every((r) => r.status === 'open')).toBe(true);
  });

  it('answers 404 for an unknown or never-reported message and a bad id', async () => {
    expect(
      (await admin(cast.moderator, 'POST', '/999999/decision/', { decision: 'dismiss' })).statusCode,
    ).toBe(404);
    const conversation = await startConversation(app, cast.ana, { participants: [cast.ben.user.id] });
    const unreported = await send(app, cast.ana, conversation.id, 'A private message nobody reported');
    const res = await admin(cast.moderator, 'POST', `/${unreported.id}/decision/`, { decision: 'dismiss' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: CONVERSATION_MESSAGES.messageNotFound });
    expect((await admin(cast.moderator, 'POST', '/abc/decision/', { decision: 'dismiss' })).statusCode).toBe(
      422,
    );
  });

  it('refuses members, participants included (403), and anonymous calls (401), changing nothing', async () => {
    const { message } = await reportedMessage();
    for (const who of [cast.ana, cast.ben, cast.outsider]) {
      const res = await admin(who, 'POST', `/${message.id}/decision/`, { decision: 'dismiss' });
      expect(res.statusCode).toBe(403);
    }
    expect((await admin(null, 'POST', `/${message.id}/decision/`, { decision: 'dismiss' })).statusCode).toBe(
      401,
    );
    expect((await reportsOf(message.id)).every((r) => r.status === 'open')).toBe(true);
  });
});

describe('reading a conversation reads its message notifications', () => {
  const conversationNotices = async (who: TestUser, conversationId: number) =>
    (await notificationsOf(app, who)).items.filter(
      (n) => n.type === 'conversation_message' && n.link === `/messages/${conversationId}`,
    );

  it('POST /read marks the grouped notification read and pushes the new unread count', async () => {
    const publish = vi.spyOn(app.notificationHub, 'publish');
    const conversation = await startConversation(app, cast.ana, { participants: [cast.ben.user.id] });
    const other = await startConversation(app, cast.cleo, { participants: [cast.ben.user.id] });
    await send(app, cast.ana, conversation.id, 'Are you free tomorrow?');
    await send(app, cast.ana, conversation.id, 'For the clinic visit');
    await send(app, cast.cleo, other.id, 'Your results are in');
    await vi.waitFor(
      async () =>
        expect((await conversationNotices(cast.ben, conversation.id)).map((n) => n.read)).toEqual([false]),
      { timeout: 5000 },
    );
    // Each notification is pushed after its message commits: let the push of each one's latest version land
    // before counting, so none arrives during the checks below.
    const pushed = async (conversationId: number) => {
      const [latest] = await conversationNotices(cast.ben, conversationId);
      expect(publish).toHaveBeenCalledWith(
        cast.ben.user.id,
        expect.objectContaining({
          type: 'notification',
          data: expect.objectContaining({
            notification: expect.objectContaining({ id: latest?.id, created_at: latest?.created_at }),
          }),
        }),
      );
    };
    await vi.waitFor(
      async () => {
        await pushed(conversation.id);
        await pushed(other.id);
      },
      { timeout: 5000 },
    );
    const unreadBefore = (await notificationsOf(app, cast.ben)).unread_count;

    publish.mockClear();
    const res = await call(app, cast.ben, 'POST', `/conversations/${conversation.id}/read/`);
    expect(res.statusCode).toBe(200);
    expect((await conversationNotices(cast.ben, conversation.id)).map((n) => n.read)).toEqual([true]);
    // The other conversation's notification is still unread.
    expect((await conversationNotices(cast.ben, other.id)).map((n) => n.read)).toEqual([false]);
    expect((await notificationsOf(app, cast.ben)).unread_count).toBe(unreadBefore - 1);
    expect(publish).toHaveBeenCalledWith(cast.ben.user.id, {
      type: 'unread_count',
      data: { unread_count: unreadBefore - 1 },
    });
    // Nothing left to mark: no frame.
    publish.mockClear();
    expect((await call(app, cast.ben, 'POST', `/conversations/${conversation.id}/read/`)).statusCode).toBe(
      200,
    );
    expect(publish).not.toHaveBeenCalled();
    publish.mockRestore();
  });

  it('replying reads the conversation notification; a later message notifies again', async () => {
    const conversation = await startConversation(app, cast.cleo, { participants: [cast.ana.user.id] });
    await send(app, cast.cleo, conversation.id, 'How are you feeling?');
    await vi.waitFor(
      async () =>
        expect((await conversationNotices(cast.ana, conversation.id)).map((n) => n.read)).toEqual([false]),
      { timeout: 5000 },
    );
    await send(app, cast.ana, conversation.id, 'Much better, thank you');
    expect((await conversationNotices(cast.ana, conversation.id)).map((n) => n.read)).toEqual([true]);
    await send(app, cast.cleo, conversation.id, 'Glad to hear it');
    await vi.waitFor(
      async () =>
        expect((await conversationNotices(cast.ana, conversation.id)).map((n) => n.read).sort()).toEqual([
          false,
          true,
        ]),
      { timeout: 5000 },
    );
  });

  it('a read of a conversation the member is not in is refused (404) and marks nothing', async () => {
    const conversation = await startConversation(app, cast.cleo, { participants: [cast.ben.user.id] });
    await send(app, cast.cleo, conversation.id, 'Only for Ben');
    const res = await call(app, cast.outsider, 'POST', `/conversations/${conversation.id}/read/`);
    expect(res.statusCode).toBe(404);
    expect((await conversationNotices(cast.ben, conversation.id)).map((n) => n.read)).toEqual([false]);
    expect((await call(app, null, 'POST', `/conversations/${conversation.id}/read/`)).statusCode).toBe(401);
  });
});
