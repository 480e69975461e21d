import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ASSISTANT_MESSAGES, CONVERSATION_MESSAGES, type AssistantMessage } from '@fertilia/contracts';
import { installTestFetch } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes, screen as stand } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { ASSISTANT_PATHS, assistantServer, pathnameOf } from '../test/fake-api';
import { answer, question, session } from '../test/fixtures';
import { AssistantPage } from './ai-assistant';

const toasts = spyOnToasts();

function open(path = '/ai-assistant', server = assistantServer(), role: 'patient' | 'expert' = 'patient') {
  signInAs(makeUser({ role }));
  const fetch = installTestFetch(server.handler);
  const view = renderRoutes(
    [
      { path: '/ai-assistant', element: <AssistantPage access={{ kind: 'open' }} /> },
      { path: '/knowledge-hub/:slug', element: stand('article') },
      { path: '/appointments/book', element: stand('book') },
    ],
    path,
  );
  const calls = (method: string, p: string) =>
    fetch.calls.filter((c) => c.method === method && pathnameOf(c) === p);
  return { ...view, server, fetch, calls, user: userEvent.setup() };
}

/** A saved conversation holding one question and its answer. */
const answered = (over: Partial<AssistantMessage> = {}) =>
  assistantServer({ sessions: [session()], messages: [question(), answer(over)] });

const composer = () => screen.getByRole('textbox', { name: 'Your question' });

