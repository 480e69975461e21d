import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '@/test/render';
import { appointment } from '../test/fixtures';
import { AppointmentPayment } from './appointment-payment';

const price = { amount: 6000, currency: 'GBP' };

describe('the payment line of an appointment card', () => {
  it('shows a paid visit’s price and state, and links to its payment page', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: <AppointmentPayment appointment={appointment({ price, payment_status: 'held' })} />,
        },
      ],
      '/',
    );
    expect(screen.getByText('£60.00')).toBeInTheDocument();
    expect(screen.getByText(/Payment held/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Payment for the visit/ })).toHaveAttribute(
      'href',
      '/payment-detail?appointment=31',
    );
  });

  it('says a moved visit’s payment went with it, without a link', () => {
    const moved = appointment({ price, payment_status: null, status: 'rescheduled', rescheduled_to_id: 32 });
    renderRoutes([{ path: '/', element: <AppointmentPayment appointment={moved} /> }], '/');
    expect(screen.getByText(/Payment moved to the new time/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing for a free visit', () => {
    renderRoutes([{ path: '/', element: <AppointmentPayment appointment={appointment()} /> }], '/');
    expect(screen.queryByText(/£/)).toBeNull();
  });
});
