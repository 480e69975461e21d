import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { CYCLE_MESSAGES, addDays, datesFrom, daysBetween, type CyclePrediction } from '@fertilia/contracts';
import { describe, expect } from 'vitest';
import {
  asNewVisitor,
  confirmedMember,
  dismissToasts,
  expectPath,
  newMember,
  registerThroughForm,
  see,
  signIn,
  toast,
} from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { DESKTOP, MOBILE, journey, snap, useBrowser } from '../support/browser';
import { linkFrom, waitForMail } from '../support/mail';

/** The browser's locale, read at the start of a journey: the app writes its dates in it (lib/format). */
let locale = 'en';
async function readLocale(page: Page) {
  locale = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().locale);
}

/** A calendar day written as the app writes it in the browser's locale. */
const written = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const monthTitleOf = (monthIndex: number) =>
  written(`${Math.floor(monthIndex / 12)}-${String((monthIndex % 12) + 1).padStart(2, '0')}-01`, {
    month: 'long',
    year: 'numeric',
  });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A local calendar day `offset` days from today, as the browser on this machine sees it. */
function day(offset: number) {
  // en-CA writes the local date as YYYY-MM-DD; the arithmetic is the app's own (contracts).
  const iso = addDays(new Date().toLocaleDateString('en-CA'), offset);
  const date = new Date(`${iso}T00:00:00Z`);
  const monthIndex = date.getUTCFullYear() * 12 + date.getUTCMonth();
  return {
    iso,
    monthIndex,
    /** "March 12": how a calendar day's name begins. */
    dayMonth: written(iso, { day: 'numeric', month: 'long' }),
    /** "March 12, 2025": the log sheet's title and the prediction's last period. */
    long: written(iso, { dateStyle: 'long' }),
    monthTitle: monthTitleOf(monthIndex),
  };
}
type Day = ReturnType<typeof day>;

const calendar = (page: Page) => page.getByRole('grid');

/** Moves the calendar with its month buttons until it shows the month of `target`. */
async function showMonth(page: Page, target: Day) {
  for (let guard = 0; guard < 24; guard++) {
    const name = (await page.locator('#calendar-title').innerText()).trim();
    if (name === target.monthTitle) return;
    // The calendar opens on this month: the one shown is within two years of the target.
    const offset = [...Array(49).keys()]
      .map((i) => i - 24)
      .find((k) => monthTitleOf(target.monthIndex + k) === name);
    if (offset === undefined) throw new Error(`the calendar shows an unexpected month: ${name}`);
    await page.getByRole('button', { name: offset > 0 ? 'Previous month' : 'Next month' }).click();
    await page.waitForFunction(
      (before) => document.querySelector('#calendar-title')?.textContent !== before,
      name,
    );
  }
  throw new Error(`could not reach ${target.monthTitle}`);
}

