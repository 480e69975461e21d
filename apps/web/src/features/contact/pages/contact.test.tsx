import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, contactApi, pathOf } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { Component as Contact } from './contact';

const toasts = spyOnToasts();

const open = () => renderRoutes([{ path: '/contact', element: <Contact /> }], '/contact');
const CONTACT = pathOf(contactApi.send);
const contactCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith(CONTACT));

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, email: string, message: string) {
  if (name) await user.type(screen.getByLabelText(/your name/i), name);
  if (email) await user.type(screen.getByLabelText(/^email/i), email);
  if (message) await user.type(screen.getByLabelText(/^message/i), message);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('contact page', () => {
  it('shows every failing field’s message in the browser before sending', async () => {
    const fetch = installTestFetch(() => jsonResponse(201, { message: MESSAGES.contactReceived }));
    open();
    const user = userEvent.setup();
    await fill(user, 'L', 'lena-at-example', 'short');
    expect(await screen.findByText(MESSAGES.contactNameMin)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.validEmailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contactMessageMin)).toBeInTheDocument();
    expect(contactCalls(fetch.calls)).toHaveLength(0);
  });

  it('sends a good message and shows the thank-you state', async () => {
    const fetch = installTestFetch(() => jsonResponse(201, { message: MESSAGES.contactReceived }));
    open();
    const user = userEvent.setup();
    await fill(user, 'Lena Ortiz', 'lena@example.org', 'Is there a clinic near Lisbon on Fertilia?');
    expect(await screen.findByText(MESSAGES.contactReceived)).toBeInTheDocument();
    expect(contactCalls(fetch.calls)[0]).toMatchObject({
      method: 'POST',
      body: {
        name: 'Lena Ortiz',
        email: 'lena@example.org',
        message: 'Is there a clinic near Lisbon on Fertilia?',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });

  it('places the server’s per-field errors under their fields and toasts the failure', async () => {
    installTestFetch(({ url }) =>
      url.startsWith(CONTACT)
        ? jsonResponse(422, {
            detail: [
              { loc: ['body', 'name'], msg: 'Name is on a blocklist', type: 'value_error' },
              { loc: ['body', 'message'], msg: 'Message looks like spam', type: 'value_error' },
            ],
          })
        : jsonResponse(200, {}),
    );
    open();
    const user = userEvent.setup();
    await fill(user, 'Lena Ortiz', 'lena@example.org', 'Is there a clinic near Lisbon on Fertilia?');
    expect(await screen.findByText('Name is on a blocklist')).toBeInTheDocument();
    expect(screen.getByText('Message looks like spam')).toBeInTheDocument();
    expect(screen.getByLabelText(/your name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(toasts.error).toHaveBeenCalledWith(MESSAGES.contactSubmitFailed, expect.anything());
  });
});
