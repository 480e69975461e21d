import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { CONSULTATION_MESSAGES, CONSULTATION_TOASTS, consultationsApi, pathOf } from '@fertilia/contracts';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes, screen as routeScreen } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { appointment, expertDetail, expertPage, expertSummary, slot } from '../test/fixtures';
import { Component as BookPage } from './book';

const toasts = spyOnToasts();

// Two days ahead at 10:00 and 14:30 UTC: inside this or next week, inside the booking window.
const day = DateTime.utc().plus({ days: 2 }).startOf('day');
const morning = day.set({ hour: 10 }).toISO()!;
const afternoon = day.set({ hour: 14, minute: 30 }).toISO()!;

const EXPERTS = pathOf(consultationsApi.experts);
const AVAILABILITY = pathOf(consultationsApi.expertAvailability, { id: 7 });
const EXPERT = pathOf(consultationsApi.expert, { id: 7 });
const BOOK = pathOf(consultationsApi.book);

const pathOfUrl = (url: string) => url.split('?')[0];
const queryOf = (request: RecordedRequest) => new URL(request.url, 'http://x').searchParams;

function mount(bookAnswer: () => Response = () => jsonResponse(201, appointment({ status: 'pending' }))) {
  signInAs(makeUser({ time_zone: 'UTC' }));
  const fetch = installTestFetch((request) => {
    const path = pathOfUrl(request.url);
    if (path === EXPERTS) {
      const q = queryOf(request).get('query');
      return jsonResponse(
        200,
        expertPage(q === 'nobody' ? [] : [expertSummary({ next_available_at: morning })]),
      );
    }
    if (path === EXPERT) return jsonResponse(200, expertDetail({ next_available_at: morning }));
    if (path === AVAILABILITY)
      return jsonResponse(200, {
        expert_id: 7,
        time_zone: 'UTC',
        date_from: queryOf(request).get('date_from'),
        date_to: queryOf(request).get('date_to'),
        slots: [slot(501, morning), slot(502, afternoon)],
      });
    if (path === BOOK) return bookAnswer();
    return jsonResponse(200, makeUser({ time_zone: 'UTC' }));
  });
  renderRoutes(
    [
      { path: '/appointments/book', element: <BookPage /> },
      { path: '/appointments', element: routeScreen('appointments') },
    ],
    '/appointments/book',
  );
  return {
    calls: fetch.calls,
    requests: (path: string) => fetch.calls.filter((c) => pathOfUrl(c.url) === path),
  };
}

async function pickMorningSlot(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'See free times' }));
  const times = await screen.findByRole('region', { name: 'Free times with Dr Maya Rivera' });
  await user.click(await within(times).findByRole('button', { name: /10:00/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('booking a consultation', () => {
  it('filters the directory, shows her free week in my zone, and books the chosen time with a note', async () => {
    const user = userEvent.setup();
    const { requests } = mount();

    const card = await screen.findByRole('article', { name: 'Dr Maya Rivera' });
    expect(within(card).getByText('English, Spanish')).toBeInTheDocument();
    expect(within(card).getByText('4.8')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'rivera');
    await user.click(screen.getByRole('checkbox', { name: 'Only experts with free times' }));
    await waitFor(() => {
      const last = queryOf(requests(EXPERTS).at(-1)!);
      expect(last.get('query')).toBe('rivera');
      expect(last.get('available_only')).toBe('true');
    });

    await pickMorningSlot(user);
    const form = await screen.findByRole('form', { name: 'Confirm your appointment' });
    expect(within(form).getByText('Dr Maya Rivera')).toBeInTheDocument();
    // The availability was asked in my zone.
    expect(queryOf(requests(AVAILABILITY)[0]!).get('time_zone')).toBe('UTC');

    await user.type(within(form).getByLabelText(/Note for the expert/), 'Second opinion on AMH');
    await user.click(within(form).getByRole('button', { name: 'Request appointment' }));

    expect(await screen.findByText('screen: appointments')).toBeInTheDocument();
    expect(requests(BOOK)[0]?.body).toEqual({ slot_id: 501, notes: 'Second opinion on AMH' });
    expect(toasts.success).toHaveBeenCalledWith(CONSULTATION_TOASTS.appointmentBooked, expect.anything());
  });

  it('says when no expert matches and offers to clear the filters', async () => {
    const user = userEvent.setup();
    mount();
    await screen.findByRole('article', { name: 'Dr Maya Rivera' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    expect(await screen.findByText('No experts match your search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('article', { name: 'Dr Maya Rivera' })).toBeInTheDocument();
  });

  it('on 409 tells her the time was just taken, in the server’s words, and fetches the free times again', async () => {
    const user = userEvent.setup();
    const { requests } = mount(() => jsonResponse(409, { detail: CONSULTATION_MESSAGES.slotTaken }));
    await pickMorningSlot(user);
    const form = await screen.findByRole('form', { name: 'Confirm your appointment' });
    const asked = requests(AVAILABILITY).length;
    await user.click(within(form).getByRole('button', { name: 'Request appointment' }));

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(CONSULTATION_TOASTS.bookingFailed, {
        description: CONSULTATION_MESSAGES.slotTaken,
      }),
    );
    expect(await screen.findByText(CONSULTATION_MESSAGES.slotTaken)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Confirm your appointment' })).toBeNull();
    await waitFor(() => expect(requests(AVAILABILITY).length).toBeGreaterThan(asked));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('explains to an expert that booking is for patients and links to her dashboard', async () => {
    signInAs(makeUser({ role: 'expert' }));
    const { calls } = {
      calls: installTestFetch(() => jsonResponse(200, makeUser({ role: 'expert' }))).calls,
    };
    renderRoutes([{ path: '/appointments/book', element: <BookPage /> }], '/appointments/book');
    expect(await screen.findByText('Booking is for patients')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/expert-dashboard',
    );
    expect(calls.some((c) => c.url.startsWith(EXPERTS))).toBe(false);
  });
});
