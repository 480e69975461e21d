import type { Browser, Locator, Page } from 'playwright-core';
import { CONSULTATION_MESSAGES, CONSULTATION_TOASTS } from '@fertilia/contracts';
import { describe, expect } from 'vitest';
import {
  DEMO_PASSWORD,
  asNewVisitor,
  confirmedMember,
  demoAccount,
  expectPath,
  see,
  signIn,
  toast,
} from '../support/accounts';
import { DESKTOP, journey, snap, useBrowser } from '../support/browser';

/**
 * Issue 16: a patient in New York finds the demo doctor (who works in Stockholm), books a time, the doctor
 * accepts and — once the visit has begun — completes it; the patient reviews it and the doctor writes notes
 * with a summary she then reads. A second patient cancels a booking with a reason, and the time she frees is
 * offered at once to a third who asked to hear of an earlier one; she books it from the notification.
 */
useBrowser();

const DOCTOR = demoAccount('doctor');
const DOCTOR_NAME = `${DOCTOR.firstName} ${DOCTOR.lastName}`;
const EXPERT = demoAccount('expert');
const EXPERT_NAME = `${EXPERT.firstName} ${EXPERT.lastName}`;
const DOCTOR_ZONE = 'Europe/Stockholm';
const PATIENT_ZONE = 'America/New_York';

const parts = (date: Date, timeZone: string) => {
  const get = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, ...options }).format(date);
  return {
    date: get({ year: 'numeric', month: '2-digit', day: '2-digit' }),
    time: get({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  };
};

/** A new patient signed in on a browser of her own, in `timeZone`. */
async function patientBrowser(browser: Browser, baseUrl: string, timeZone: string, first: string) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP, timezoneId: timeZone });
  await asNewVisitor(context);
  const page = await context.newPage();
  const member = await confirmedMember(context, page, 'booking', first);
  await signIn(page, member.email, member.password);
  return { context, page, member };
}

