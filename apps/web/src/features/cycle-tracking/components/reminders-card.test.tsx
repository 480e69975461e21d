import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CYCLE_REMINDERS, type CycleReminders } from '@fertilia/contracts';
import type * as NotifyModule from '@/lib/notify';
import { setSession } from '@/lib/session';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser } from '@/test/users';
import { RemindersCard } from './reminders-card';

vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof NotifyModule>()),
  notify: {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    warning: vi.fn(),
    loading: vi.fn(),
    dismiss: vi.fn(),
  },
}));

/** The browser is in Auckland, whatever zone the machine running the tests is in. */
const BROWSER_ZONE = 'Pacific/Auckland';
beforeEach(() => {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone: BROWSER_ZONE };
  });
  setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser({ id: 3 }) });
});
afterEach(() => vi.restoreAllMocks());

/** The reminders endpoint, answering a PUT with the saved settings as the server would. */
function open(saved: Partial<CycleReminders> = {}) {
  let settings: CycleReminders = { ...DEFAULT_CYCLE_REMINDERS, ...saved };
  const fetch = installTestFetch(({ method, body }) => {
    if (method === 'PUT') settings = { ...settings, ...(body as Partial<CycleReminders>) };
    return jsonResponse(200, settings);
  });
  renderRoutes([{ path: '/', element: <RemindersCard /> }], '/');
  return fetch;
}
const puts = (fetch: ReturnType<typeof open>) =>
  fetch.calls.filter((c) => c.method === 'PUT').map((c) => c.body);

describe('reminder settings', () => {
  it('sends the browser’s time zone with every save', async () => {
    const fetch = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Before my period' }));
    await waitFor(() => expect(puts(fetch)).toHaveLength(1));
    const days = screen.getByLabelText('When to remind me before my period');
    await waitFor(() => expect(days).toBeEnabled());
    await user.selectOptions(days, '3');
    await waitFor(() =>
      expect(puts(fetch)).toEqual([
        { period_reminder_enabled: true, time_zone: BROWSER_ZONE },
        { period_days_before: 3, time_zone: BROWSER_ZONE },
      ]),
    );
    expect(screen.getByText(`Reminders arrive around 8:00 in ${BROWSER_ZONE} time.`)).toBeInTheDocument();
  });

  it('says which zone reminders keep, and moves them to this browser’s zone in one click', async () => {
    const fetch = open({ period_reminder_enabled: true, time_zone: 'America/Los_Angeles' });
    const user = userEvent.setup();
    expect(
      await screen.findByText('Reminders arrive around 8:00 in America/Los_Angeles time.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Use ${BROWSER_ZONE} time` }));
    expect(
      await screen.findByText(`Reminders arrive around 8:00 in ${BROWSER_ZONE} time.`),
    ).toBeInTheDocument();
    expect(puts(fetch)).toEqual([{ time_zone: BROWSER_ZONE }]);
    expect(screen.queryByRole('button', { name: /^Use / })).not.toBeInTheDocument();
  });
});