describe('a new chat', () => {
  it('says what the assistant is and offers the starter questions', async () => {
    open('/ai-assistant?c=new');
    expect(
      await screen.findByRole('heading', { name: 'Ask about fertility and treatment' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/reviewed knowledge hub and FAQ/)).toBeInTheDocument();
    expect(screen.getByText(/call your local emergency number/i, { selector: 'li' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'What are the warning signs of OHSS?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Answers are quoted from our sources')).toBeInTheDocument();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });

  it('shows her question at once (id −1), streams the answer, then the saved one with numbered sources', async () => {
    const server = assistantServer();
    server.replyWith(() => ({ answer: {}, hold: true }));
    let created: () => void = () => undefined;
    const { user, router } = open('/ai-assistant?c=new', server);
    // The conversation is created only when the test lets it: meanwhile her message is already there.
    const original = server.handler;
    installTestFetch(async (request) => {
      if (request.method === 'POST' && pathnameOf(request) === ASSISTANT_PATHS.sessions) {
        await new Promise<void>((resolve) => (created = resolve));
      }
      return original(request);
    });
    await user.type(
      await screen.findByRole('textbox', { name: 'Your question' }),
      'What are the warning signs of OHSS?{Enter}',
    );

    let thread = await screen.findByRole('list', { name: 'Conversation' });
    const optimistic = thread.querySelector('[data-message-id="-1"]');
    expect(optimistic).toHaveTextContent('What are the warning signs of OHSS?');
    expect(optimistic).toHaveTextContent('sending…');
    expect(composer()).toHaveValue('');

    created();
    // The new conversation opens (its own pane), her saved question replaces the optimistic one, and the
    // answer streams in as it is written.
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?c=\d+$/));
    expect(await screen.findByText(/A swollen tummy and/)).toBeInTheDocument();
    thread = screen.getByRole('list', { name: 'Conversation' });
    expect(thread.querySelector('[data-message-id="-1"]')).toBeNull();
    expect(within(thread).getByText('What are the warning signs of OHSS?')).toBeInTheDocument();
    expect(within(thread).getByText(/writing…/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    server.release();
    const [source] = await within(thread).findAllByRole('link', {
      name: 'Source 1: OHSS warning signs — Warning signs: contact your clinic the same day',
    });
    expect(source).toHaveAttribute(
      'href',
      '/knowledge-hub/ohss-warning-signs#warning-signs-contact-your-clinic-the-same-day',
    );
    expect(
      within(thread).getAllByRole('link', { name: /^Source 2: When should I call my clinic\?/ })[0],
    ).toHaveAttribute('href', '/faq#faq-12');
    const sources = within(thread).getByRole('region', { name: 'Sources' });
    expect(
      within(sources).getByText(
        'Call your clinic the same day if your tummy swells quickly or you pass little urine.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(
      within(sources).getByRole('link', { name: 'Open source 2: When should I call my clinic?' }),
    ).toHaveAttribute('href', '/faq#faq-12');
    expect(within(thread).queryByText(/writing…/)).toBeNull();
    expect(screen.getByRole('button', { name: /Send/ })).toBeInTheDocument();
    // Paragraphs are kept.
    expect(within(thread).getByText(/^Call your clinic the same day/, { selector: 'p' })).toBeInTheDocument();

    // The conversation is in the list, titled after her question.
    const list = screen.getByRole('navigation', { name: 'Assistant conversations' });
    expect(
      await within(list).findByRole('link', { name: /What are the warning signs of OHSS\?/ }),
    ).toHaveAttribute('aria-current', 'page');
    await user.click(source!);
    expect(await screen.findByText('screen: article')).toBeInTheDocument();
  });

  it('removes her message and gives her text back when the question cannot be sent', async () => {
    const server = answered();
    server.replyWith(() => ({ answer: {}, fail: 'refuse' }));
    const { user } = open('/ai-assistant?c=1', server);
    await screen.findByRole('list', { name: 'Conversation' });
    await user.type(composer(), 'Is it safe to fly after transfer?{Enter}');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(ASSISTANT_MESSAGES.sendFailed));
    expect(composer()).toHaveValue('Is it safe to fly after transfer?');
    expect(screen.queryByText('Is it safe to fly after transfer?', { selector: 'p' })).toBeNull();
    expect(document.querySelector('[data-message-id="-1"]')).toBeNull();
  });

  it('keeps her saved question in the thread, and nothing in the composer, when only the answer fails', async () => {
    const server = answered();
    server.replyWith(() => ({ answer: {}, fail: 'event' }));
    const { user } = open('/ai-assistant?c=1', server);
    await screen.findByRole('list', { name: 'Conversation' });
    await user.type(composer(), 'Is it safe to fly after transfer?{Enter}');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(ASSISTANT_MESSAGES.sendFailed));
    expect(
      await screen.findByText('Is it safe to fly after transfer?', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(composer()).toHaveValue('');
    expect(document.querySelector('[data-message-id="-1"]')).toBeNull();
  });

  it('checks the question by the contract before sending, Shift+Enter keeping a new line', async () => {
    const { user, calls } = open('/ai-assistant?c=new');
    await user.type(await screen.findByRole('textbox', { name: 'Your question' }), '   {Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(CONVERSATION_MESSAGES.messageRequired);
    await user.clear(composer());
    await user.type(composer(), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(composer()).toHaveValue('Line one\nLine two');
    expect(screen.getByText('17 / 1,000')).toBeInTheDocument();
    expect(calls('POST', ASSISTANT_PATHS.sessions)).toHaveLength(0);
  });
});

describe('stopping an answer', () => {
  it('aborts the stream and shows what the server kept, marked stopped', async () => {
    const server = answered();
    server.replyWith(() => ({ answer: {}, hold: true }));
    const { user, calls } = open('/ai-assistant?c=1', server);
    await screen.findByRole('list', { name: 'Conversation' });
    await user.type(composer(), 'How long does OHSS last?{Enter}');
    await screen.findByText(/writing…/);
    const before = calls('GET', ASSISTANT_PATHS.messages(1)).length;
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText(ASSISTANT_MESSAGES.stopped)).toBeInTheDocument();
    expect(screen.queryByText(/writing…/)).toBeNull();
    expect(calls('GET', ASSISTANT_PATHS.messages(1)).length).toBeGreaterThan(before);
    expect(server.messages.at(-1)).toMatchObject({ stopped: true, content: 'A swollen tummy and ' });
    expect(toasts.error).not.toHaveBeenCalled();
  });
});

describe('answers by kind', () => {
  it('puts an urgent answer in an alert that says what to do now', async () => {
    open(
      '/ai-assistant?c=1',
      answered({ kind: 'urgent', content: 'Call your clinic or emergency services now.', citations: [] }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Get medical help now');
    expect(alert).toHaveTextContent('Call your clinic or emergency services now.');
  });

  it('says calmly when there is no reliable source, with a way to a clinician', async () => {
    open(
      '/ai-assistant?c=1',
      answered({ kind: 'no_source', content: 'We have no reliable source on this.', citations: [] }),
    );
    expect(await screen.findByText('No reliable source for this')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute(
      'href',
      '/appointments/book',
    );
    expect(screen.getByRole('link', { name: 'Browse the knowledge hub' })).toHaveAttribute(
      'href',
      '/knowledge-hub',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what of her data an answer was tailored with', async () => {
    open(
      '/ai-assistant?c=1',
      answered({
        context_used: [
          { key: 'cycle_phase', label: 'Cycle phase', value: 'Luteal, day 22' },
          { key: 'age_band', label: 'Age band', value: '35–37' },
        ],
      }),
    );
    expect(await screen.findByText(/Cycle phase — Luteal, day 22 · Age band — 35–37/)).toBeInTheDocument();
  });
});

describe('feedback', () => {
  it('saves thumbs down at once, then again with her comment, and thanks her', async () => {
    const server = answered();
    const { user } = open('/ai-assistant?c=1', server);
    const down = await screen.findByRole('button', { name: 'Not helpful' });
    expect(down).toHaveAttribute('aria-pressed', 'false');
    await user.click(down);
    await waitFor(() => expect(down).toHaveAttribute('aria-pressed', 'true'));
    expect(server.ratings).toEqual([
      expect.objectContaining({ message_id: 11, conversation_id: 1, rating: -1, feedback_text: null }),
    ]);
    const form = screen.getByRole('form', { name: 'What was wrong' });
    await user.type(within(form).getByRole('textbox'), 'It did not mention pain.');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(server.ratings).toHaveLength(2));
    expect(server.ratings[1]).toMatchObject({ rating: -1, feedback_text: 'It did not mention pain.' });
    expect(await screen.findByText(ASSISTANT_MESSAGES.feedbackThanks)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'What was wrong' })).toBeNull();

    // Re-rating replaces: thumbs up is now the pressed one.
    await user.click(screen.getByRole('button', { name: 'Helpful' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(down).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('her data, with consent', () => {
  it('is off by default and saved on the conversation when she turns it on', async () => {
    const { user, calls } = open('/ai-assistant?c=1', answered());
    const use = await screen.findByRole('switch', { name: 'Use my data' });
    expect(use).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('switch', { name: /outside model/ })).toBeNull();
    await user.click(use);
    await waitFor(() => expect(use).toHaveAttribute('aria-checked', 'true'));
    expect(calls('PATCH', ASSISTANT_PATHS.session(1))[0]!.body).toEqual({
      use_my_context: true,
      share_context_with_model: false,
    });
  });

  it('asks separately before sending it to an outside model, which it names', async () => {
    const server = assistantServer({
      status: { writer: 'llm', model: 'gpt-4o-mini' },
      sessions: [session({ use_my_context: true })],
      messages: [question(), answer()],
    });
    const { user, calls } = open('/ai-assistant?c=1', server);
    expect(await screen.findByText('Answers written by gpt-4o-mini from our sources')).toBeInTheDocument();
    const share = await screen.findByRole('switch', {
      name: 'Also send it to the outside model (gpt-4o-mini)',
    });
    expect(share).toHaveAttribute('aria-checked', 'false');
    await user.click(share);
    await waitFor(() => expect(share).toHaveAttribute('aria-checked', 'true'));
    expect(calls('PATCH', ASSISTANT_PATHS.session(1))[0]!.body).toEqual({
      use_my_context: true,
      share_context_with_model: true,
    });
  });

  it('is not offered to an expert, who has no cycle log of her own here', async () => {
    open('/ai-assistant?c=1', answered(), 'expert');
    await screen.findByRole('list', { name: 'Conversation' });
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

describe('conversations', () => {
  it('renames one through a dialog and deletes one after asking', async () => {
    const server = assistantServer({ sessions: [session(), session({ id: 2, title: 'Two-week wait' })] });
    const { user, router } = open('/ai-assistant?c=1', server);
    const list = await screen.findByRole('navigation', { name: 'Assistant conversations' });
    await user.click(within(list).getByRole('button', { name: 'Actions for Two-week wait' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename conversation' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Waiting tips');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByRole('link', { name: /Waiting tips/ })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /^Actions for What are the warning signs/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete conversation' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Conversation deleted'));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(within(list).queryByRole('link', { name: /warning signs/ })).toBeNull());
  });

  it('pages the list 20 at a time with Load more', async () => {
    const many = Array.from({ length: 23 }, (_, i) => session({ id: i + 1, title: `Chat ${i + 1}` }));
    const { user, calls } = open('/ai-assistant', assistantServer({ sessions: many }));
    const list = await screen.findByRole('navigation', { name: 'Assistant conversations' });
    expect(within(list).getAllByRole('link')).toHaveLength(20);
    await user.click(within(list).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(23));
    expect(
      calls('GET', ASSISTANT_PATHS.sessions).map((c) => new URL(c.url, 'http://x').searchParams.get('skip')),
    ).toEqual(['0', '20']);
  });
});
