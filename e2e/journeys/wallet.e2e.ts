import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { CONSULTATION_TOASTS } from '@fertilia/contracts';
import { describe, expect } from 'vitest';
import {
  DEMO_PASSWORD,
  asNewVisitor,
  confirmedMember,
  demoAccount,
  dismissToasts,
  expectPath,
  see,
  signIn,
  toast,
} from '../support/accounts';
import { DESKTOP, journey, snap, useBrowser } from '../support/browser';
import { verifiedDoctor } from '../support/professionals';

/**
 * Issue 18: two patients top up their wallets by card (one through the sandbox bank's 3-D Secure page) and pay
 * two new doctors for visits held in escrow. Doctor A's visit is released to her after the dispute window
 * (one minute on the e2e server), she asks for a payout and finance pays it; patient B disputes hers and
 * finance refunds half.
 */
useBrowser();

const FINANCE = demoAccount('finance');
const ZONE = 'Europe/London';
const DOCTOR_A = { first: 'Aurelia', last: 'Whitcombe' };
const DOCTOR_B = { first: 'Bronwen', last: 'Ashdown' };
const VISA = '4242 4242 4242 4242';
const VISA_3DS = '4000 0027 6000 3184';

const parts = (date: Date, timeZone: string) => {
  const get = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, ...options }).format(date);
  return {
    date: get({ year: 'numeric', month: '2-digit', day: '2-digit' }),
    time: get({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  };
};

const appointmentWith = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/** A money amount shown on its own (a balance tile), not inside a sentence or a signed history line. */
const amount = (page: Page | Locator, text: string) => page.getByText(text, { exact: true });

/** On her dashboard: London hours, no minimum notice, a price per visit, and taking appointments. */
async function priceVisits(page: Page, price: string) {
  await page.goto('/expert-dashboard');
  const editor = page.getByRole('region', { name: 'Availability' });
  await see(editor.getByRole('button', { name: 'Save availability' }));
  await editor.getByLabel('Time zone').selectOption(ZONE);
  await editor.getByLabel('Minimum notice').fill('0');
  await editor.getByLabel(/^Price per visit/).fill(price);
  await editor.getByRole('button', { name: 'Save availability' }).click();
  await see(toast(page, CONSULTATION_TOASTS.availabilityUpdated));
  const taking = page
    .getByRole('region', { name: 'Taking appointments' })
    .getByRole('switch', { name: 'Take appointments' });
  await taking.click();
  await expect.poll(() => taking.getAttribute('aria-checked')).toBe('true');
  await dismissToasts(page);
}

/** One 15-minute slot by hand, typed on her London clock. */
async function addSlot(page: Page, start: Date) {
  const local = parts(start, ZONE);
  const slotForm = page.getByRole('form', { name: 'Add a slot' });
  await slotForm.getByLabel('Date').fill(local.date);
  await slotForm.getByLabel('Start time').fill(local.time);
  await slotForm.getByLabel('Length').selectOption('15');
  await slotForm.getByRole('button', { name: 'Add slot' }).click();
  await see(toast(page, CONSULTATION_TOASTS.slotCreated));
}

/** The wallet's top-up dialog filled with an amount and a card; answers the dialog. */
async function fillTopUp(page: Page, amountText: string, card: string) {
  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Top up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up your wallet' });
  await dialog.getByLabel(/^Amount/).fill(amountText);
  await dialog.getByLabel('Card number').fill(card);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  return dialog;
}

/** From the directory to the doctor's only free time and the payment step; answers the confirm form. */
async function chooseVisit(page: Page, doctor: { first: string; last: string }, price: string) {
  await page.goto('/appointments/book');
  await see(page.getByRole('heading', { name: /Book a consultation/i, level: 1 }));
  await page.getByLabel('Search').fill(doctor.last);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: `${doctor.first} ${doctor.last}` }) });
  await see(card.getByText(price, { exact: true }));
  await card.getByRole('button', { name: 'See free times' }).click();
  await see(page.getByRole('heading', { name: 'Choose a time' }));
  const time = page
    .getByRole('region', { name: `Free times with ${doctor.first} ${doctor.last}` })
    .getByRole('button', { name: /, \d/ });
  await time.click();
  await expect.poll(() => time.getAttribute('aria-pressed')).toBe('true');
  await page.getByRole('button', { name: 'Continue' }).click();
  return page.getByRole('form', { name: 'Confirm your appointment' });
}

async function accept(page: Page, patientName: string) {
  await page.goto('/appointments');
  const card = appointmentWith(page, patientName);
  await card.getByRole('button', { name: 'Accept' }).click();
  await see(card.getByText('Confirmed', { exact: true }));
}

