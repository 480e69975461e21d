import type { Page } from 'playwright-core';
import { expect } from 'vitest';

let counter = 0;
/** A unique address and username for a journey's new member. */
export function newMember(prefix = 'member') {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return { email: `${prefix}.${id}@example.org`, username: `${prefix}_${id}`.slice(0, 20), password: 'Calm-Harbour-Seasons-42' };
}

/** Signs in through the login screen as a person would, and waits to leave the login page. */
export async function signIn(page: Page, email: string, password: string, loginPath = '/login') {
  await page.goto(loginPath);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 15_000 });
}

export async function expectPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe(pathname);
}
