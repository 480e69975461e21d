import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CYCLE_MESSAGES,
  DEFAULT_CYCLE_REMINDERS,
  cycleTrackingApi,
  pathOf,
  type CycleDay,
} from '@fertilia/contracts';
import { formatDate, formatDateRange, formatPercent, formatTemperature } from '@/lib/format';
import { setSession } from '@/lib/session';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser } from '@/test/users';
import { cycleDay, prediction } from '../test/fixtures';
import { Component as CycleTracking } from './cycle-tracking';

const toasts = spyOnToasts();

beforeEach(() => {
  // Only the clock is fake: "today" is Wednesday 12 March 2025.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 2, 12, 9, 0));
  setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser({ id: 3 }) });
});
afterEach(() => {
  vi.useRealTimers();
});

const REMINDERS = pathOf(cycleTrackingApi.reminders);
const CYCLE_DAYS = pathOf(cycleTrackingApi.listDays);
const dayPath = (id: number) => pathOf(cycleTrackingApi.updateDay, { id });

const INSUFFICIENT = { status: 404, body: { detail: CYCLE_MESSAGES.insufficientData } };

interface FakeOptions {
  days?: CycleDay[];
  predict?: { status: number; body: unknown };
  deleteAnswer?: unknown;
}

/** The cycle-tracking API: days filtered by the asked range, writes answered like the server. */
function fakeApi({ days = [], predict = INSUFFICIENT, deleteAnswer }: FakeOptions = {}) {
  return ({ url, method, body }: RecordedRequest) => {
    const u = new URL(url, 'http://x');
    if (u.pathname.endsWith('/predict/')) return jsonResponse(predict.status, predict.body);
    if (u.pathname === REMINDERS) {
      return jsonResponse(200, { ...DEFAULT_CYCLE_REMINDERS, ...(method === 'PUT' ? (body as object) : {}) });
    }
    if (method === 'GET' && u.pathname === CYCLE_DAYS) {
      const start = u.searchParams.get('start_date') ?? '0000';
      const end = u.searchParams.get('end_date') ?? '9999';
      const items = days.filter((d) => d.date >= start && d.date <= end);
      return jsonResponse(200, { items, total: items.length, skip: 0, limit: 100 });
    }
    if (method === 'POST') {
      // Stored, so the refetch after a save returns the new day as the server would.
      const created = cycleDay(90, (body as CycleDay).date, body as CycleDay);
      days.push(created);
      return jsonResponse(201, created);
    }
    if (method === 'PUT')
      return jsonResponse(
        200,
        cycleDay(Number(u.pathname.split('/').at(-2)), '2025-03-03', body as CycleDay),
      );
    if (method === 'DELETE') return jsonResponse(200, deleteAnswer ?? { message: CYCLE_MESSAGES.dayDeleted });
    return jsonResponse(200, makeUser({ id: 3 }));
  };
}

function open(options: FakeOptions = {}) {
  const fetch = installTestFetch(fakeApi(options));
  renderRoutes([{ path: '/cycle-tracking', element: <CycleTracking /> }], '/cycle-tracking');
  return fetch;
}

/* Dates are written in the browser's locale (lib/format), so the names expected here are written the same way. */
const day = (iso: string) => formatDate(iso, 'dayMonth');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name that begins with `iso`'s day, e.g. /^March 12/, or with its day and more, e.g. /^March 12, today/. */
const startsWith = (iso: string, rest = '') => new RegExp(`^${escapeRegExp(day(iso))}${rest}`);
const logTitle = (iso: string) => `Log ${formatDate(iso, 'long')}`;

const dayButton = (label: RegExp) =>
  within(screen.getByRole('grid', { name: formatDate('2025-03-01', 'monthYear') })).getByRole('button', {
    name: label,
  });

