import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  DEMO_PASSWORD,
  asNewVisitor,
  demoAccount,
  dismissToasts,
  expectPath,
  see,
  signIn,
  toast,
} from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { DESKTOP, journey, snap, useBrowser } from '../support/browser';

/**
 * Issue 23, the records: a visitor finds the treatments guide from the landing page; the demo patient (who
 * has seen the demo doctor) adds two AMH results, one in ng/mL and one in pmol/L, and reads both on one chart;
 * the demo doctor writes her a note from her Treatments page; the patient reads it. One browser, a context
 * each; the rules are covered by the API's and the components' tests.
 */
useBrowser();

const DAY_MS = 86_400_000;
/** A calendar day `days` before today, as the date box takes it. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

async function addAmh(page: Page, value: string, unit: string, takenOn: string, hint?: string) {
  await page.getByRole('button', { name: 'Add a result' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a lab result' });
  await see(dialog);
  await dialog.getByRole('combobox', { name: /^Test/ }).selectOption('amh');
  await dialog.getByRole('combobox', { name: /^Unit/ }).selectOption(unit);
  await dialog.getByRole('textbox', { name: /^Value/ }).fill(value);
  if (hint) {
    await see(dialog.getByText(hint));
    await dismissToasts(page);
    await snap(page, 'treatments-add-lab-result');
  }
  await dialog.getByLabel(/^Date taken/).fill(takenOn);
  await dialog.getByRole('textbox', { name: /^Cycle day/ }).fill('3');
  await dialog.getByRole('textbox', { name: /^Laboratory/ }).fill('City Fertility Lab');
  await dialog.getByRole('button', { name: 'Add result' }).click();
  await see(toast(page, 'Lab result saved'));
  await dialog.waitFor({ state: 'hidden' });
}

describe('treatment records', () => {
  journey(
    'a visitor reads the treatments guide; a patient charts AMH in two units; her doctor writes her a note',
    async ({ page, context, baseUrl }) => {
      await asNewVisitor(context);

      // The public guide, from the landing page.
      await page.goto('/');
      await page.getByRole('link', { name: 'Read about fertility treatments' }).click();
      await expectPath(page, '/fertility-treatments');
      await see(page.getByRole('heading', { level: 1, name: 'Fertility treatments, step by step' }));
      await see(page.getByRole('heading', { name: 'Step 5: Egg collection' }));
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, 'fertility-treatments');
      await page.getByRole('link', { name: 'Frozen embryo transfer (FET)' }).first().click();
      await expectPath(page, '/knowledge-hub/frozen-embryo-transfer');
      await see(page.getByRole('heading', { level: 1, name: 'Frozen embryo transfer (FET)' }));

      // The demo patient adds two AMH results, in different units.
      const patient = demoAccount('patient');
      const login = await context.request.post('/api/auth/login/', {
        data: { email: patient.email, password: DEMO_PASSWORD },
      });
      const patientId = ((await login.json()) as { user: { id: number } }).user.id;
      await signIn(page, patient.email, DEMO_PASSWORD);
      await page.goto('/treatments?tab=labs');
      await see(page.getByRole('heading', { name: 'Lab results', level: 2 }));
      await addAmh(page, '2.1', 'ng/mL', daysAgo(40));
      await addAmh(page, '12', 'pmol/L', daysAgo(5), '= 1.68 ng/mL');

      // Both on one chart, in ng/mL; the pmol/L one converted, as the table under it says.
      const chart = page.getByRole('img', { name: /^AMH \(anti-Müllerian hormone\) in ng\/mL/ });
      await see(chart);
      expect(await chart.getAttribute('aria-label')).toMatch(/: \d+ results, from /);
      await page.getByText('Show the results as a table').click();
      const table = page.getByRole('table', { name: 'AMH (anti-Müllerian hormone) results in ng/mL' });
      await see(table.getByRole('cell', { name: '12 pmol/L' }));
      await see(table.getByRole('cell', { name: '1.68' }));
      await see(table.getByRole('cell', { name: '2.1', exact: true }));
      // Switched to pmol/L, the ng/mL result is converted instead.
      const unitChoice = (unit: string) => page.locator('label').filter({ hasText: new RegExp(`^${unit}$`) });
      await unitChoice('pmol/L').click();
      const inPmol = page.getByRole('table', { name: 'AMH (anti-Müllerian hormone) results in pmol/L' });
      await see(inPmol.getByRole('cell', { name: '14.99' }));
      await unitChoice('ng/mL').click();
      const list = page.getByRole('list', { name: 'Lab results' });
      await see(list.getByText('= 1.68 ng/mL'));
      await dismissToasts(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(page, 'treatments-lab-results');

      // Her doctor, on a browser of her own, writes a note for her.
      const browser = context.browser() as Browser;
      const doctorContext = await browser.newContext({
        baseURL: baseUrl,
        viewport: DESKTOP,
        bypassCSP: true,
      });
      try {
        await asNewVisitor(doctorContext);
        const doctorPage = await doctorContext.newPage();
        const doctor = demoAccount('doctor');
        await signIn(doctorPage, doctor.email, DEMO_PASSWORD);
        await doctorPage.goto(`/treatments?patient=${patientId}&tab=notes`);
        await see(doctorPage.getByRole('heading', { name: 'Your notes for this patient' }));
        const title = `AMH review ${Date.now().toString(36)}`;
        const write = doctorPage.getByRole('form', { name: 'Write a note' });
        if (!(await write.isVisible())) await doctorPage.getByText('Write a note', { exact: true }).click();
        await write.getByRole('textbox', { name: /^Title/ }).fill(title);
        await write
          .getByRole('textbox', { name: /^Note/ })
          .fill('Your AMH is steady between the two tests. We can plan an antagonist protocol next cycle.');
        await write.getByRole('button', { name: 'Save note' }).click();
        await see(toast(doctorPage, 'Note saved'));
        const written = doctorPage.getByRole('article', { name: title });
        await see(written);
        await see(written.getByRole('button', { name: `Edit ${title}` }));
        // Her lab results are hers to change: the doctor reads them only.
        await doctorPage.getByRole('tab', { name: 'Lab results' }).click();
        await see(doctorPage.getByRole('list', { name: 'Lab results' }));
        expect(await doctorPage.getByRole('button', { name: 'Add a result' }).count()).toBe(0);
        await doctorPage.getByRole('tab', { name: 'Doctor notes' }).click();
        await see(doctorPage.getByRole('article', { name: title }));

        // Her note of three days ago (the demo's) is changed only by an amendment, with a reason.
        const amend = doctorPage.getByRole('button', { name: /^Amend / }).first();
        await see(amend);
        const oldTitle = ((await amend.textContent()) ?? '').replace(/^Amend\s*/, '').trim();
        await amend.click();
        const amendForm = doctorPage.getByRole('form', { name: `Amend ${oldTitle}` });
        await amendForm.getByRole('button', { name: 'Add amendment' }).click();
        await see(amendForm.getByText(/Say why the note is amended/));
        await amendForm
          .getByRole('textbox', { name: /^Note/ })
          .fill('Start the antagonist cycle with the period after next, once your thyroid is rechecked.');
        await amendForm.getByRole('textbox', { name: /^Reason/ }).fill('Start date moved after her call');
        await amendForm.getByRole('button', { name: 'Add amendment' }).click();
        await see(toast(doctorPage, 'Amendment added; the original is kept'));
        const amended = doctorPage.getByRole('article', { name: oldTitle });
        await see(amended.getByText('Reason: Start date moved after her call'));
        await see(amended.getByText(/^Original, written/));
        await dismissToasts(doctorPage);
        expect(await seriousViolations(doctorPage)).toEqual([]);
        await doctorPage.evaluate(() => window.scrollTo(0, 0));
        await snap(doctorPage, 'treatments-doctor-writes-note');

        // The patient reads it.
        await page.getByRole('tab', { name: 'Doctor notes' }).click();
        await see(page.getByRole('heading', { name: 'Notes from your care team' }));
        const received = page.getByRole('article', { name: title });
        await see(received, 20_000);
        await see(received.getByText(/, Doctor ·/));
        await see(received.getByText(/antagonist protocol next cycle/));
        expect(await received.getByRole('button').count()).toBe(0);
        const history = page.getByRole('article', { name: oldTitle });
        await see(history.getByText('Reason: Start date moved after her call'));
        await see(history.getByText(/^Original, written/));
        await see(history.getByText(/once your thyroid is rechecked/));
        expect(await seriousViolations(page)).toEqual([]);
        await page.evaluate(() => window.scrollTo(0, 0));
        await snap(page, 'treatments-patient-reads-note');
      } finally {
        await doctorContext.close();
      }
    },
    { bypassCSP: true, timeoutMs: 150_000 },
  );
});
