import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MEASURE_MESSAGES, MESSAGES } from '@fertilia/contracts';
import { createTestApp } from '../../test/app';
import { OTHER_PASSWORD, PASSWORD, bearer, call, issues, login, profile, registerUser } from './test-helpers';

describe('profile and username', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const put = (token: string | undefined, payload: unknown) =>
    call(app, {
      method: 'PUT',
      url: '/api/auth/profile/',
      headers: token ? bearer(token) : {},
      payload: payload as Record<string, unknown>,
    });

  it('returns the signed-in user without secrets', async () => {
    const user = await registerUser(app, { first_name: 'Lena' });
    const res = await profile(app, user.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, first_name: 'Lena', role: 'patient' });
    expect(Object.keys(res.json())).not.toContain('password_hash');
    expect(res.body).not.toMatch(/argon2/);
    expect((await app.inject({ method: 'GET', url: '/api/auth/profile/' })).statusCode).toBe(401);
  });

  it('updates fields and merges the medical profile, a null key clearing just that key', async () => {
    const user = await registerUser(app);
    const first = await put(user.access, {
      city: 'Porto',
      phone: '+351-912345678',
      medical_profile: { allergies: 'penicillin', blood_type: 'A+', menstrual_cycle_length: 28 },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      city: 'Porto',
      medical_profile: { allergies: 'penicillin', blood_type: 'A+', menstrual_cycle_length: 28 },
    });
    const second = await put(user.access, {
      city: null,
      medical_profile: { allergies: null, trying_to_conceive: true },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().city).toBeNull();
    expect(second.json().phone).toBe('+351-912345678');
    expect(second.json().medical_profile).toEqual({
      blood_type: 'A+',
      menstrual_cycle_length: 28,
      trying_to_conceive: true,
    });
    expect((await profile(app, user.access)).json().medical_profile).toEqual(second.json().medical_profile);
    const cleared = await put(user.access, { medical_profile: null });
    expect(cleared.json().medical_profile).toBeNull();
  });

  it('stores a phone written any international way, and heights and weights, in the spec’s text form', async () => {
    const user = await registerUser(app);
    const res = await put(user.access, {
      phone: '+33 6 12 34 56 78',
      medical_profile: { height: '165cm', weight: '62,5 kg' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phone: '+33-612345678',
      medical_profile: { height: '165 cm', weight: '62.5 kg' },
    });
    expect((await profile(app, user.access)).json().phone).toBe('+33-612345678');
  });

  it('keeps professional details for experts and doctors and medical data for patients', async () => {
    const expert = await registerUser(app, { role: 'expert' });
    const patient = await registerUser(app);
    const ok = await put(expert.access, {
      professional_profile: { specialization: 'Embryology', years_of_experience: 12 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().professional_profile).toEqual({ specialization: 'Embryology', years_of_experience: 12 });

    const medical = await put(expert.access, { medical_profile: { allergies: 'pollen' } });
    expect(medical.statusCode).toBe(422);
    expect(issues(medical.json())).toEqual([
      { loc: ['body', 'medical_profile'], msg: 'Only patients have a medical profile' },
    ]);
    const professional = await put(patient.access, {
      professional_profile: { bio: 'I am not a doctor at all' },
    });
    expect(professional.statusCode).toBe(422);
    expect(professional.json().detail[0].loc).toEqual(['body', 'professional_profile']);
  });

  it.each([
    ['an empty update', {}, ['body'], MESSAGES.atLeastOneField],
    ['a bad phone', { phone: '0044 123' }, ['body', 'phone'], MESSAGES.phoneFormat],
    ['a phone without its country code', { phone: '0612345678' }, ['body', 'phone'], MESSAGES.phoneFormat],
    [
      'a weight in words',
      { medical_profile: { weight: 'sixty' } },
      ['body', 'medical_profile', 'weight'],
      MEASURE_MESSAGES.weight,
    ],
    [
      'an implausible height',
      { medical_profile: { height: '16 cm' } },
      ['body', 'medical_profile', 'height'],
      MEASURE_MESSAGES.height,
    ],
    ['a bad date', { date_of_birth: '1990-13-45' }, ['body', 'date_of_birth'], MESSAGES.dateFormat],
    ['a short city', { city: 'X' }, ['body', 'city'], MESSAGES.cityMin],
    [
      'a cycle length out of range',
      { medical_profile: { menstrual_cycle_length: 90 } },
      ['body', 'medical_profile', 'menstrual_cycle_length'],
      'Cycle length must be between 20 and 45',
    ],
  ])('answers 422 for %s', async (_label, payload, loc, msg) => {
    const user = await registerUser(app);
    const res = await put(user.access, payload);
    expect(res.statusCode).toBe(422);
    expect(issues(res.json())).toContainEqual({ loc, msg });
  });

  it('needs a token to update the profile', async () => {
    expect((await put(undefined, { city: 'Lisbon' })).statusCode).toBe(401);
  });

  it('changes the username with the current password', async () => {
    const user = await registerUser(app);
    const res = await call(app, {
      method: 'POST',
      url: '/api/auth/change-username/',
      headers: bearer(user.access),
      payload: { username: 'Renamed_User', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.usernameUpdated,
      user: { username: 'Renamed_User' },
    });
    // Only the letter case: still the same person, so not "taken".
    const recase = await call(app, {
      method: 'POST',
      url: '/api/auth/change-username/',
      headers: bearer(user.access),
      payload: { username: 'renamed_user', password: PASSWORD },
    });
    expect(recase.statusCode).toBe(200);
  });

  it('refuses a username change with a wrong password, a taken name, a bad name or no token', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    const change = (payload: Record<string, unknown>, token: string | null = user.access) =>
      call(app, {
        method: 'POST',
        url: '/api/auth/change-username',
        headers: token ? bearer(token) : {},
        payload,
      });
    const wrong = await change({ username: 'fresh_name', password: OTHER_PASSWORD });
    expect(wrong.statusCode).toBe(422);
    expect(issues(wrong.json())).toEqual([{ loc: ['body', 'password'], msg: MESSAGES.wrongPassword }]);
    const taken = await change({ username: other.username.toUpperCase(), password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: MESSAGES.usernameTaken });
    const bad = await change({ username: 'no spaces', password: PASSWORD });
    expect(bad.statusCode).toBe(422);
    expect(issues(bad.json())).toEqual([{ loc: ['body', 'username'], msg: MESSAGES.usernameChars }]);
    const missing = await change({ username: 'fresh_name' });
    expect(issues(missing.json())).toEqual([{ loc: ['body', 'password'], msg: MESSAGES.required }]);
    expect((await change({ username: 'fresh_name', password: PASSWORD }, null)).statusCode).toBe(401);
    // The account keeps signing in with its e-mail.
    expect((await login(app, user.email, PASSWORD)).statusCode).toBe(200);
  });
});
