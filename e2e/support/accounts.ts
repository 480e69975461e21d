import { randomInt } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { MESSAGES } from '@fertilia/contracts';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../apps/api/src/modules/users/demo-accounts';

export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoAccount,
} from '../../apps/api/src/modules/users/demo-accounts';
import { linkFrom, waitForMail } from './mail';

let counter = 0;
/** A unique address and username for a journey's new member. */
export function newMember(prefix = 'member') {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return {
    email: `${prefix}.${id}@example.org`,
    username: `${prefix}_${id}`.slice(0, 20),
    password: 'Calm-Harbour-Seasons-42',
  };
}

/** The seeded demo account of a role. */
export function demoAccount(role: DemoAccount['role']): DemoAccount {
  const found = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!found) throw new Error(`no demo account for role ${role}`);
  return found;
}

/**
 * Makes the context a visitor of its own, on its own network address. The server under test trusts its
 * proxy (TRUST_PROXY in global-setup), so per-address rate limits (10 sign-ins a minute, 5 registrations an
 * hour) count each journey apart, as they would count different people, instead of the whole suite as one.
 */
export async function asNewVisitor(context: BrowserContext) {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
}

/** Waits until the element is on screen; fails with the locator in the message when it never shows. */
export async function see(locator: Locator, timeout = 15_000) {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** Fills and sends the sign-in form without assuming where it leads (a wrong password stays put). */
export async function submitSignIn(page: Page, email: string, password: string, loginPath = '/login') {
  if (new URL(page.url()).pathname !== loginPath) await page.goto(loginPath);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
}

/** Signs in through the login screen as a person would, and waits to leave the login page. */
export async function signIn(page: Page, email: string, password: string, loginPath = '/login') {
  await page.goto(loginPath);
  await submitSignIn(page, email, password, loginPath);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 15_000 });
}

export async function expectPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe(pathname);
}

/** A toast (sonner) with this title. */
export const toast = (page: Page, title: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });

/** Closes the toasts on screen, as a person would before looking at the page behind them. */
export async function dismissToasts(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  // Stacked toasts hide each other's close buttons, so each gets its click directly; one that timed out on
  // its own meanwhile is simply gone.
  for (const close of await page.getByRole('button', { name: 'Close toast' }).all()) {
    await close.dispatchEvent('click', undefined, { timeout: 1_000 }).catch(() => undefined);
  }
  await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length === 0);
  expect(await toasts.count()).toBe(0);
}

/** Logs out from the top-bar account menu: 'Logged out', then the sign-in page. */
export async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: /^account menu for/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await see(toast(page, 'Logged out'));
  await expectPath(page, '/login');
}

/** Registers through /register as a person would; the page then shows where the confirmation mail went. */
export async function registerThroughForm(
  page: Page,
  member: { email: string; username: string; password: string },
  names: { first?: string; last?: string } = {},
) {
  await page.goto('/register');
  await page.getByRole('radio', { name: /^patient/i }).check();
  if (names.first) await page.getByLabel('First name').fill(names.first);
  if (names.last) await page.getByLabel('Last name').fill(names.last);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel(/^password/i).fill(member.password);
  await page.getByLabel('Confirm password').fill(member.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/**
 * A new patient registered through the API (as the brief allows for setup) and confirmed through the link in
 * its real mail, on `page`; with the access token registration returned.
 */
export async function confirmedMember(
  context: BrowserContext,
  page: Page,
  prefix: string,
  firstName: string,
) {
  const member = newMember(prefix);
  const registered = await context.request.post('/api/auth/', {
    data: { ...member, confirm_password: member.password, role: 'patient', first_name: firstName },
  });
  expect(registered.status()).toBe(201);
  const { access_token: accessToken } = (await registered.json()) as { access_token: string };
  const mail = await waitForMail(member.email, /confirm your fertilia email/i);
  await page.goto(linkFrom(mail, '/confirm-email?token='));
  await see(page.getByRole('heading', { name: MESSAGES.emailConfirmed }));
  return { ...member, accessToken };
}
