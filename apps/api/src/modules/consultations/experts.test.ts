import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CONSULTATION_MESSAGES as M,
  CONSULTATION_TOASTS,
  MESSAGES,
  type ExpertDetail,
  type ExpertPage,
} from '@fertilia/contracts';
import { auditEvents, users } from '../../db/schema';
import { testClock } from '../auth/test-helpers';
import { createTestApp } from '../../test/app';
import { injectAs, issues, type InjectAsArgs } from '../../test/http';
import { createUserWithToken, type TestUser } from '../../test/users';
import {
  LONDON_WEEKDAYS,
  T0,
  bookDirectly,
  createExpert,
  reviewDirectly,
  slotsOf,
} from './test/expert-fixtures';

const DIR = '/api/consultations/experts';

/**
 * One app for the directory: a fixed cast of experts, each test reading it. Names are unique to this file's
 * "Zq" prefix so `query` can single them out.
 */
describe('expert directory and profiles (spec 02 §7, ADR 013)', () => {
  let app: FastifyInstance;
  let patient: TestUser;
  let reviewer: TestUser;
  let amara: TestUser; // expert, 12 years, schedule, rated 5 and 3
  let henrik: TestUser; // doctor, 20 years, no schedule, no reviews
  let noName: TestUser; // expert without a real name: listed by username
  let hidden: TestUser[]; // not listed for one reason each
  const call = (...args: InjectAsArgs) => injectAs(app, ...args);
  const page = async (query: string, who: TestUser = patient): Promise<ExpertPage> => {
    const res = await call(who, 'GET', `${DIR}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const ids = (p: ExpertPage) => p.items.map((e) => e.id);

  beforeAll(async () => {
    app = await createTestApp({ clock: testClock(T0) });
    patient = await createUserWithToken(app, { role: 'patient' });
    reviewer = await createUserWithToken(app, {
      role: 'patient',
      values: { firstName: 'Rita', lastName: 'Real', showRealName: false },
    });
    amara = await createExpert(app, {
      first: 'Amara',
      last: 'Zqokafor',
      profile: {
        specialization: 'Fertility nursing',
        years_of_experience: 12,
        facility_affiliation: 'Zq Clinic',
      },
    });
    henrik = await createExpert(app, {
      role: 'doctor',
      first: 'Henrik',
      last: 'Zqlindqvist',
      profile: {
        specialization: 'Reproductive endocrinology',
        years_of_experience: 20,
        bio: 'Zq IVF protocols.',
      },
    });
    noName = await createExpert(app, {
      first: null,
      last: null,
      profile: { years_of_experience: 3, bio: 'Zq counselling for couples.', specialization: 'Counselling' },
    });
    hidden = [
      await createExpert(app, { last: 'Zqunverified', verified: false }),
      await createExpert(app, { last: 'Zqaway', profile: { available_for_appointment: false } }),
      await createUserWithToken(app, {
        role: 'expert',
        status: 'suspended',
        values: { lastName: 'Zqsuspended', professionalProfile: { available_for_appointment: true } },
      }),
      await createUserWithToken(app, { role: 'patient', values: { lastName: 'Zqpatient' } }),
    ];
    // Amara has hours; her first free slot is the first one beyond her 2-hour notice.
    expect((await call(amara, 'PUT', `${DIR}/schedule`, LONDON_WEEKDAYS)).statusCode).toBe(200);
    const slots = await slotsOf(app, amara.user.id);
    const visits = [slots[0]!, slots[1]!];
    const a1 = await bookDirectly(app, visits[0]!, reviewer, 'completed');
    const a2 = await bookDirectly(app, visits[1]!, patient, 'completed');
    await reviewDirectly(app, {
      appointmentId: a1,
      patient: reviewer,
      expertId: amara.user.id,
      rating: 5,
      comment: 'Kind.',
    });
    await reviewDirectly(app, { appointmentId: a2, patient, expertId: amara.user.id, rating: 3 });
  });
  afterAll(() => app.close());

  describe('GET experts', () => {
    it('lists verified, active, available experts and doctors only, with the page shape', async () => {
      const p = await page('query=zq&sort_by=name');
      expect(ids(p).sort()).toEqual([amara.user.id, henrik.user.id, noName.user.id].sort());
      expect(p).toMatchObject({ total: 3, page: 1, pages: 1, has_more: false });
      for (const h of hidden) expect(ids(p)).not.toContain(h.user.id);
    });

    it('answers the public profile with rating, next free slot and zone, never the licence number', async () => {
      const p = await page('query=zqokafor');
      expect(p.items).toEqual([
        {
          id: amara.user.id,
          name: 'Amara Zqokafor',
          role: 'expert',
          avatar_url: null,
          specialization: 'Fertility nursing',
          bio: expect.any(String),
          facility_affiliation: 'Zq Clinic',
          years_of_experience: 12,
          languages: ['English'],
          qualifications: ['MD'],
          rating_average: 4,
          review_count: 2,
          // Now is 09:00 London; 2 hours' notice; 11:00 London is not beyond it, 11:30 is.
          next_available_at: '2026-06-01T10:30:00.000Z',
          time_zone: 'Europe/London',
          slot_minutes: 30,
          price: null,
        },
      ]);
      expect(JSON.stringify(p)).not.toContain('LIC-12345');
    });

    it('names an expert without a real name by her username', async () => {
      const p = await page('query=counselling');
      expect(p.items.map((e) => e.name)).toEqual([noName.user.username]);
      expect(p.items[0]).toMatchObject({
        next_available_at: null,
        rating_average: null,
        review_count: 0,
        time_zone: 'UTC',
      });
    });

    it('searches name, specialization, bio and facility, case-insensitively', async () => {
      expect(ids(await page('query=HENRIK'))).toEqual([henrik.user.id]);
      expect(ids(await page('query=nursing'))).toEqual([amara.user.id]);
      expect(ids(await page('query=ivf%20protocols'))).toEqual([henrik.user.id]);
      expect(ids(await page('query=zq%20clinic'))).toEqual([amara.user.id]);
      expect(ids(await page('query=%25'))).toEqual([]); // a literal %, not a wildcard
    });

    it('filters by specialization, experience and availability', async () => {
      expect(ids(await page('query=zq&specialization=endocrinology'))).toEqual([henrik.user.id]);
      expect(ids(await page('query=zq&min_experience=10&sort_by=experience'))).toEqual([
        henrik.user.id,
        amara.user.id,
      ]);
      expect(ids(await page('query=zq&available_only=true'))).toEqual([amara.user.id]);
    });

    it('sorts by rating, experience, next available and name', async () => {
      const three = [amara.user.id, henrik.user.id, noName.user.id];
      expect(ids(await page('query=zq&sort_by=rating'))).toEqual([
        amara.user.id,
        henrik.user.id,
        noName.user.id,
      ]);
      expect(ids(await page('query=zq&sort_by=experience'))).toEqual([
        henrik.user.id,
        amara.user.id,
        noName.user.id,
      ]);
      expect(ids(await page('query=zq&sort_by=next_available'))[0]).toBe(amara.user.id);
      // Names: "Amara …", "Henrik …", then the username "u_expert_…".
      expect(ids(await page('query=zq&sort_by=name'))).toEqual(three);
    });

    it('pages', async () => {
      const first = await page('query=zq&sort_by=name&page=1&page_size=2');
      expect(first).toMatchObject({ total: 3, page: 1, pages: 2, has_more: true });
      expect(ids(first)).toEqual([amara.user.id, henrik.user.id]);
      const second = await page('query=zq&sort_by=name&page=2&page_size=2');
      expect(second).toMatchObject({ page: 2, has_more: false });
      expect(ids(second)).toEqual([noName.user.id]);
    });

    it.each([
      ['sort_by=age', ['query', 'sort_by']],
      ['page=0', ['query', 'page']],
      ['page_size=101', ['query', 'page_size']],
      ['min_experience=71', ['query', 'min_experience']],
      ['available_only=yes', ['query', 'available_only']],
    ])('refuses %s with 422', async (query, loc) => {
      const res = await call(patient, 'GET', `${DIR}?${query}`);
      expect(res.statusCode).toBe(422);
      expect(issues(res).map((i) => i.loc)).toEqual([loc]);
    });

    it('answers 401 without a token; experts may browse too', async () => {
      expect((await call(null, 'GET', DIR)).statusCode).toBe(401);
      expect((await call(amara, 'GET', DIR)).statusCode).toBe(200);
    });
  });

  describe('GET experts/:id', () => {
    it('answers the expert with her notice and newest reviews under each reviewer’s public name', async () => {
      const res = await call(patient, 'GET', `${DIR}/${amara.user.id}`);
      expect(res.statusCode).toBe(200);
      const detail: ExpertDetail = res.json();
      expect(detail).toMatchObject({ id: amara.user.id, min_notice_hours: 2, rating_average: 4 });
      expect(detail.recent_reviews.map((r) => [r.rating, r.author, r.comment])).toEqual(
        expect.arrayContaining([
          [5, reviewer.user.username, 'Kind.'],
          [3, patient.user.username, null],
        ]),
      );
      expect(res.body).not.toContain('Rita');
    });

    it('answers 404 for anyone not listed, and 422 for a bad id', async () => {
      for (const h of [...hidden, patient]) {
        const res = await call(patient, 'GET', `${DIR}/${h.user.id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ detail: M.expertNotFound });
      }
      expect((await call(patient, 'GET', `${DIR}/999999`)).statusCode).toBe(404);
      const bad = await call(patient, 'GET', `${DIR}/abc`);
      expect(bad.statusCode).toBe(422);
      expect(issues(bad)).toEqual([{ loc: ['path', 'id'], msg: M.expertId }]);
      expect((await call(null, 'GET', `${DIR}/${amara.user.id}`)).statusCode).toBe(401);
    });
  });

  describe('PUT experts/profile', () => {
    it('merges into her professional profile and answers the user', async () => {
      const expert = await createExpert(app);
      const res = await call(expert, 'PUT', `${DIR}/profile`, {
        bio: 'A brand new biography.',
        languages: ['French'],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: expert.user.id,
        professional_profile: {
          bio: 'A brand new biography.',
          languages: ['French'],
          specialization: 'Reproductive endocrinology',
        },
      });
      const cleared = await call(expert, 'PUT', `${DIR}/profile`, { facility_affiliation: null });
      expect(cleared.json().professional_profile).not.toHaveProperty('facility_affiliation');
    });

    it('refuses an empty update and each field rule with 422', async () => {
      const expert = await createExpert(app);
      const empty = await call(expert, 'PUT', `${DIR}/profile`, {});
      expect(empty.statusCode).toBe(422);
      expect(issues(empty)[0]!.msg).toBe(MESSAGES.atLeastOneField);
      for (const [field, value] of [
        ['bio', 'short'],
        ['specialization', 'ab'],
        ['facility_affiliation', 'ab'],
        ['years_of_experience', 71],
        ['license_number', 'abc'],
      ] as const) {
        const res = await call(expert, 'PUT', `${DIR}/profile`, { [field]: value });
        expect(res.statusCode, field).toBe(422);
        expect(issues(res).map((i) => i.loc)).toEqual([['body', field]]);
      }
    });

    it('is for experts and doctors: 401 without a token, 403 for patients', async () => {
      expect((await call(null, 'PUT', `${DIR}/profile`, { bio: 'A brand new biography.' })).statusCode).toBe(
        401,
      );
      expect(
        (await call(patient, 'PUT', `${DIR}/profile`, { bio: 'A brand new biography.' })).statusCode,
      ).toBe(403);
    });
  });

  describe('PUT experts/availability', () => {
    it('sets available_for_appointment, audits it, and takes her out of the directory', async () => {
      const expert = await createExpert(app, { last: 'Zqtoggle' });
      expect(ids(await page('query=zqtoggle'))).toEqual([expert.user.id]);
      const res = await call(expert, 'PUT', `${DIR}/availability`, { is_available: false });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ is_available: false, message: CONSULTATION_TOASTS.availabilityUpdated });
      expect(ids(await page('query=zqtoggle'))).toEqual([]);
      const [row] = await app.deps.db.db.select().from(users).where(eq(users.id, expert.user.id));
      expect(row!.professionalProfile).toMatchObject({
        available_for_appointment: false,
        bio: expect.any(String),
      });
      const audit = await app.deps.db.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'consultation.availability_changed'),
            eq(auditEvents.actorId, expert.user.id),
          ),
        );
      expect(audit.map((a) => a.details)).toEqual([{ is_available: false }]);
      await call(expert, 'PUT', `${DIR}/availability`, { is_available: true });
      expect(ids(await page('query=zqtoggle'))).toEqual([expert.user.id]);
    });

    it('refuses a missing flag (422), no token (401) and patients (403)', async () => {
      const expert = await createExpert(app);
      const res = await call(expert, 'PUT', `${DIR}/availability`, {});
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['body', 'is_available'], msg: M.isAvailableRequired }]);
      expect((await call(null, 'PUT', `${DIR}/availability`, { is_available: true })).statusCode).toBe(401);
      expect((await call(patient, 'PUT', `${DIR}/availability`, { is_available: true })).statusCode).toBe(
        403,
      );
    });
  });
});