describe('wallet', () => {
  journey(
    'patients top up by card and pay for visits held in escrow; one is released and paid out, one disputed and half refunded',
    async ({ page: doctorA, context, baseUrl }) => {
      const browser = context.browser() as Browser;
      const others: BrowserContext[] = [];
      const another = async () => {
        const made = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP, timezoneId: ZONE });
        others.push(made);
        await asNewVisitor(made);
        return made.newPage();
      };
      try {
        // Two new doctors, so the demo professionals other journeys book stay as they are.
        await asNewVisitor(context);
        const a = await verifiedDoctor(context, doctorA, baseUrl, DOCTOR_A);
        await signIn(doctorA, a.email, a.password);
        const doctorB = await another();
        const b = await verifiedDoctor(doctorB.context(), doctorB, baseUrl, DOCTOR_B);
        await signIn(doctorB, b.email, b.password);
        await priceVisits(doctorA, '40');
        await priceVisits(doctorB, '30');

        // Patient A tops up £50 with the card that simply succeeds.
        const patientA = await another();
        const harriet = await confirmedMember(patientA.context(), patientA, 'wallet', 'Harriet');
        await signIn(patientA, harriet.email, harriet.password);
        const topUpA = await fillTopUp(patientA, '50', VISA);
        await snap(patientA, 'wallet-top-up-dialog');
        await topUpA.getByRole('button', { name: 'Pay £50.00' }).click();
        await see(toast(patientA, 'Wallet topped up'));
        await see(amount(patientA, '£50.00'));
        await see(patientA.getByRole('list', { name: 'Wallet history' }).getByText('+£50.00'));
        await dismissToasts(patientA);
        await snap(patientA, 'wallet-after-top-up');

        // Patient B's card asks for 3-D Secure: the sandbox bank's page, then back to her wallet.
        const patientB = await another();
        const imogen = await confirmedMember(patientB.context(), patientB, 'wallet', 'Imogen');
        await signIn(patientB, imogen.email, imogen.password);
        const topUpB = await fillTopUp(patientB, '50', VISA_3DS);
        await topUpB.getByRole('button', { name: 'Pay £50.00' }).click();
        await patientB.waitForURL(/\/payments\/confirm\/[^/]+$/);
        await see(patientB.getByRole('heading', { name: 'Confirm your payment', level: 1 }));
        await see(patientB.getByText('•••• 3184'));
        await see(
          patientB.getByRole('navigation', { name: 'Breadcrumb' }).getByText('£50.00', { exact: true }),
        );
        await snap(patientB, 'wallet-3ds');
        await patientB.getByRole('button', { name: 'Complete authentication' }).click();
        await expectPath(patientB, '/wallet');
        await see(patientB.getByText('Payment complete'));
        await see(amount(patientB, '£50.00'));

        // Each doctor opens a slot at the first whole minute at least 90 seconds ahead (the bookings and
        // acceptances below take seconds); each patient books and pays from her wallet.
        const start = new Date(Math.ceil((Date.now() + 90_000) / 60_000) * 60_000);
        await addSlot(doctorA, start);
        await addSlot(doctorB, start);

        const confirmA = await chooseVisit(patientA, DOCTOR_A, '£40.00');
        await see(confirmA.getByText('Price of the visit'));
        await see(amount(confirmA, '£50.00'));
        await snap(patientA, 'wallet-booking-payment');
        await confirmA.getByRole('button', { name: 'Pay £40.00 and request' }).click();
        await see(toast(patientA, CONSULTATION_TOASTS.appointmentBooked));
        await expectPath(patientA, '/appointments');

        const confirmB = await chooseVisit(patientB, DOCTOR_B, '£30.00');
        await see(amount(confirmB, '£50.00'));
        await confirmB.getByRole('button', { name: 'Pay £30.00 and request' }).click();
        await see(toast(patientB, CONSULTATION_TOASTS.appointmentBooked));
        await expectPath(patientB, '/appointments');

        await accept(doctorA, 'Harriet');
        await accept(doctorB, 'Imogen');

        // Once the visits have begun, both doctors mark them completed (A first: her release clock starts).
        const visitA = appointmentWith(doctorA, 'Harriet');
        await see(visitA.getByRole('button', { name: 'Mark completed' }), 4 * 60_000);
        await visitA.getByRole('button', { name: 'Mark completed' }).click();
        await see(toast(doctorA, 'Completed'));
        const visitB = appointmentWith(doctorB, 'Imogen');
        await see(visitB.getByRole('button', { name: 'Mark completed' }), 60_000);
        await visitB.getByRole('button', { name: 'Mark completed' }).click();
        await see(toast(doctorB, 'Completed'));

        // Patient B disputes her visit's payment from its card, within the one-minute window
        // (she needs seconds).
        await patientB.goto('/appointments?tab=past');
        await appointmentWith(patientB, `${DOCTOR_B.first} ${DOCTOR_B.last}`)
          .getByRole('link', { name: /^Payment for the visit/ })
          .click();
        await expectPath(patientB, '/payment-detail');
        await see(patientB.getByText('Payment held'));
        await snap(patientB, 'wallet-payment-detail');
        await patientB.getByRole('button', { name: 'Dispute this payment' }).click();
        const disputeDialog = patientB.getByRole('dialog', { name: 'Dispute this payment' });
        await disputeDialog
          .getByLabel('What went wrong')
          .fill('The call dropped after five minutes and the doctor did not call back.');
        await disputeDialog.getByRole('button', { name: 'Open dispute' }).click();
        await see(toast(patientB, 'Dispute opened'));
        await see(patientB.getByText('Dispute: Open'));

        // Finance refunds half, with a note both sides are mailed.
        const finance = await another();
        await signIn(finance, FINANCE.email, DEMO_PASSWORD, '/admin/login');
        await finance.goto('/admin-dashboard/disputes');
        await finance.getByRole('button', { name: /^Review dispute #/ }).click();
        const review = finance.getByRole('dialog', { name: /^Dispute #/ });
        await see(review.getByText('The call dropped after five minutes'));
        await review.getByRole('radio', { name: /^Refund part/ }).check();
        await review.getByLabel(/^Refund \(/).fill('15.00');
        await review
          .getByLabel('Note to both sides')
          .fill('Half refunded: the visit was cut short by the connection.');
        await review.getByRole('button', { name: 'Review decision' }).click();
        const decision = review.getByRole('group', { name: 'Confirm the decision' });
        await see(decision.getByText('£15.00', { exact: true }));
        await snap(finance, 'wallet-dispute-decision');
        await decision.getByRole('button', { name: 'Confirm decision' }).click();
        await see(toast(finance, 'Dispute resolved'));

        // Her wallet: £50 topped up, £30 paid, £15 back.
        await patientB.goto('/wallet');
        await see(amount(patientB, '£35.00'));
        await see(patientB.getByRole('list', { name: 'Wallet history' }).getByText('+£15.00'));
        await snap(patientB, 'wallet-after-refund');

        // Doctor A's £40 is released once the window has passed: £34.00 after the 15 % fee.
        await doctorA.goto('/wallet');
        const earnings = amount(doctorA, '£34.00');
        await expect
          .poll(
            async () => {
              await doctorA.reload();
              await see(doctorA.getByText('Available earnings'));
              await see(doctorA.getByRole('list', { name: 'Wallet history' }));
              return earnings.isVisible();
            },
            { timeout: 4 * 60_000, interval: 5_000 },
          )
          .toBe(true);
        await snap(doctorA, 'wallet-expert-earnings');
        await doctorA.getByRole('button', { name: 'Request payout' }).click();
        const payout = doctorA.getByRole('dialog', { name: 'Request a payout' });
        await payout.getByRole('button', { name: 'Withdraw everything' }).click();
        await payout.getByRole('button', { name: 'Request payout' }).click();
        await see(toast(doctorA, 'Payout requested'));
        const payouts = doctorA.getByRole('list', { name: 'Payouts' });
        await see(payouts.getByText('Under review', { exact: true }));

        // Finance approves it from the Payouts tab of the escrows desk.
        await finance.goto('/admin-dashboard/escrows');
        await finance.getByRole('tab', { name: 'Payouts' }).click();
        const request = finance
          .getByRole('list', { name: 'Payout requests' })
          .getByRole('listitem')
          .filter({ hasText: a.name });
        await see(request.getByText('£34.00'));
        await snap(finance, 'wallet-payout-queue');
        await request.getByRole('button', { name: 'Approve' }).click();
        await finance
          .getByRole('dialog', { name: 'Approve this payout?' })
          .getByRole('button', { name: 'Approve and pay' })
          .click();
        await see(toast(finance, 'Payout approved and paid'));

        await doctorA.reload();
        await see(payouts.getByText('Paid', { exact: true }));
        await see(amount(doctorA, '£0.00'));
        await snap(doctorA, 'wallet-payout-paid');
      } finally {
        for (const made of others) await made.close();
      }
    },
    { timeoutMs: 10 * 60_000 },
  );
});
