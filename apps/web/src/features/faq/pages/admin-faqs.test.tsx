import { describe, expect, it } from 'vitest';
import { screen as dom, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, faqApi, pathOf, type Faq } from '@fertilia/contracts';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser } from '@/test/users';
import { setSession } from '@/lib/session';
import { Component as AdminFaqs } from './admin-faqs';

const faq = (id: number, question: string, is_active = true): Faq => ({
  id,
  question,
  answer: `Answer to ${question}`,
  category: 'Using Fertilia',
  is_active,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

function signInAs(role: 'content_moderator' | 'support') {
  setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser({ id: 5, role }) });
}

/** The FAQ API as staff see it; writes answer like the server and are recorded. */
function fakeApi(entries: Faq[], role: 'content_moderator' | 'support' = 'content_moderator') {
  return ({ url, method, body }: RecordedRequest) => {
    if (url.startsWith(pathOf(faqApi.list)) && method === 'GET') {
      return jsonResponse(200, { items: entries, total: entries.length, skip: 0, limit: 50 });
    }
    if (method === 'POST') return jsonResponse(201, { ...faq(99, ''), ...(body as object) });
    if (method === 'PUT') return jsonResponse(200, { ...entries[0], ...(body as object) });
    if (method === 'DELETE') return jsonResponse(200, { message: MESSAGES.faqDeleted });
    return jsonResponse(200, makeUser({ id: 5, role }));
  };
}

const open = () =>
  renderRoutes([{ path: '/admin-dashboard/faqs', element: <AdminFaqs /> }], '/admin-dashboard/faqs');

describe('admin FAQ management', () => {
  it('lists hidden entries too, with their status', async () => {
    signInAs('content_moderator');
    const fetch = installTestFetch(fakeApi([faq(1, 'Is it free?'), faq(2, 'Old question', false)]));
    open();
    const table = await dom.findByRole('table', { name: 'FAQs' });
    expect(within(table).getByRole('switch', { name: 'Active: Is it free?' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(table).getByRole('switch', { name: 'Active: Old question' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    const list = fetch.calls.find((c) => c.url.startsWith(pathOf(faqApi.list)));
    expect(list?.url).toContain('include_inactive=true');
    expect(list?.headers.get('Authorization')).toBe('Bearer a');
  });

  it('checks the contract’s rules before creating, then sends the trimmed entry', async () => {
    signInAs('content_moderator');
    const fetch = installTestFetch(fakeApi([]));
    open();
    const user = userEvent.setup();
    await user.click(await dom.findByRole('button', { name: 'New FAQ' }));
    const dialog = await dom.findByRole('dialog', { name: 'New FAQ' });
    await user.type(within(dialog).getByLabelText(/Question/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create FAQ' }));
    expect(await within(dialog).findByText(MESSAGES.questionRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.answerRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.categoryRequired)).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Question/), 'Can I pause my plan?');
    await user.type(within(dialog).getByLabelText(/Answer/), 'Yes, any time.');
    await user.type(within(dialog).getByLabelText(/Category/), 'Plans and billing');
    await user.click(within(dialog).getByRole('button', { name: 'Create FAQ' }));
    await waitFor(() => expect(dom.queryByRole('dialog')).toBeNull());
    expect(fetch.calls.find((c) => c.method === 'POST')?.body).toEqual({
      question: 'Can I pause my plan?',
      answer: 'Yes, any time.',
      category: 'Plans and billing',
      is_active: true,
    });
  });

  it('shows the server’s field errors in the dialog', async () => {
    signInAs('content_moderator');
    installTestFetch((request) =>
      request.method === 'POST'
        ? jsonResponse(422, {
            detail: [{ loc: ['body', 'category'], msg: 'Must be at most 60 characters', type: 'too_big' }],
          })
        : fakeApi([])(request),
    );
    open();
    const user = userEvent.setup();
    await user.click(await dom.findByRole('button', { name: 'New FAQ' }));
    const dialog = await dom.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Question/), 'Q?');
    await user.type(within(dialog).getByLabelText(/Answer/), 'A.');
    await user.type(within(dialog).getByLabelText(/Category/), 'C');
    await user.click(within(dialog).getByRole('button', { name: 'Create FAQ' }));
    expect(await within(dialog).findByText('Must be at most 60 characters')).toBeInTheDocument();
  });

  it('edits an entry, hides it with the switch, and deletes it after confirmation', async () => {
    signInAs('content_moderator');
    const fetch = installTestFetch(fakeApi([faq(7, 'Is it free?')]));
    open();
    const user = userEvent.setup();
    await user.click(await dom.findByRole('button', { name: 'Edit FAQ: Is it free?' }));
    const dialog = await dom.findByRole('dialog', { name: 'Edit FAQ' });
    const answer = within(dialog).getByLabelText(/Answer/);
    expect(answer).toHaveValue('Answer to Is it free?');
    await user.clear(answer);
    await user.type(answer, 'Yes, the account is free.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(dom.queryByRole('dialog')).toBeNull());
    const edit = fetch.calls.find((c) => c.method === 'PUT');
    expect(edit?.url).toBe(pathOf(faqApi.update, { id: 7 }));
    expect(edit?.body).toMatchObject({ answer: 'Yes, the account is free.' });

    await user.click(dom.getByRole('switch', { name: 'Active: Is it free?' }));
    await waitFor(() =>
      expect(fetch.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ is_active: false }),
    );

    await user.click(dom.getByRole('button', { name: 'Delete FAQ: Is it free?' }));
    const confirm = await dom.findByRole('dialog', { name: 'Delete this FAQ?' });
    expect(fetch.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete FAQ' }));
    await waitFor(() =>
      expect(fetch.calls.find((c) => c.method === 'DELETE')?.url).toBe(pathOf(faqApi.remove, { id: 7 })),
    );
    await waitFor(() => expect(dom.queryByRole('dialog')).toBeNull());
  });

  it('tells staff without the content permission that the FAQ is not theirs', async () => {
    signInAs('support');
    const fetch = installTestFetch(fakeApi([], 'support'));
    open();
    expect(await dom.findByText('No access to the FAQ')).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.url.startsWith(pathOf(faqApi.list)))).toBe(false);
  });
});
