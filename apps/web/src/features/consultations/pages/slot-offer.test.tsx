import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONSULTATION_MESSAGES,
  CONSULTATION_TOASTS,
  pathOf,
  slotOffersApi,
  type SlotOffer,
} from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes, screen as routeScreen } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { appointment } from '../test/fixtures';
import { Component as OfferPage } from './slot-offer';

const toasts = spyOnToasts();

const OFFER = pathOf(slotOffersApi.offer, { id: 31 });
const CLAIM = pathOf(slotOffersApi.claimOffer, { id: 31 });

const offer = (overrides: Partial<SlotOffer> = {}): SlotOffer => ({
  id: 31,
  slot_id: 501,
  starts_at: '2030-12-03T09:00:00.000Z',
  ends_at: '2030-12-03T09:30:00.000Z',
  date_formatted: 'Tue, 3 Dec 2030',
  time_range: '10:00 – 10:30',
  time_zone: 'Europe/Paris',
  expert: { id: 7, name: 'Dr Maya Rivera', avatar_url: null, specialization: 'Reproductive endocrinology' },
  state: 'available',
  takes: 'book',
  moves: null,
  offered_at: '2030-11-30T08:00:00.000Z',
  claimed_at: null,
  ...overrides,
});

function mount(answers: { offer: () => Response; claim?: () => Response }) {
  signInAs(makeUser({ time_zone: 'Europe/Paris' }));
  const fetch = installTestFetch((request) => {
    const path = request.url.split('?')[0];
    if (path === OFFER) return answers.offer();
    if (path === CLAIM) return answers.claim?.() ?? jsonResponse(200, appointment({ status: 'pending' }));
    return jsonResponse(200, makeUser());
  });
  renderRoutes(
    [
      { path: '/appointments/offers/:offerId', element: <OfferPage /> },
      { path: '/appointments', element: routeScreen('appointments') },
      { path: '/appointments/book', element: routeScreen('book') },
    ],
    '/appointments/offers/31',
  );
  return { claims: () => fetch.calls.filter((c) => c.url.split('?')[0] === CLAIM) };
}

describe('an offered earlier time', () => {
  it('shows the time in her zone and the expert, and books it with a note', async () => {
    const user = userEvent.setup();
    const { claims } = mount({ offer: () => jsonResponse(200, offer()) });
    expect(await screen.findByText('Tue, 3 Dec 2030')).toBeInTheDocument();
    expect(screen.getByText('10:00 – 10:30')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dr Maya Rivera' })).toBeInTheDocument();
    expect(screen.getByText(/Books a new visit\./)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Anything the expert should know/), 'Day 3 scan');
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText('screen: appointments')).toBeInTheDocument();
    expect(claims()[0]?.body).toEqual({ notes: 'Day 3 scan' });
    expect(toasts.success).toHaveBeenCalledWith(CONSULTATION_TOASTS.appointmentBooked, {
      description: 'Dr Maya Rivera will confirm your request.',
    });
  });

  it('says what a move does when the offer moves her visit', async () => {
    mount({
      offer: () =>
        jsonResponse(
          200,
          offer({
            takes: 'move',
            moves: { appointment_id: 9, date_formatted: 'Mon, 9 Dec 2030', time_range: '14:00 – 14:30' },
          }),
        ),
    });
    expect(
      await screen.findByText(/Moves your visit on Mon, 9 Dec 2030, 14:00 – 14:30 to this time\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move my visit to this time' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Anything the expert should know/)).toBeNull();
  });

  it('when someone took it meanwhile: says so and leads back to the expert’s times', async () => {
    const user = userEvent.setup();
    let state: SlotOffer['state'] = 'available';
    mount({
      offer: () => jsonResponse(200, offer({ state })),
      claim: () => {
        state = 'taken';
        return jsonResponse(409, { detail: CONSULTATION_MESSAGES.slotTaken });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText(CONSULTATION_MESSAGES.slotTaken)).toBeInTheDocument();
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(CONSULTATION_TOASTS.bookingFailed, {
        description: CONSULTATION_MESSAGES.slotTaken,
      }),
    );
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See other times with Dr Maya Rivera' })).toHaveAttribute(
      'href',
      '/appointments/book?expert=7',
    );
  });

  it('an offer already taken by someone else shows no button to book it', async () => {
    mount({ offer: () => jsonResponse(200, offer({ state: 'taken' })) });
    expect(await screen.findByText('Someone else booked this time first')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
  });

  it('an offer that is not hers is not found', async () => {
    mount({ offer: () => jsonResponse(404, { detail: 'Offer not found' }) });
    expect(await screen.findByText('Offer not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your appointments' })).toHaveAttribute('href', '/appointments');
  });

  it('shows loading, then a failure with a way to try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mount({
      offer: () =>
        fail ? jsonResponse(500, { detail: 'Internal Server Error' }) : jsonResponse(200, offer()),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the offer');
    expect(await screen.findByText('Could not load this offer', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Tue, 3 Dec 2030')).toBeInTheDocument();
  });
});
