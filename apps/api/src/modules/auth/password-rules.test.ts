import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, RATE_LIMITS } from '@fertilia/contracts';
import { createTestApp } from '../../test/app';
import { PASSWORD, bearer, call, issues, registerUser } from './test-helpers';

describe('new passwords follow NIST SP 800-63B', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const register = (fields: Record<string, string>) =>
    call(app, {
      method: 'POST',
      url: '/api/auth/',
      payload: {
        email: 'marta.kowalska@example.org',
        username: 'marta_k',
        role: 'patient',
        ...fields,
        confirm_password: fields.password,
      },
    });

  it('refuses one character repeated, the username, the address and a common password at registration', async () => {
    const cases: [string, string][] = [
      ['aaaaaaaa', MESSAGES.passwordOneCharacter],
      ['        ', MESSAGES.passwordOneCharacter],
      ['marta_k', MESSAGES.passwordTooShort],
      ['marta_k-2026', MESSAGES.passwordContainsIdentity],
      ['Marta.Kowalska!', MESSAGES.passwordContainsIdentity],
      ['marta.kowalska@example.org', MESSAGES.passwordContainsIdentity],
      ['password123', MESSAGES.passwordTooCommon],
    ];
    for (const [password, msg] of cases) {
      const res = await register({ password });
      expect(res.statusCode, password).toBe(422);
      expect(issues(res.json()), password).toContainEqual({ loc: ['body', 'password'], msg });
    }
    expect((await register({ password: 'Quiet-Harbor-Lantern-58' })).statusCode).toBe(201);
  });

  it('applies the same rules to a changed password', async () => {
    const user = await registerUser(app);
    const res = await call(app, {
      method: 'POST',
      url: '/api/auth/change-password/',
      headers: bearer(user.access),
      payload: { old_password: PASSWORD, new_password: `${user.username}-secret` },
    });
    expect(res.statusCode).toBe(422);
    expect(issues(res.json())).toEqual([
      { loc: ['body', 'new_password'], msg: MESSAGES.passwordContainsIdentity },
    ]);
  });

  it('limits wrong current passwords on every call that checks one, per account', async () => {
    const user = await registerUser(app);
    const { max } = RATE_LIMITS.passwordChecksPerAccount;
    const guesses = [
      {
        url: '/api/auth/change-password/',
        payload: { old_password: 'guess', new_password: 'Amber-Falcon-Orchard-71' },
      },
      { url: '/api/auth/email/', payload: { new_email: 'elsewhere@example.org', password: 'guess' } },
      { url: '/api/auth/change-username/', payload: { username: 'someone_else', password: 'guess' } },
    ];
    const statuses: number[] = [];
    for (let i = 0; i < max + 1; i++) {
      const guess = guesses[i % guesses.length]!;
      statuses.push(
        (
          await call(app, {
            method: 'POST',
            headers: bearer(user.access),
            url: guess.url,
            payload: guess.payload,
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(max).fill(422), 429]);
    // The right password is refused too while the limit holds: guessing must not find it.
    const right = await call(app, {
      method: 'POST',
      url: '/api/auth/change-password/',
      headers: bearer(user.access),
      payload: { old_password: PASSWORD, new_password: 'Amber-Falcon-Orchard-71' },
    });
    expect(right.statusCode).toBe(429);
  });
});
