import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pathOf, visitPaymentsApi, type VisitPayment } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { visitPayment } from '../test/fixtures';
import { PaymentDetailPage } from './payment-detail';

const PAYMENT = pathOf(visitPaymentsApi.appointmentPayment, { id: 31 });
const gbp = (amount: number) => ({ amount, currency: 'GBP' });

function open(
  url: string,
  answer: () => Response,
  disputeAction?: Parameters<typeof PaymentDetailPage>[0]['disputeAction'],
) {
  signInAs(makeUser({ time_zone: 'UTC' }));
  const fetch = installTestFetch((request) => {
    if (request.url.split('?')[0] === PAYMENT) return answer();
    return jsonResponse(404, { detail: 'Payment not found' });
  });
  renderRoutes(
    [
      { path: '/payment-detail', element: <PaymentDetailPage disputeAction={disputeAction} /> },
      { path: '/appointments', element: <p>appointments</p> },
    ],
    url,
  );
  return fetch;
}

afterEach(() => vi.restoreAllMocks());

describe('/payment-detail', () => {
  it('shows the charge, its state, the timeline, the receipt and the dispute deadline with the dispute button', async () => {
    const action = vi.fn(({ appointmentId, deadline }: { appointmentId: number; deadline: string }) => (
      <button type="button">
        Dispute {appointmentId} until {deadline}
      </button>
    ));
    open('/payment-detail?appointment=31', () => jsonResponse(200, visitPayment()), action);
    expect(await screen.findByText('Payment held')).toBeInTheDocument();
    expect(screen.getAllByText('£60.00').length).toBeGreaterThan(0);
    expect(screen.getByText(/Held by Fertilia until/)).toBeInTheDocument();
    expect(screen.getByText('Paid from the wallet and held')).toBeInTheDocument();
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    expect(within(receipt).getByText('FRT-00000042')).toBeInTheDocument();
    expect(within(receipt).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText(/You can dispute the payment until/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Dispute 31 until 2030-03-08T10:30:00.000Z' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/50% is refunded/)).toBeInTheDocument();
  });

  it('prints the receipt', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    open('/payment-detail?appointment=31', () => jsonResponse(200, visitPayment()));
    await userEvent.click(await screen.findByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows a refund, the dispute and finance’s decision, and no dispute button', async () => {
    const payment: VisitPayment = visitPayment({
      can_dispute: false,
      escrow: {
        ...visitPayment().escrow,
        status: 'partly_refunded',
        status_display: 'Partly refunded',
        held: gbp(0),
        refunded: gbp(3000),
        released_to_expert: gbp(2550),
        fee: gbp(450),
      },
      timeline: [
        ...visitPayment().timeline,
        {
          id: 10,
          kind: 'refund',
          label: 'Refund',
          memo: 'Dispute refund',
          amount: gbp(3000),
          fee: null,
          occurred_at: '2030-03-07T09:00:00.000Z',
        },
        {
          id: 11,
          kind: 'escrow_release',
          label: 'Consultation earnings',
          memo: 'Dispute release',
          amount: gbp(3000),
          fee: gbp(450),
          occurred_at: '2030-03-07T09:00:00.000Z',
        },
      ],
      dispute: {
        id: 3,
        status: 'partly_refunded',
        status_display: 'Partly refunded',
        reason: 'The call dropped after five minutes',
        opened_at: '2030-03-06T09:00:00.000Z',
        resolution_note: 'Half refunded: the visit was cut short.',
        refund: gbp(3000),
        resolved_at: '2030-03-07T09:00:00.000Z',
      },
    });
    const action = vi.fn(() => <button type="button">Dispute</button>);
    open('/payment-detail?appointment=31', () => jsonResponse(200, payment), action);
    expect(await screen.findByText('Payment partly refunded')).toBeInTheDocument();
    expect(screen.getByText('Dispute: Partly refunded')).toBeInTheDocument();
    expect(screen.getByText('Half refunded: the visit was cut short.')).toBeInTheDocument();
    expect(screen.getByText('Refunded to the wallet', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(/platform fee £4.50/)).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('says the payment is not found for a visit that is not hers', async () => {
    open('/payment-detail?appointment=31', () => jsonResponse(404, { detail: 'Payment not found' }));
    expect(await screen.findByText('Payment not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your appointments' })).toHaveAttribute('href', '/appointments');
  });

  it('says the payment is not found without an appointment id, and asks nothing', async () => {
    const fetch = open('/payment-detail', () => jsonResponse(200, visitPayment()));
    expect(await screen.findByText('Payment not found')).toBeInTheDocument();
    expect(fetch.calls.filter((c) => c.url.includes(PAYMENT))).toHaveLength(0);
  });
});
