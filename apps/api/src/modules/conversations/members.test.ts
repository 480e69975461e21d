import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONVERSATION_MESSAGES } from '@fertilia/contracts';
import { createTestAppWithCast } from '../../test/app';
import { issues } from '../../test/http';
import { createUserWithToken, type Cast, type CastSpec, type TestUser } from '../../test/users';
import { call } from './test-helpers';

/** Marisol shows her real name; Maria and the searcher keep theirs private (the default). */
const CAST = {
  me: { role: 'patient', values: { firstName: 'Mari', lastName: 'Searcher' } },
  marisol: {
    role: 'patient',
    values: { firstName: 'Marisol', lastName: 'Ortega', username: 'sol_o', showRealName: true },
  },
  maria: { role: 'doctor', values: { firstName: 'Maria', lastName: 'Lind', username: 'dr_lind' } },
} satisfies CastSpec;

let app: FastifyInstance;
let cast: Cast<typeof CAST>;

beforeAll(async () => {
  ({ app, cast } = await createTestAppWithCast(CAST));
  // Never found: suspended, unconfirmed, staff (all showing their names, so only those rules hide them).
  const shown = (firstName: string) => ({ firstName, showRealName: true });
  await createUserWithToken(app, { role: 'patient', status: 'suspended', values: shown('Mariam') });
  await createUserWithToken(app, { role: 'patient', confirmed: false, values: shown('Marianne') });
  await createUserWithToken(app, { role: 'support', values: shown('Marietta') });
});
afterAll(async () => app.close());

const names = (res: { json: () => { items: { display_name: string }[] } }) =>
  res
    .json()
    .items.map((m) => m.display_name)
    .sort();

const showName = async (who: TestUser, show: boolean) =>
  expect(
    (
      await app.inject({
        method: 'PUT',
        url: '/api/community/settings/',
        headers: who.auth,
        payload: { show_real_name: show },
      })
    ).statusCode,
  ).toBe(200);

describe('GET /members', () => {
  it('finds members by username, and by first, last or full name only where they chose to show it', async () => {
    const res = await call(app, cast.me, 'GET', '/members/?q=mari');
    expect(res.statusCode).toBe(200);
    // Maria's real name is private: "mari" does not find her.
    expect(names(res)).toEqual(['Marisol Ortega']);
    expect(res.json()).toMatchObject({ total: 1, skip: 0, limit: 20 });
    expect(res.body).not.toContain('@example.test');

    expect(names(await call(app, cast.me, 'GET', '/members/?q=ORTEGA'))).toEqual(['Marisol Ortega']);
    expect(names(await call(app, cast.me, 'GET', '/members/?q=sol_'))).toEqual(['Marisol Ortega']);
    expect(names(await call(app, cast.me, 'GET', '/members/?q=maria%20lind'))).toEqual([]);
    // Her username is always shown, so it always finds her, and her card shows only it.
    const byUsername = await call(app, cast.me, 'GET', '/members/?q=lind');
    expect(byUsername.json().items).toEqual([
      {
        id: cast.maria.user.id,
        username: 'dr_lind',
        display_name: 'dr_lind',
        avatar: null,
        role_label: 'Doctor',
      },
    ]);
    expect(byUsername.body).not.toContain('Maria');

    // Once she chooses to show her name, it finds her and her card shows it; taking it back hides it again.
    await showName(cast.maria, true);
    expect(names(await call(app, cast.me, 'GET', '/members/?q=maria%20lind'))).toEqual(['Maria Lind']);
    expect(names(await call(app, cast.me, 'GET', '/members/?q=mari'))).toEqual([
      'Maria Lind',
      'Marisol Ortega',
    ]);
    await showName(cast.maria, false);
    expect(names(await call(app, cast.me, 'GET', '/members/?q=maria'))).toEqual([]);

    // % and _ are text, not wildcards.
    expect(names(await call(app, cast.me, 'GET', '/members/?q=%25%25'))).toEqual([]);
    // Never yourself; and the searcher's own private real name finds nobody for others.
    await showName(cast.me, true);
    expect(names(await call(app, cast.me, 'GET', '/members/?q=searcher'))).toEqual([]);
    expect(names(await call(app, cast.marisol, 'GET', '/members/?q=searcher'))).toEqual(['Mari Searcher']);
    await showName(cast.me, false);
    expect(names(await call(app, cast.marisol, 'GET', '/members/?q=searcher'))).toEqual([]);
  });

  it('pages and validates the search text', async () => {
    await showName(cast.maria, true);
    const page = (await call(app, cast.me, 'GET', '/members/?q=mari&skip=1&limit=1')).json();
    expect(page).toMatchObject({ total: 2, skip: 1, limit: 1 });
    expect(page.items).toHaveLength(1);
    for (const [query, msg] of [
      ['', CONVERSATION_MESSAGES.searchTooShort],
      ['?q=m', CONVERSATION_MESSAGES.searchTooShort],
      ['?q=%20m%20', CONVERSATION_MESSAGES.searchTooShort],
      [`?q=${'m'.repeat(51)}`, CONVERSATION_MESSAGES.searchTooLong],
    ]) {
      const res = await call(app, cast.me, 'GET', `/members/${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['query', 'q'], msg }]);
    }
  });
});

describe('messaging settings', () => {
  it('defaults to everyone, saves a choice per member and refuses anything else', async () => {
    expect((await call(app, cast.marisol, 'GET', '/settings/')).json()).toEqual({
      accept_messages_from: 'everyone',
    });
    const saved = await call(app, cast.marisol, 'PUT', '/settings/', { accept_messages_from: 'following' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ accept_messages_from: 'following' });
    expect((await call(app, cast.marisol, 'GET', '/settings/')).json()).toEqual({
      accept_messages_from: 'following',
    });
    expect((await call(app, cast.maria, 'GET', '/settings/')).json()).toEqual({
      accept_messages_from: 'everyone',
    });

    for (const body of [{}, { accept_messages_from: 'nobody' }]) {
      const res = await call(app, cast.marisol, 'PUT', '/settings/', body);
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([
        { loc: ['body', 'accept_messages_from'], msg: CONVERSATION_MESSAGES.privacyInvalid },
      ]);
    }
    expect((await call(app, cast.marisol, 'GET', '/settings/')).json()).toEqual({
      accept_messages_from: 'following',
    });
  });
});
