import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSULTATION_MESSAGES, consultationsApi, pathOf, type ExpertSchedule } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { pathnameOf, schedule } from '../test/expert-fixtures';
import { ScheduleEditor } from './schedule-editor';

spyOnToasts();
const SCHEDULE = pathOf(consultationsApi.mySchedule);

function open(saved: ExpertSchedule) {
  signInAs(makeUser({ role: 'expert' }));
  const fetch = installTestFetch((request) => {
    const path = pathnameOf(request);
    if (path === SCHEDULE)
      return jsonResponse(200, request.method === 'PUT' ? { ...saved, ...(request.body as object) } : saved);
    if (path === pathOf(consultationsApi.slots)) return jsonResponse(200, { results: [], count: 0 });
    return jsonResponse(404, { detail: 'Not found' });
  });
  renderRoutes([{ path: '/', element: <ScheduleEditor /> }], '/');
  return () => fetch.calls.filter((c) => pathnameOf(c) === SCHEDULE && c.method === 'PUT');
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save availability' }));

describe('price per visit in the schedule editor', () => {
  it('shows the saved price in major units and sends what she types in minor units', async () => {
    const saves = open(schedule({ price: 6000, currency: 'GBP' }));
    const field = await screen.findByLabelText('Price per visit (GBP)');
    expect(field).toHaveValue('60.00');
    await userEvent.clear(field);
    await userEvent.type(field, '59.5');
    await save();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toMatchObject({ price: 5950 });
  });

  it('refuses what is not an amount, or too much, with the contract’s messages, and sends nothing', async () => {
    const saves = open(schedule({ price: 0, currency: 'GBP' }));
    const field = await screen.findByLabelText('Price per visit (GBP)');
    await userEvent.clear(field);
    await userEvent.type(field, '12.345');
    await save();
    expect(await screen.findByText(CONSULTATION_MESSAGES.priceFormat)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '1000.01');
    await save();
    expect(await screen.findByText(CONSULTATION_MESSAGES.priceMax)).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await save();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toMatchObject({ price: 0 });
  });
});
