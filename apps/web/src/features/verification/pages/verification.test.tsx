import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  VERIFICATION_MESSAGES,
  VERIFICATION_STATUS_LABELS,
  pathOf,
  verificationApi,
  type ProfessionalVerification,
  type VerificationStatus,
} from '@fertilia/contracts';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { CHUNK_WAIT } from '@/test/lazy';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { getSession } from '@/lib/session';
import { submission, verification } from '../test/fixtures';
import { Component as Verification } from './verification';

const toasts = spyOnToasts();
// After a submission the page scrolls back up to the new status; jsdom has no layout to scroll.
vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
const MINE = pathOf(verificationApi.mine);

/**
 * Signs in a doctor whose stored status is `status` and serves her verification: GET answers `current()`,
 * POST answers `onSubmit` (by default: accepted, now pending). Any other call is the profile read.
 */
function serve(
  status: VerificationStatus,
  current: () => ProfessionalVerification,
  onSubmit: (request: RecordedRequest) => Response = () =>
    jsonResponse(201, verification('pending', submission({ submitted_at: new Date().toISOString() }))),
) {
  const user = signInAs(makeUser({ role: 'doctor', verification_status: status }));
  const fetch = installTestFetch((request) => {
    if (!request.url.startsWith(MINE)) return jsonResponse(200, user);
    return request.method === 'POST' ? onSubmit(request) : jsonResponse(200, current());
  });
  renderRoutes([{ path: '/verification', element: <Verification /> }], '/verification');
  return { submits: () => fetch.calls.filter((c) => c.url.startsWith(MINE) && c.method === 'POST') };
}

const statusRegion = () => screen.findByRole('region', { name: /your status/i }, CHUNK_WAIT);

describe('professional verification page', () => {
  it('checks the form with the contract’s messages and sends nothing until it is right', async () => {
    const { submits } = serve('unverified', () => verification('unverified'));
    const status = await statusRegion();
    expect(within(status).getByText(VERIFICATION_STATUS_LABELS.unverified)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Professional verification', level: 1 })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.licenseNumber)).toBeInTheDocument();
    expect(screen.getByText(VERIFICATION_MESSAGES.issuingBody)).toBeInTheDocument();
    expect(screen.getByText(VERIFICATION_MESSAGES.licenseCountry)).toBeInTheDocument();
    expect(screen.getByLabelText(/Licence number/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/Licence number/), '123');
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.licenseNumber)).toBeInTheDocument();
    expect(submits()).toEqual([]);
  });

  it('sends the details, says thank you and shows them pending, in the session user too', async () => {
    let current = verification('unverified');
    const { submits } = serve(
      'unverified',
      () => current,
      ({ body }) => {
        const sent = body as { license_number: string; issuing_body: string; license_country: string };
        current = verification(
          'pending',
          submission({ ...sent, note: '', submitted_at: new Date().toISOString() }),
        );
        return jsonResponse(201, current);
      },
    );
    await statusRegion();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Licence number/), '  IMC-445566 ');
    await user.type(screen.getByLabelText(/Issuing body/), 'Irish Medical Council');
    await user.type(screen.getByLabelText(/^Country/), 'Ireland');
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));

    expect(await screen.findByRole('heading', { name: 'What you sent' }, CHUNK_WAIT)).toBeInTheDocument();
    expect(submits()).toHaveLength(1);
    expect(submits()[0]?.body).toEqual({
      license_number: 'IMC-445566',
      issuing_body: 'Irish Medical Council',
      license_country: 'Ireland',
      note: '',
    });
    expect(toasts.success).toHaveBeenCalledWith(VERIFICATION_MESSAGES.submitted);
    expect(screen.getByText('IMC-445566')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for verification' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(getSession().user?.verification_status).toBe('pending'));
  });

  it('shows what was sent and when while it waits, and that we will e-mail', async () => {
    serve('pending', () => verification('pending', submission()));
    const status = await statusRegion();
    expect(within(status).getByText(VERIFICATION_STATUS_LABELS.pending)).toBeInTheDocument();
    expect(within(status).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(status).getByText(/e-mail you/)).toBeInTheDocument();
    expect(screen.getByText('GMC-7654321')).toBeInTheDocument();
    expect(screen.getByText('General Medical Council')).toBeInTheDocument();
    expect(screen.getByText('United Kingdom')).toBeInTheDocument();
    expect(screen.getByText('Registered under my maiden name Hart.')).toBeInTheDocument();
    const sent = screen.getByText(
      (_, element) => element?.getAttribute('datetime') === submission().submitted_at,
    );
    expect(sent.textContent).toMatch(/2026/);
    expect(screen.queryByRole('button', { name: 'Send for verification' })).not.toBeInTheDocument();
  });

  it('shows the reviewer’s reason above the form, filled with the refused details', async () => {
    const refused = submission({
      outcome: 'rejected',
      reason: 'The number belongs to another doctor in the register.',
      reviewed_at: '2026-03-04T10:00:00.000Z',
    });
    const { submits } = serve('rejected', () => verification('rejected', refused));
    const status = await statusRegion();
    expect(within(status).getByText(VERIFICATION_STATUS_LABELS.rejected)).toBeInTheDocument();
    expect(within(status).getByText(refused.reason!)).toBeInTheDocument();
    expect(screen.getByLabelText(/Licence number/)).toHaveValue('GMC-7654321');
    expect(screen.getByLabelText(/Issuing body/)).toHaveValue('General Medical Council');
    expect(screen.getByLabelText(/^Country/)).toHaveValue('United Kingdom');
    expect(screen.getByLabelText(/Note for the reviewer/)).toHaveValue(refused.note);

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/Licence number/));
    await user.type(screen.getByLabelText(/Licence number/), 'GMC-7654322');
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    await vi.waitFor(() => expect(submits()).toHaveLength(1));
    expect(submits()[0]?.body).toMatchObject({ license_number: 'GMC-7654322' });
  });

  it('says so when verified, and brings a stale session user up to date', async () => {
    serve('pending', () =>
      verification('verified', submission({ outcome: 'approved', reviewed_at: '2026-03-04T10:00:00.000Z' })),
    );
    const status = await statusRegion();
    expect(within(status).getByText(VERIFICATION_STATUS_LABELS.verified)).toBeInTheDocument();
    expect(within(status).getByText(/Doctor badge/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for verification' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(getSession().user?.verification_status).toBe('verified'));
  });

  it('shows a failure to load with a way to try again', async () => {
    const user = signInAs(makeUser({ role: 'doctor', verification_status: 'unverified' }));
    installTestFetch(({ url }) =>
      url.startsWith(MINE) ? jsonResponse(500, { detail: 'Server error' }) : jsonResponse(200, user),
    );
    renderRoutes([{ path: '/verification', element: <Verification /> }], '/verification');
    expect(
      await screen.findByText(VERIFICATION_MESSAGES.statusLoadFailed, undefined, CHUNK_WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
