import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DoctorNotePage } from '@fertilia/contracts';
import { systemContext } from '../../../http/context';
import { injectAs } from '../../../test/http';
import { signInAgain } from '../../../test/users';
import { createTestApp } from '../../../test/app';
import { DEMO_ACCOUNTS, findUserWithEmail } from '../../users/service';
import { seedDemoAccounts } from '../../users/demo-accounts';
import { DEMO_DOCTOR_NOTE, seedDemoDoctorNotes } from './demo-doctor-notes';

describe('the demo doctor note', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
    await seedDemoAccounts(systemContext(app, 'test'));
  });
  afterAll(() => app.close());

  it('is written once, from the demo doctor, and the demo patient reads it, locked for edits', async () => {
    expect(await seedDemoDoctorNotes(systemContext(app, 'test'))).toBe(1);
    expect(await seedDemoDoctorNotes(systemContext(app, 'test'))).toBe(0);
    const email = DEMO_ACCOUNTS.find((a) => a.role === 'patient')!.email;
    const user = (await findUserWithEmail(systemContext(app, 'test'), email))!;
    const patient = await signInAgain(app, { user, token: '', sessionId: '', auth: { authorization: '' } });
    const page = (
      await injectAs(app, patient, 'GET', '/api/treatment/doctor-notes/')
    ).json() as DoctorNotePage;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      ...DEMO_DOCTOR_NOTE,
      author: { name: 'Henrik Lindqvist', role: 'doctor' },
    });
    expect(new Date(page.items[0]!.editable_until).getTime()).toBeLessThan(Date.now());
  });
});