/** Taps the day, taps a flow (and types a temperature), saves: as quick as a person logging. */
async function logDay(page: Page, target: Day, entry: { flow?: string; temperature?: string }) {
  await showMonth(page, target);
  await calendar(page)
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(target.dayMonth)},`) })
    .click();
  const sheet = page.getByRole('dialog', { name: `Log ${target.long}` });
  await see(sheet);
  if (entry.flow) await sheet.getByRole('button', { name: entry.flow, exact: true }).click();
  if (entry.temperature) await sheet.getByLabel('Basal temperature (°C)').fill(entry.temperature);
  const saved = page.waitForResponse(
    (r) =>
      r.url().includes('/api/cycle-tracking/cycle-days/') && ['POST', 'PUT'].includes(r.request().method()),
  );
  await sheet.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await sheet.waitFor({ state: 'hidden' });
}

/** The calendar day `iso`, as `day` describes it. */
const dayOf = (iso: string) => day(daysBetween(day(0).iso, iso));

/** The dates of the calendar from `from` to `to` whose names match `pattern`, month by month. */
async function markedDates(page: Page, from: string, to: string, pattern: RegExp): Promise<string[]> {
  const wanted = new Set(datesFrom(from, to));
  const found = new Set<string>();
  for (const iso of [from, to]) {
    await showMonth(page, dayOf(iso));
    for (const button of await calendar(page).getByRole('button', { name: pattern }).all()) {
      const date = await button.getAttribute('data-date');
      if (date && wanted.has(date)) found.add(date);
    }
  }
  return [...found].sort();
}

/** A fact of the prediction card ("Next period"), as shown, white space collapsed. */
const cardFact = async (page: Page, label: string) =>
  (
    await page
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]')
      .innerText()
  )
    .replace(/\s+/g, ' ')
    .trim();
/** A range written by the browser itself as the app writes it (lib/format: day and month, UTC days). */
const rangeInBrowser = (page: Page, from: string, to: string) =>
  page.evaluate(
    ([a, b]) =>
      new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', timeZone: 'UTC' })
        .formatRange(new Date(`${a}T00:00:00Z`), new Date(`${b}T00:00:00Z`))
        .replace(/\s+/g, ' ')
        .trim(),
    [from, to] as const,
  );

describe('cycle tracking', () => {
  useBrowser();

  journey(
    "predictions agree with themselves: a new account is told honestly how little is known, and the card's next period is the calendar's",
    async ({ page, context }) => {
      await asNewVisitor(context);
      await readLocale(page);
      const member = await confirmedMember(context, page, 'cyclepredict', 'Maya');
      const auth = { authorization: `Bearer ${member.accessToken}` };
      // Setup through the API: her profile (31-day cycles, last period ten days ago) and a positive LH test
      // yesterday — the account that was once told "93%, your cycles are regular".
      const profile = await context.request.put('/api/auth/profile', {
        headers: auth,
        data: {
          medical_profile: { menstrual_cycle_length: 31, period_duration: 5, last_period_date: day(-10).iso },
        },
      });
      expect(profile.status()).toBe(200);
      const lh = await context.request.post('/api/cycle-tracking/cycle-days/', {
        headers: auth,
        data: { date: day(-1).iso, lh_test: 'positive' },
      });
      expect(lh.status()).toBe(201);
      await signIn(page, member.email, member.password);
      await page.goto('/cycle-tracking');

      // No complete cycle of hers: low confidence, in words that say why, and her profile's numbers as given.
      await see(
        page.getByText(
          'Low confidence: no complete cycle logged yet, so treat these dates as a rough guide.',
        ),
      );
      expect(Number((await cardFact(page, 'Confidence')).match(/^(\d+)%/)![1])).toBeLessThan(50);
      await see(
        page.getByText('Cycle length 31 days (from your profile, until you have logged a complete cycle)'),
      );
      expect(await page.getByText(/regular/).count()).toBe(0);
      // The period her profile gave is drawn, and the legend says so.
      await showMonth(page, day(-10));
      await see(
        calendar(page).getByRole('button', {
          name: new RegExp(`^${escapeRegExp(day(-10).dayMonth)}, period from your profile`),
        }),
      );
      await see(page.getByRole('list', { name: 'Calendar legend' }).getByText('Period from your profile'));
      await showMonth(page, day(0));
      await snap(page, 'cycle-tracking-new-account-prediction');

      // Four periods 28 days apart (the LH test turns out negative): the forecast is hers now.
      const starts = [-88, -60, -32, -4];
      const imported = await context.request.post('/api/cycle-tracking/cycle-days/import/', {
        headers: auth,
        data: {
          days: [
            ...starts.flatMap((start) =>
              [0, 1, 2].map((i) => ({ date: day(start + i).iso, flow: 'medium' })),
            ),
            { date: day(-1).iso, lh_test: 'negative' },
          ],
        },
      });
      expect(imported.status()).toBe(200);
      const answered = page.waitForResponse((r) => r.url().includes('/cycle-days/predict/') && r.ok());
      await page.reload();
      const p = (await (await answered).json()) as CyclePrediction;
      await see(page.getByText(`Last period started ${day(-4).long}`));

      // The card states the next period's range; the calendar marks exactly those days, the likeliest once.
      const { earliest, latest } = p.next_period_range;
      expect(await cardFact(page, 'Next period')).toBe(await rangeInBrowser(page, earliest, latest));
      const around = [addDays(earliest, -7), addDays(latest, 7)] as const;
      expect(await markedDates(page, ...around, /, next period (may|most likely) start/)).toEqual(
        datesFrom(earliest, latest),
      );
      expect(await markedDates(page, ...around, /, next period most likely starts/)).toEqual([
        p.next_period_date,
      ]);
      // So do the fertile window and its estimated ovulation, the whole ovulation range inside the window.
      expect(await cardFact(page, 'Fertile window')).toContain(
        await rangeInBrowser(page, p.fertile_window_start, p.fertile_window_end),
      );
      expect(
        await markedDates(page, p.fertile_window_start, p.fertile_window_end, /, fertile window/),
      ).toEqual(datesFrom(p.fertile_window_start, p.fertile_window_end));
      expect(
        p.fertile_window_start <= p.ovulation_range.earliest &&
          p.ovulation_range.latest <= p.fertile_window_end,
      ).toBe(true);
      // Past cycles keep their fertile windows on the calendar.
      const past = p.past_cycles.at(-1)!;
      expect(
        await markedDates(page, past.fertile_window_start, past.fertile_window_end, /, fertile window/),
      ).toEqual(datesFrom(past.fertile_window_start, past.fertile_window_end));
      await snap(page, 'cycle-tracking-past-cycle');
      await showMonth(page, dayOf(p.next_period_date));
      await snap(page, 'cycle-tracking-card-matches-calendar');
    },
  );

  journey(
    'a new patient logs three cycles, sees predictions with their confidence, exports and imports the log',
    async ({ page, context }) => {
      await asNewVisitor(context);
      await readLocale(page);
      const member = newMember('cycle');
      await registerThroughForm(page, member, { first: 'Iris' });
      await expectPath(page, '/confirm-email');
      const mail = await waitForMail(member.email, /confirm your fertilia email/i);
      await page.goto(linkFrom(mail, '/confirm-email?token='));
      await page.getByRole('link', { name: 'Continue to your dashboard' }).click();
      await expectPath(page, '/user-dashboard');

      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Cycle Tracking' })
        .click();
      await expectPath(page, '/cycle-tracking');
      await see(page.getByRole('heading', { name: 'Cycle tracking', level: 1 }));
      // Nothing logged yet: the prediction card explains what to log instead of failing.
      await see(page.getByText('Log your period to see predictions'));
      await snap(page, 'cycle-tracking-empty');

      // Three cycles of 28 days, each period three days long, the last one started four days ago.
      const starts = [-60, -32, -4];
      const flows = ['Heavy', 'Medium', 'Light / spotting'];
      for (const start of starts) {
        for (let i = 0; i < 3; i++) await logDay(page, day(start + i), { flow: flows[i] });
      }
      // A few morning temperatures in the current cycle.
      await logDay(page, day(-1), { temperature: '36.35' });
      await logDay(page, day(0), { temperature: '36.4' });

      // The prediction appears, with its confidence as a percentage and what it was based on.
      const confidence = page.getByRole('definition').filter({ hasText: /^\d{1,3}%$/ });
      await see(confidence);
      const percent = Number((await confidence.first().innerText()).replace('%', ''));
      expect(percent).toBeGreaterThan(0);
      expect(percent).toBeLessThanOrEqual(100);
      await see(page.getByText(`Last period started ${day(-4).long}`));
      await see(page.getByText(/^Cycle day 5 · /));
      const today = day(0);
      await showMonth(page, today);
      await see(
        calendar(page).getByRole('button', {
          name: new RegExp(`^${escapeRegExp(today.dayMonth)}, today, cycle day 5,`),
        }),
      );
      // The next period is marked ahead, 28 days after the last start.
      await showMonth(page, day(24));
      await see(calendar(page).getByRole('button', { name: /, next period most likely starts/ }));
      await showMonth(page, today);
      await dismissToasts(page);
      await snap(page, 'cycle-tracking-predictions');

      // Keyboard: from today, the left arrow reaches yesterday and Enter opens its log.
      await calendar(page)
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(today.dayMonth)}, today`) })
        .focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      const yesterday = day(-1);
      const sheet = page.getByRole('dialog', {
        name: `Log ${yesterday.long}`,
      });
      await see(sheet);
      expect(await sheet.getByLabel('Basal temperature (°C)').inputValue()).toBe('36.35');
      await snap(page, 'cycle-tracking-log-sheet');
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'hidden' });

      // Export: the whole log as CSV.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^fertilia-cycle-log-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      const lines = csv.trim().split('\n');
      expect(
        lines[0]!.startsWith(
          'date,flow,temperature,symptoms,cervical_mucus,lh_test,intercourse,medication_taken,notes',
        ),
      ).toBe(true);
      expect(lines).toHaveLength(1 + 9 + 2);
      expect(lines).toContain(`${day(-60).iso},heavy,,,,,false,false,,false`);
      expect(lines.some((l) => l.startsWith(`${day(-1).iso},none,36.35,`))).toBe(true);

      // Import: a wearable thermometer's plain date,temperature file.
      const thermometer = [
        'date,temperature',
        `${day(-7).iso},36.3`,
        `${day(-6).iso},36.32`,
        `${day(-1).iso},36.36`,
      ].join('\n');
      await page.getByLabel('Import CSV').setInputFiles({
        name: 'thermometer.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(thermometer),
      });
      await see(page.getByText('3 days ready to import from thermometer.csv.'));
      await page.getByRole('button', { name: 'Import 3 days' }).click();
      await see(toast(page, CYCLE_MESSAGES.imported(2, 1)));
      await dismissToasts(page);
    },
  );

  journey(
    'the cycle tracking screen has no serious accessibility problems at either width',
    async ({ page, context }) => {
      await asNewVisitor(context);
      await readLocale(page);
      const member = newMember('cyclea11y');
      await registerThroughForm(page, member);
      const mail = await waitForMail(member.email, /confirm your fertilia email/i);
      await page.goto(linkFrom(mail, '/confirm-email?token='));
      await page.getByRole('link', { name: 'Continue to your dashboard' }).click();
      await expectPath(page, '/user-dashboard');
      await page.goto('/cycle-tracking');
      await see(page.getByText('Log your period to see predictions'));
      await logDay(page, day(-2), { flow: 'Medium', temperature: '36.4' });
      // Scan the screen itself, not the toasts of the steps before.
      await dismissToasts(page);
      for (const size of [MOBILE, DESKTOP]) {
        await page.setViewportSize(size);
        await page.waitForTimeout(200);
        expect(await seriousViolations(page)).toEqual([]);
      }
      await page.getByRole('button', { name: 'Log today' }).click();
      await see(page.getByRole('dialog', { name: /^Log / }));
      expect(await seriousViolations(page)).toEqual([]);
    },
    { bypassCSP: true },
  );
});