/** The time of a slot as the week view labels it: the browser's own short time in the viewer's zone. */
const slotTimeLabel = (page: Page, iso: string, timeZone: string) =>
  page.evaluate(
    ([at, zone]) =>
      new Intl.DateTimeFormat(undefined, { timeStyle: 'short', timeZone: zone }).format(new Date(at!)),
    [iso, timeZone],
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens an expert from the directory and shows her week of free times. */
async function openExpert(page: Page, search: string, name: string) {
  await page.goto('/appointments/book');
  await see(page.getByRole('heading', { name: /Book a consultation/i, level: 1 }));
  await page.getByLabel('Search').fill(search);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await card.getByRole('button', { name: 'See free times' }).click();
  await see(page.getByRole('heading', { name: 'Choose a time' }));
}

const appointmentWith = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

const visitRegion = (page: Page) => page.getByRole('region', { name: 'Video visit' });
const visitState = (page: Page) => visitRegion(page).getAttribute('data-connection-state');

/** From the appointment's card to the visit page, then in (the fake camera needs no permission prompt). */
async function enterVisit(page: Page, card: Locator, snapLobby = false) {
  await card.getByRole('link', { name: 'Join visit' }).click();
  await page.waitForURL(/\/appointments\/\d+\/visit$/);
  const join = visitRegion(page).getByRole('button', { name: 'Join visit' });
  await expect.poll(() => join.isEnabled(), { timeout: 15_000 }).toBe(true);
  if (snapLobby) await snap(page, 'visit-lobby');
  await join.click();
}

describe('consultations', () => {
  journey(
    'a patient books the demo doctor, who accepts, completes the visit and writes notes; she reviews it',
    async ({ page: doctor, context, baseUrl }) => {
      const browser = context.browser() as Browser;
      const { context: herContext, page: patient } = await patientBrowser(
        browser,
        baseUrl,
        PATIENT_ZONE,
        'Ingrid',
      );
      try {
        // The doctor makes room for a visit in a few minutes: no minimum notice, today off (no usual slots
        // left today) and one 15-minute slot by hand, typed on her Stockholm clock.
        await signIn(doctor, DOCTOR.email, DEMO_PASSWORD);
        await doctor.goto('/expert-dashboard');
        const editor = doctor.getByRole('region', { name: 'Availability' });
        await see(editor.getByRole('button', { name: 'Save availability' }));
        await editor.getByLabel('Minimum notice').fill('0');
        await editor.getByRole('button', { name: 'Add a date' }).click();
        const today = parts(new Date(), DOCTOR_ZONE).date;
        await editor.getByRole('group', { name: 'Date exceptions' }).getByLabel('Date').last().fill(today);
        await editor.getByRole('button', { name: 'Save availability' }).click();
        await see(toast(doctor, CONSULTATION_TOASTS.availabilityUpdated));

        const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 2 * 60_000);
        const local = parts(start, DOCTOR_ZONE);
        const slotForm = doctor.getByRole('form', { name: 'Add a slot' });
        await slotForm.getByLabel('Date').fill(local.date);
        await slotForm.getByLabel('Start time').fill(local.time);
        await slotForm.getByLabel('Length').selectOption('15');
        await slotForm.getByRole('button', { name: 'Add slot' }).click();
        await see(toast(doctor, CONSULTATION_TOASTS.slotCreated));
        await snap(doctor, 'consultations-availability-editor');

        // The patient finds him by name and books that time, shown on her New York clock.
        await openExpert(patient, 'Lindqvist', DOCTOR_NAME);
        const label = await slotTimeLabel(patient, start.toISOString(), PATIENT_ZONE);
        await patient.getByRole('button', { name: new RegExp(`, ${escapeRegExp(label)}$`) }).click();
        await patient.getByRole('button', { name: 'Continue' }).click();
        await patient
          .getByLabel('Note for the expert (optional)')
          .fill('We would like to talk about our first IVF cycle.');
        await snap(patient, 'consultations-book-confirm');
        await patient.getByRole('button', { name: 'Request appointment' }).click();
        await see(toast(patient, CONSULTATION_TOASTS.appointmentBooked));
        await expectPath(patient, '/appointments');
        const hers = appointmentWith(patient, DOCTOR_NAME).filter({ hasText: 'Awaiting confirmation' });
        await see(hers);
        // The card words the time on her clock, as the week view did ("10:01 – 10:16 AM").
        await see(hers.getByText(new RegExp(escapeRegExp(label.match(/\d{1,2}:\d{2}/)![0]))));

        // The doctor accepts; the patient sees it confirmed.
        await doctor.goto('/appointments');
        const his = appointmentWith(doctor, 'Ingrid').filter({ hasText: 'first IVF cycle' });
        await his.getByRole('button', { name: 'Accept' }).click();
        await see(his.getByText('Confirmed', { exact: true }));
        await snap(doctor, 'consultations-expert-appointments');
        await patient.reload();
        await see(appointmentWith(patient, DOCTOR_NAME).getByText('Confirmed', { exact: true }));

        // The visit opens 10 minutes before its start: both join it from their cards and see each other.
        await enterVisit(patient, appointmentWith(patient, DOCTOR_NAME), true);
        const herVisit = visitRegion(patient);
        await see(herVisit.getByText(`Waiting for ${DOCTOR_NAME} to join`));
        await enterVisit(doctor, his);
        await expect.poll(() => visitState(patient), { timeout: 60_000 }).toBe('connected');
        await expect.poll(() => visitState(doctor), { timeout: 60_000 }).toBe('connected');
        await see(herVisit.getByText('Connected', { exact: true }));
        const mute = herVisit.getByRole('button', { name: 'Mute' });
        await mute.click();
        await expect.poll(() => mute.getAttribute('aria-pressed')).toBe('true');
        await snap(patient, 'visit'); // visit-mobile (390 px) and visit-desktop (1280 px)
        await herVisit.getByRole('button', { name: 'Leave' }).click();
        await see(herVisit.getByText('You left the visit.'));
        await expect.poll(() => visitState(doctor)).toBe('waiting');
        await visitRegion(doctor).getByRole('button', { name: 'Leave' }).click();
        await doctor.goto('/appointments');

        // Once the visit has begun the doctor may mark it completed (the page offers it when the time comes).
        await see(his.getByRole('button', { name: 'Mark completed' }), 4 * 60_000);
        await his.getByRole('button', { name: 'Mark completed' }).click();
        await see(toast(doctor, 'Completed'));

        // The patient rates the visit from her past appointments.
        await patient.goto('/appointments?tab=past');
        const visit = appointmentWith(patient, DOCTOR_NAME).filter({ hasText: 'Completed' });
        await visit.getByRole('button', { name: 'Leave a review' }).click();
        const review = patient.getByRole('dialog', { name: 'Rate your visit' });
        await review.getByRole('button', { name: 'Submit review' }).click();
        await see(review.getByText(CONSULTATION_MESSAGES.ratingRange));
        // A click on the fifth star (the radio itself is visually hidden behind it).
        await review.locator('label', { hasText: /^5 stars/ }).click();
        await expect.poll(() => review.getByLabel(/^5 stars/).isChecked()).toBe(true);
        await review.getByLabel('Comment (optional)').fill('Clear answers and a plan we understand.');
        await review.getByRole('button', { name: 'Submit review' }).click();
        await see(toast(patient, CONSULTATION_TOASTS.reviewSubmitted));
        await expect.poll(() => visit.getByRole('button', { name: 'Leave a review' }).count()).toBe(0);

        // The doctor writes his notes on her page, with a summary for her: from the visit, now a past one.
        await doctor.goto('/appointments?tab=past');
        await appointmentWith(doctor, 'Ingrid').getByRole('link', { name: 'Patient & notes' }).click();
        await doctor.waitForURL(/\/patients\/\d+/);
        await see(doctor.getByRole('heading', { name: 'Ingrid', level: 1 }));
        await doctor.getByRole('button', { name: 'Write notes' }).first().click();
        const notes = doctor.getByRole('form', { name: 'Write visit notes' });
        await notes
          .getByLabel('Subjective')
          .fill('Two years trying; one failed IUI. Anxious about starting IVF.');
        await notes.getByLabel('Plan').fill('Baseline AMH and antral follicle count; review in four weeks.');
        await notes
          .getByLabel('Summary shared with the patient')
          .fill('Book blood tests this week; we meet again in a month.');
        await notes.getByRole('button', { name: 'Add notes' }).click();
        await see(toast(doctor, CONSULTATION_TOASTS.notesAdded));
        await snap(doctor, 'consultations-patient-page');

        await patient.reload();
        await see(visit.getByText('Book blood tests this week; we meet again in a month.'));
        await snap(patient, 'consultations-patient-appointments');
        await patient.goto('/appointments/stats');
        await see(patient.getByRole('heading', { name: 'Appointment statistics', level: 1 }));
        await snap(patient, 'consultations-stats');
      } finally {
        await herContext.close();
      }
    },
    { timeoutMs: 6 * 60_000 },
  );

  journey(
    'a patient books the demo expert and cancels with a reason; the freed time is offered to a waiting patient, who books it from the notification',
    async ({ page: patient, context, baseUrl }) => {
      await asNewVisitor(context);
      const member = await confirmedMember(context, patient, 'booking', 'Maelle');
      await signIn(patient, member.email, member.password);
      await openExpert(patient, 'Okafor', EXPERT_NAME);
      await snap(patient, 'consultations-book-week');
      await patient.getByRole('button', { name: /, \d/, pressed: false }).first().click();
      await patient.getByRole('button', { name: 'Continue' }).click();
      await patient.getByRole('button', { name: 'Request appointment' }).click();
      await see(toast(patient, CONSULTATION_TOASTS.appointmentBooked));

      // A second patient, on a browser of her own, finds no earlier time and asks to be told of one: the
      // dialog starts at the day of the expert's first free time, which is after Maelle's.
      const browser = context.browser() as Browser;
      const { context: waiterContext, page: waiter } = await patientBrowser(
        browser,
        baseUrl,
        PATIENT_ZONE,
        'Noor',
      );
      try {
        await openExpert(waiter, 'Okafor', EXPERT_NAME);
        await waiter.getByRole('button', { name: 'Tell me if an earlier time frees up' }).click();
        const watch = waiter.getByRole('dialog', { name: 'Tell me if an earlier time frees up' });
        await see(watch.getByLabel('Any time on or before'));
        await snap(waiter, 'slot-watch-dialog');
        await watch.getByRole('button', { name: 'Notify me' }).click();
        await see(toast(waiter, "We'll let you know"));
        await waiter.goto('/appointments');
        await see(waiter.getByRole('region', { name: 'Waiting for an earlier time' }).getByText(EXPERT_NAME));
        await snap(waiter, 'slot-watch-waiting');

        const booked = appointmentWith(patient, EXPERT_NAME).filter({ hasText: 'Awaiting confirmation' });
        await booked.getByRole('button', { name: 'Cancel appointment' }).click();
        const dialog = patient.getByRole('dialog', { name: 'Cancel appointment' });
        const reason = dialog.getByRole('textbox');
        await reason.fill('busy');
        await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
        await see(dialog.getByText(CONSULTATION_MESSAGES.reasonTooShort));
        await reason.fill('My partner cannot come that day.');
        await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
        await see(toast(patient, CONSULTATION_TOASTS.appointmentCancelled));

        await patient.getByRole('tab', { name: 'Cancelled' }).click();
        const cancelled = appointmentWith(patient, EXPERT_NAME).filter({
          hasText: 'My partner cannot come that day.',
        });
        await see(cancelled.getByText('Cancelled', { exact: true }));
        await snap(patient, 'consultations-cancelled');

        // The freed time reaches the waiting patient at once: her bell, then the offer, booked in one click.
        const bell = waiter.getByRole('button', { name: 'Notifications, 1 unread' });
        await see(bell);
        await bell.click();
        await waiter
          .getByRole('menu')
          .getByRole('menuitem', { name: /An earlier time is free/ })
          .click();
        await waiter.waitForURL(/\/appointments\/offers\/\d+$/);
        await see(waiter.getByRole('heading', { name: 'An earlier time is free', level: 1 }));
        await see(waiter.getByText('Books a new visit.', { exact: false }));
        await snap(waiter, 'slot-offer');
        await waiter.getByRole('button', { name: 'Book this time' }).click();
        await see(toast(waiter, CONSULTATION_TOASTS.appointmentBooked));
        await expectPath(waiter, '/appointments');
        await see(appointmentWith(waiter, EXPERT_NAME).filter({ hasText: 'Awaiting confirmation' }));
        // Her request ended with the booking.
        await expect
          .poll(() => waiter.getByRole('region', { name: 'Waiting for an earlier time' }).count())
          .toBe(0);
      } finally {
        await waiterContext.close();
      }
    },
  );
});