describe('cycle tracking screen', () => {
  it('explains what to log when there is not enough data, asking for the prediction only once', async () => {
    const fetch = open();
    expect(await screen.findByText('Log your period to see predictions')).toBeInTheDocument();
    expect(screen.queryByText('Unable to load predictions')).not.toBeInTheDocument();
    // A filled profile is the other way to predictions.
    expect(screen.getByRole('link', { name: 'your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Give a retry every chance to happen: there must be none.
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch.calls.filter((c) => c.url.includes('/predict/'))).toHaveLength(1);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('labels each day with what was logged and predicted', async () => {
    open({
      days: [
        cycleDay(1, '2025-03-01', { flow: 'heavy' }),
        cycleDay(2, '2025-03-03', { flow: 'light', temperature: 36.45 }),
      ],
      predict: { status: 200, body: prediction() },
    });
    await screen.findByText(formatPercent(0.72));
    expect(dayButton(startsWith('2025-03-03', ','))).toHaveAccessibleName(
      `${day('2025-03-03')}, period, light flow, temperature ${formatTemperature(36.45)}`,
    );
    expect(dayButton(startsWith('2025-03-12'))).toHaveAccessibleName(
      `${day('2025-03-12')}, today, cycle day 12, fertile window, nothing logged`,
    );
    expect(dayButton(startsWith('2025-03-12'))).toHaveAttribute('aria-current', 'date');
    expect(dayButton(startsWith('2025-03-15'))).toHaveAccessibleName(/estimated ovulation, fertile window/);
    expect(dayButton(startsWith('2025-03-29'))).toHaveAccessibleName(/next period most likely starts/);
    expect(dayButton(startsWith('2025-03-20'))).toHaveAccessibleName(/in the future/);
    expect(screen.getByText(/Cycle day 12 · Follicular phase/)).toBeInTheDocument();
    expect(screen.getByText(/Moderate confidence/)).toBeInTheDocument();
    // Testing Library reads text with its white space collapsed, the range's thin spaces too.
    const range = formatDateRange('2025-03-27', '2025-03-31', 'dayMonth').replace(/\s+/g, ' ');
    expect(screen.getByText(range)).toBeInTheDocument();
    expect(screen.getByText(`Last period started ${formatDate('2025-03-01', 'long')}`)).toBeInTheDocument();
  });

  it('marks in the calendar exactly the next-period range and fertile window the card states', async () => {
    open({ predict: { status: 200, body: prediction() } });
    await screen.findByText(formatPercent(0.72));
    const card = document.querySelector<HTMLElement>('[aria-labelledby="prediction-title"]')!;
    const fact = (label: string) =>
      within(card).getByText(label, { selector: 'dt' }).parentElement!.querySelector('dd')!.textContent;
    const squash = (text: string | null) => text?.replace(/\s+/g, ' ');
    // The card: next period 27–31 March, fertile window 9–17 March.
    expect(squash(fact('Next period'))).toBe(squash(formatDateRange('2025-03-27', '2025-03-31', 'dayMonth')));
    expect(squash(fact('Fertile window'))).toBe(
      squash(formatDateRange('2025-03-09', '2025-03-17', 'dayMonth')),
    );
    expect(
      within(card).getByText(`Most likely ${day('2025-03-29')}, counted from your cycle length`),
    ).toBeVisible();
    // The calendar: the same days, no more, no fewer.
    const grid = screen.getByRole('grid', { name: formatDate('2025-03-01', 'monthYear') });
    const datesNamed = (pattern: RegExp) =>
      within(grid)
        .getAllByRole('button')
        .filter((b) => pattern.test(b.getAttribute('aria-label') ?? ''))
        .map((b) => b.getAttribute('data-date'));
    expect(datesNamed(/next period (may|most likely) start/)).toEqual([
      '2025-03-27',
      '2025-03-28',
      '2025-03-29',
      '2025-03-30',
      '2025-03-31',
    ]);
    expect(datesNamed(/most likely starts/)).toEqual(['2025-03-29']);
    expect(datesNamed(/fertile window/).filter((d) => d!.startsWith('2025-03'))).toEqual(
      ['09', '10', '11', '12', '13', '14', '15', '16', '17'].map((d) => `2025-03-${d}`),
    );
    // Past cycles are drawn too: February's fertile window and its confirmed ovulation.
    expect(datesNamed(/ovulation confirmed/)).toEqual([]); // February's lies outside this month's grid
    await userEvent.setup().click(screen.getByRole('button', { name: 'Previous month' }));
    const february = screen.getByRole('grid', { name: formatDate('2025-02-01', 'monthYear') });
    expect(
      within(february).getByRole('button', { name: startsWith('2025-02-14', ',') }),
    ).toHaveAccessibleName(/ovulation confirmed, fertile window/);
    expect(
      within(february).getByRole('button', { name: startsWith('2025-02-08', ',') }),
    ).toHaveAccessibleName(/fertile window/);
  });

  it('says in words when the prediction rests on what she entered in her profile', async () => {
    const base = prediction();
    open({
      predict: {
        status: 200,
        body: prediction({
          prediction_factors: {
            ...base.prediction_factors,
            last_period_source: 'profile',
            last_period_end: '2025-03-04',
            cycle_length: 31,
            stated_cycle_length: 31,
            cycle_length_source: 'profile',
            historical_data_points: 0,
          },
          confidence_score: 0.45,
          confidence_level: 'low',
          past_cycles: [],
          notes: ['Uses the cycle length and last period date you entered in your profile.'],
        }),
      },
    });
    expect(
      await screen.findByText(`Last period started ${formatDate('2025-03-01', 'long')} (from your profile)`),
    ).toBeInTheDocument();
    // The number her profile gave, said to come from it.
    expect(
      screen.getByText('Cycle length 31 days (from your profile, until you have logged a complete cycle)'),
    ).toBeInTheDocument();
    expect(screen.getByText(/entered in your profile/)).toBeInTheDocument();
    // No complete cycle of hers: low, never "regular".
    expect(
      screen.getByText(
        'Low confidence: no complete cycle logged yet, so treat these dates as a rough guide.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/regular/)).not.toBeInTheDocument();
    // Her profile's period is drawn, for its stated days, and the legend says what it is.
    for (const date of ['2025-03-01', '2025-03-04'])
      expect(dayButton(startsWith(date, ','))).toHaveAccessibleName(/, period from your profile,/);
    expect(dayButton(startsWith('2025-03-05', ','))).not.toHaveAccessibleName(/period from your profile/);
    expect(
      within(screen.getByRole('list', { name: 'Calendar legend' })).getByText('Period from your profile'),
    ).toBeInTheDocument();
  });

  it('moves between days with the arrow keys, across months, and opens the log with Enter', async () => {
    open();
    const user = userEvent.setup();
    const today = await screen.findByRole('button', { name: startsWith('2025-03-12', ', today') });
    expect(today).toHaveAttribute('tabindex', '0');
    today.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: startsWith('2025-03-11') })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('button', { name: startsWith('2025-02-25') })).toHaveFocus();
    expect(screen.getByRole('grid', { name: formatDate('2025-02-01', 'monthYear') })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: logTitle('2025-02-25') })).toBeInTheDocument();
  });

  it('creates a day from one-tap choices and a temperature', async () => {
    const fetch = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: startsWith('2025-03-10') }));
    const sheet = await screen.findByRole('dialog', { name: logTitle('2025-03-10') });
    await user.click(within(sheet).getByRole('button', { name: 'Medium' }));
    await user.click(within(sheet).getByRole('button', { name: 'Cramps' }));
    await user.click(within(sheet).getByRole('button', { name: 'Headache' }));
    await user.click(within(sheet).getByRole('button', { name: 'Headache' }));
    expect(within(sheet).getByRole('button', { name: 'Cramps' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(sheet).getByRole('button', { name: 'Positive' }));
    await user.type(within(sheet).getByLabelText('Basal temperature (°C)'), '36,55');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(CYCLE_MESSAGES.daySaved));
    const post = fetch.calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe(pathOf(cycleTrackingApi.createDay));
    expect(post?.body).toMatchObject({
      date: '2025-03-10',
      flow: 'medium',
      symptoms: ['cramps'],
      lh_test: 'positive',
      temperature: 36.55,
      intercourse: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks the temperature with the contract’s bounds before sending anything', async () => {
    const fetch = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log today' }));
    const sheet = await screen.findByRole('dialog', { name: logTitle('2025-03-12') });
    await user.type(within(sheet).getByLabelText('Basal temperature (°C)'), '98.6');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByText(CYCLE_MESSAGES.temperatureRange)).toBeInTheDocument();
    expect(within(sheet).getByLabelText('Basal temperature (°C)')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('updates a logged day by its id', async () => {
    const fetch = open({ days: [cycleDay(7, '2025-03-03', { flow: 'light' })] });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: startsWith('2025-03-03', ', period, light flow') }),
    );
    const sheet = await screen.findByRole('dialog', { name: logTitle('2025-03-03') });
    expect(within(sheet).getByRole('button', { name: 'Light / spotting' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(sheet).getByRole('button', { name: 'Heavy' }));
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = fetch.calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe(dayPath(7));
    expect(put.body).toMatchObject({ date: '2025-03-03', flow: 'heavy' });
  });

  it('deletes a day, and treats a delete answer without a message as a failure', async () => {
    const fetch = open({ days: [cycleDay(7, '2025-03-03', { flow: 'light' })], deleteAnswer: { ok: true } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: startsWith('2025-03-03', ', period') }));
    const sheet = await screen.findByRole('dialog', { name: logTitle('2025-03-03') });
    await user.click(within(sheet).getByRole('button', { name: 'Delete day' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(CYCLE_MESSAGES.deleteFailed, expect.anything()),
    );
    expect(fetch.calls.find((c) => c.method === 'DELETE')?.url).toBe(
      pathOf(cycleTrackingApi.deleteDay, { id: 7 }),
    );
    expect(toasts.success).not.toHaveBeenCalled();
    // The sheet stays open so nothing looks deleted that was not.
    expect(screen.getByRole('dialog', { name: logTitle('2025-03-03') })).toBeInTheDocument();
  });

  it('imports a thermometer file after showing how many days it holds', async () => {
    const fetch = open();
    const user = userEvent.setup();
    const file = new File(
      ['date,temperature\n2025-03-01,36.4\n2025-03-02,36.5\n2025-03-0x,36.6\n'],
      'bbt.csv',
      {
        type: 'text/csv',
      },
    );
    await user.upload(await screen.findByLabelText('Import CSV'), file);
    expect(await screen.findByText('2 days ready to import from bbt.csv.')).toBeInTheDocument();
    expect(screen.getByText(/^Line 4:/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 2 readable days' }));
    await waitFor(() => expect(fetch.calls.some((c) => c.url.endsWith('/import/'))).toBe(true));
    const sent = fetch.calls.find((c) => c.url.endsWith('/import/'))!.body as {
      days: { date: string; temperature: number }[];
    };
    expect(sent.days.map((d) => [d.date, d.temperature])).toEqual([
      ['2025-03-01', 36.4],
      ['2025-03-02', 36.5],
    ]);
  });

  it('turns a reminder on with one switch and saves it at once', async () => {
    const fetch = open();
    const user = userEvent.setup();
    const period = await screen.findByRole('switch', { name: 'Before my period' });
    expect(period).toHaveAttribute('aria-checked', 'false');
    // The timing is chosen once the reminder is on.
    expect(screen.getByLabelText('When to remind me before my period')).toBeDisabled();
    await user.click(period);
    await waitFor(() => expect(period).toHaveAttribute('aria-checked', 'true'));
    const put = fetch.calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(pathOf(cycleTrackingApi.updateReminders));
    const time_zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(put?.body).toEqual({ period_reminder_enabled: true, time_zone });
    expect(toasts.success).toHaveBeenCalledWith(CYCLE_MESSAGES.remindersSaved);
    await user.selectOptions(screen.getByLabelText('When to remind me before my period'), '3');
    await waitFor(() =>
      expect(fetch.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
        period_days_before: 3,
        time_zone,
      }),
    );
  });
});
