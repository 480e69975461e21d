import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARKETING_MESSAGES, MESSAGES, marketingApi, pathOf } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { NewsletterSignup } from './newsletter-signup';
import { WaitlistSignup } from './waitlist-signup';

const toasts = spyOnToasts();

describe('newsletter sign-up', () => {
  it('checks the address and the consent before sending anything', async () => {
    const fetch = installTestFetch(() => jsonResponse(200, { message: MESSAGES.newsletterCheckInbox }));
    render(<NewsletterSignup />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText(MESSAGES.validEmailRequired)).toBeInTheDocument();
    expect(screen.getByText(MARKETING_MESSAGES.consentRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.calls).toHaveLength(0);
  });

  it('sends the address with consent and shows the confirm-your-inbox message', async () => {
    const fetch = installTestFetch(() => jsonResponse(200, { message: MESSAGES.newsletterCheckInbox }));
    render(<NewsletterSignup />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), '  ana@example.org ');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.newsletterCheckInbox);
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      url: pathOf(marketingApi.subscribe),
      body: { email: 'ana@example.org', consent_marketing: true },
    });
    expect(toasts.success).toHaveBeenCalledWith(MESSAGES.newsletterCheckInbox);
  });

  it('toasts "Subscription failed" and shows the server’s field message', async () => {
    installTestFetch(() =>
      jsonResponse(422, {
        detail: [{ loc: ['body', 'email'], msg: MESSAGES.validEmailRequired, type: 'x' }],
      }),
    );
    render(<NewsletterSignup />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ana@example.org');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(MESSAGES.validEmailRequired)).toBeInTheDocument();
    expect(toasts.error).toHaveBeenCalledWith(MESSAGES.subscriptionFailed, expect.anything());
  });
});

describe('waitlist sign-up', () => {
  it('refuses a bad address in the browser', async () => {
    const fetch = installTestFetch(() => jsonResponse(200, { message: MESSAGES.waitlistJoined }));
    render(<WaitlistSignup source="landing" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(screen.getByText(MESSAGES.validEmailRequired)).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
  });

  it('sends email, name, role interest and source, leaving out what is empty', async () => {
    const fetch = installTestFetch(() => jsonResponse(200, { message: MESSAGES.waitlistJoined }));
    render(<WaitlistSignup source="landing" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'clinic@example.org');
    await user.selectOptions(screen.getByLabelText('I am… (optional)'), 'clinic');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.waitlistJoined);
    expect(fetch.calls[0]?.body).toEqual({
      email: 'clinic@example.org',
      role_interest: 'clinic',
      source: 'landing',
    });
    expect(toasts.success).toHaveBeenCalledWith(MESSAGES.waitlistJoined);
  });

  it('toasts "Waitlist signup failed" when the server refuses', async () => {
    installTestFetch(() =>
      jsonResponse(429, { detail: 'Rate limit exceeded. Retry after 60 seconds' }, { 'Retry-After': '60' }),
    );
    render(<WaitlistSignup source="landing" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'clinic@example.org');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(MESSAGES.waitlistFailed, expect.anything()),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
