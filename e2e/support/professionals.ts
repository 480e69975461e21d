import { randomInt } from 'node:crypto';
import { request, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { MESSAGES } from '@fertilia/contracts';
import { DEMO_PASSWORD, demoAccount, newMember, see } from './accounts';
import { linkFrom, waitForMail } from './mail';

/**
 * A new doctor, registered, confirmed through her real mail on `page` and verified by the demo support account,
 * all as setup through the API (the verification journey drives those screens). Journeys that need an expert of
 * their own use her, so they never change the demo professionals other journeys book at the same time.
 */
export async function verifiedDoctor(
  context: BrowserContext,
  page: Page,
  baseUrl: string,
  names: { first: string; last: string },
) {
  const member = newMember('doctor');
  const registered = await context.request.post('/api/auth/', {
    data: {
      ...member,
      confirm_password: member.password,
      role: 'doctor',
      first_name: names.first,
      last_name: names.last,
    },
  });
  expect(registered.status()).toBe(201);
  const { access_token: token } = (await registered.json()) as { access_token: string };
  const mail = await waitForMail(member.email, /confirm your fertilia email/i);
  await page.goto(linkFrom(mail, '/confirm-email?token='));
  await see(page.getByRole('heading', { name: MESSAGES.emailConfirmed }));

  const sent = await context.request.post('/api/auth/verification', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      license_number: `GMC-${Date.now().toString().slice(-7)}`,
      issuing_body: 'General Medical Council',
      license_country: 'United Kingdom',
    },
  });
  expect(sent.status()).toBe(201);
  const { latest } = (await sent.json()) as { latest: { id: number } };
  const id = latest.id;

  // Support decides from a client of her own, so her sign-in never touches the doctor's cookies.
  const support = await request.newContext({
    baseURL: baseUrl,
    // A visitor of her own for the per-address sign-in limit (see asNewVisitor).
    extraHTTPHeaders: { 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  try {
    const signedIn = await support.post('/api/auth/login', {
      data: { email: demoAccount('support').email, password: DEMO_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    const { access_token: staffToken } = (await signedIn.json()) as { access_token: string };
    const approved = await support.post(`/api/admin/verifications/${id}/decision`, {
      headers: { authorization: `Bearer ${staffToken}` },
      data: { decision: 'approve' },
    });
    expect(approved.status()).toBe(200);
  } finally {
    await support.dispose();
  }
  return { ...member, name: `${names.first} ${names.last}` };
}
