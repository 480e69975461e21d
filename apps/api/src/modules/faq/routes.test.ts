import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, like } from 'drizzle-orm';
import { MESSAGES, booleanQueryMessage, type Faq, type FaqPage } from '@fertilia/contracts';
import { auditEvents } from '../../db/schema';
import { createTestAppWithCast } from '../../test/app';
import { injectAs, type InjectAsArgs } from '../../test/http';
import type { Cast, CastSpec } from '../../test/users';

const CAST = {
  moderator: 'content_moderator',
  admin: 'admin',
  support: 'support',
  patient: 'patient',
} satisfies CastSpec;

describe('FAQ', () => {
  let app: FastifyInstance;
  let cast: Cast<typeof CAST>;

  beforeAll(async () => ({ app, cast } = await createTestAppWithCast(CAST)));
  afterAll(() => app.close());

  const call = (...args: InjectAsArgs) => injectAs(app, ...args);
  const newFaq = async (body: object): Promise<Faq> => {
    const res = await call(cast.moderator, 'POST', '/api/faq/', body);
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const entry = (tag: string, extra: object = {}) => ({
    question: `How does ${tag} work?`,
    answer: `Like this: ${tag}.`,
    category: 'Using Fertilia',
    ...extra,
  });
  const expect422 = (
    res: { statusCode: number; json: () => { detail: unknown } },
    loc: unknown[],
    msg: string,
  ) => {
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([expect.objectContaining({ loc, msg })]);
  };
  const faqAudit = () =>
    app.deps.db.db
      .select()
      .from(auditEvents)
      .where(like(auditEvents.action, 'content.faq_%'))
      .orderBy(asc(auditEvents.id));

  describe('create', () => {
    it('creates an active entry by default, trimmed, and records who did it', async () => {
      const faq = await newFaq({
        question: '  Can I export my data?  ',
        answer: ' Yes. ',
        category: ' Support ',
      });
      expect(faq).toMatchObject({
        question: 'Can I export my data?',
        answer: 'Yes.',
        category: 'Support',
        is_active: true,
      });
      expect((await faqAudit()).at(-1)).toMatchObject({
        action: 'content.faq_created',
        actorId: cast.moderator.user.id,
        details: { faq_id: faq.id },
      });
    });

    it('lets an admin create one too, hidden if asked', async () => {
      const res = await call(cast.admin, 'POST', '/api/faq', entry('admin', { is_active: false }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ is_active: false });
    });

    it.each([
      [{ answer: 'a', category: 'c' }, 'question', MESSAGES.questionRequired],
      [{ question: '   ', answer: 'a', category: 'c' }, 'question', MESSAGES.questionRequired],
      [{ question: 'q', category: 'c' }, 'answer', MESSAGES.answerRequired],
      [{ question: 'q', answer: ' \n ', category: 'c' }, 'answer', MESSAGES.answerRequired],
      [{ question: 'q', answer: 'a' }, 'category', MESSAGES.categoryRequired],
      [{ question: 'q', answer: 'a', category: '  ' }, 'category', MESSAGES.categoryRequired],
      [
        { question: 'q'.repeat(301), answer: 'a', category: 'c' },
        'question',
        'Must be at most 300 characters',
      ],
      [
        { question: 'q', answer: 'a', category: 'c', is_active: 'yes' },
        'is_active',
        'is_active must be true or false',
      ],
    ])('refuses %j with the message for %s', async (body, field, msg) => {
      expect422(await call(cast.moderator, 'POST', '/api/faq/', body), ['body', field], msg);
    });

    it('refuses a missing token, a patient and support staff', async () => {
      expect((await call(null, 'POST', '/api/faq/', entry('anon'))).statusCode).toBe(401);
      expect((await call(cast.patient, 'POST', '/api/faq/', entry('patient'))).statusCode).toBe(403);
      expect((await call(cast.support, 'POST', '/api/faq/', entry('support'))).statusCode).toBe(403);
    });
  });

  describe('read', () => {
    let visible: Faq;
    let hidden: Faq;
    beforeAll(async () => {
      visible = await newFaq(entry('cycle sync', { category: 'Fertility basics' }));
      hidden = await newFaq(entry('hidden draft', { category: 'Fertility basics', is_active: false }));
    });

    it('lists active entries only to the public, as a page', async () => {
      const res = await call(null, 'GET', '/api/faq/?limit=100');
      expect(res.statusCode).toBe(200);
      const page: FaqPage = res.json();
      expect(page).toMatchObject({ skip: 0, limit: 100 });
      const ids = page.items.map((f) => f.id);
      expect(ids).toContain(visible.id);
      expect(ids).not.toContain(hidden.id);
      expect(page.items.every((f) => f.is_active)).toBe(true);
      expect(page.total).toBe(page.items.length);
    });

    it('filters by category and searches questions and answers, wildcards taken literally', async () => {
      const byCategory: FaqPage = (await call(null, 'GET', '/api/faq?category=Fertility%20basics')).json();
      expect(byCategory.items.map((f) => f.id)).toEqual([visible.id]);
      const byAnswer: FaqPage = (await call(null, 'GET', '/api/faq?q=CYCLE%20SYNC.')).json();
      expect(byAnswer.items.map((f) => f.id)).toEqual([visible.id]);
      const wildcard: FaqPage = (await call(null, 'GET', '/api/faq?q=%25')).json();
      expect(wildcard.items).toEqual([]);
    });

    it('pages with skip and limit', async () => {
      const all: FaqPage = (await call(null, 'GET', '/api/faq?limit=100')).json();
      const second: FaqPage = (await call(null, 'GET', '/api/faq?skip=1&limit=1')).json();
      expect(second.items.map((f) => f.id)).toEqual([all.items[1]!.id]);
      expect(second.total).toBe(all.total);
    });

    it.each([
      ['skip=-1', 'skip', MESSAGES.skipMin],
      ['limit=0', 'limit', MESSAGES.limitRange],
      ['limit=101', 'limit', MESSAGES.limitRange],
      ['limit=abc', 'limit', MESSAGES.limitRange],
      [`q=${'x'.repeat(201)}`, 'q', 'Search must be at most 200 characters'],
      ['include_inactive=maybe', 'include_inactive', booleanQueryMessage('include_inactive')],
    ])('refuses paging %s', async (query, field, msg) => {
      expect422(await call(null, 'GET', `/api/faq/?${query}`), ['query', field], msg);
    });

    it('shows hidden entries only to content staff who ask for them', async () => {
      const staff: FaqPage = (
        await call(cast.moderator, 'GET', '/api/faq?include_inactive=true&limit=100')
      ).json();
      expect(staff.items.map((f) => f.id)).toContain(hidden.id);
      const notAsked: FaqPage = (await call(cast.moderator, 'GET', '/api/faq?limit=100')).json();
      expect(notAsked.items.map((f) => f.id)).not.toContain(hidden.id);
      expect((await call(null, 'GET', '/api/faq?include_inactive=true')).statusCode).toBe(401);
      expect((await call(cast.patient, 'GET', '/api/faq?include_inactive=true')).statusCode).toBe(403);
      expect((await call(cast.support, 'GET', '/api/faq?include_inactive=true')).statusCode).toBe(403);
    });

    it('reads one entry; a hidden one is not found for the public', async () => {
      const res = await call(null, 'GET', `/api/faq/${visible.id}/`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(visible);
      const gone = await call(null, 'GET', `/api/faq/${hidden.id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ detail: MESSAGES.faqNotFound });
      const asStaff = await call(cast.moderator, 'GET', `/api/faq/${hidden.id}?include_inactive=true`);
      expect(asStaff.json()).toMatchObject({ id: hidden.id, is_active: false });
      expect((await call(null, 'GET', '/api/faq/999999')).json()).toEqual({ detail: MESSAGES.faqNotFound });
    });

    it.each(['0', '-3', 'abc', '1.5'])('answers %s with Invalid FAQ ID', async (id) => {
      expect422(await call(null, 'GET', `/api/faq/${id}`), ['path', 'id'], MESSAGES.invalidFaqId);
    });

    it('counts the categories of active entries', async () => {
      const res = await call(null, 'GET', '/api/faq/categories');
      expect(res.statusCode).toBe(200);
      const categories: { category: string; count: number }[] = res.json();
      expect(categories).toContainEqual({ category: 'Fertility basics', count: 1 });
      const all: FaqPage = (await call(null, 'GET', '/api/faq?limit=100')).json();
      expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(all.total);
    });
  });

  describe('update', () => {
    it('changes only the fields sent, and records it', async () => {
      const faq = await newFaq(entry('update', { is_active: false }));
      const res = await call(cast.moderator, 'PUT', `/api/faq/${faq.id}/`, { answer: '  New answer ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ question: faq.question, answer: 'New answer', is_active: false });
      const shown = await call(cast.admin, 'PUT', `/api/faq/${faq.id}`, { is_active: true });
      expect(shown.json()).toMatchObject({ is_active: true, answer: 'New answer' });
      expect((await faqAudit()).at(-1)).toMatchObject({
        action: 'content.faq_updated',
        actorId: cast.admin.user.id,
        details: { faq_id: faq.id },
      });
    });

    it.each([
      [{}, [], 'At least one field must be present'],
      [{ question: ' ' }, ['question'], MESSAGES.questionRequired],
      [{ answer: '' }, ['answer'], MESSAGES.answerRequired],
      [{ category: '   ' }, ['category'], MESSAGES.categoryRequired],
    ])('refuses %j', async (body, path, msg) => {
      const faq = await newFaq(entry('bad update'));
      expect422(await call(cast.moderator, 'PUT', `/api/faq/${faq.id}`, body), ['body', ...path], msg);
    });

    it('answers an unknown or invalid id, and refuses callers without the content permission', async () => {
      expect((await call(cast.moderator, 'PUT', '/api/faq/999999', { answer: 'x' })).json()).toEqual({
        detail: MESSAGES.faqNotFound,
      });
      expect422(
        await call(cast.moderator, 'PUT', '/api/faq/0', { answer: 'x' }),
        ['path', 'id'],
        MESSAGES.invalidFaqId,
      );
      const faq = await newFaq(entry('guarded update'));
      expect((await call(null, 'PUT', `/api/faq/${faq.id}`, { answer: 'x' })).statusCode).toBe(401);
      expect((await call(cast.patient, 'PUT', `/api/faq/${faq.id}`, { answer: 'x' })).statusCode).toBe(403);
      expect((await call(cast.support, 'PUT', `/api/faq/${faq.id}`, { answer: 'x' })).statusCode).toBe(403);
    });
  });

  describe('delete', () => {
    it('deletes with a message, records it, and the entry is gone', async () => {
      const faq = await newFaq(entry('delete'));
      const res = await call(cast.moderator, 'DELETE', `/api/faq/${faq.id}/`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.faqDeleted });
      expect((await call(null, 'GET', `/api/faq/${faq.id}`)).statusCode).toBe(404);
      expect((await faqAudit()).at(-1)).toMatchObject({
        action: 'content.faq_deleted',
        details: { faq_id: faq.id },
      });
      expect((await call(cast.moderator, 'DELETE', `/api/faq/${faq.id}`)).json()).toEqual({
        detail: MESSAGES.faqNotFound,
      });
    });

    it('refuses an invalid id and callers without the content permission', async () => {
      expect422(await call(cast.moderator, 'DELETE', '/api/faq/-1'), ['path', 'id'], MESSAGES.invalidFaqId);
      const faq = await newFaq(entry('guarded delete'));
      expect((await call(null, 'DELETE', `/api/faq/${faq.id}`)).statusCode).toBe(401);
      expect((await call(cast.patient, 'DELETE', `/api/faq/${faq.id}`)).statusCode).toBe(403);
      expect((await call(cast.support, 'DELETE', `/api/faq/${faq.id}`)).statusCode).toBe(403);
      expect((await call(null, 'GET', `/api/faq/${faq.id}`)).statusCode).toBe(200);
    });
  });
});
