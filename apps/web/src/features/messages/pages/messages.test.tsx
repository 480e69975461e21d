import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONVERSATION_MESSAGES,
  conversationsApi,
  pathOf,
  type ChatMessage,
  type Conversation,
} from '@fertilia/contracts';
import { setSession } from '@/lib/session';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser } from '@/test/users';
import { Component as Messages } from './messages';

const toasts = spyOnToasts();

/** A stand-in socket: records what the screen asks for and lets the test play server events. */
const live = vi.hoisted(() => {
  const handlers = new Map<string, ((payload: unknown) => void)[]>();
  const emitted: unknown[][] = [];
  const socket = {
    active: true,
    on: (event: string, fn: (payload: unknown) => void) =>
      handlers.set(event, [...(handlers.get(event) ?? []), fn]),
    emit: (...args: unknown[]) => emitted.push(args),
    connect: () => undefined,
    disconnect: () => undefined,
    io: { on: () => undefined },
  };
  return {
    handlers,
    emitted,
    socket,
    fire: (event: string, payload?: unknown) => handlers.get(event)?.forEach((fn) => fn(payload)),
  };
});
vi.mock('socket.io-client', () => ({ io: () => live.socket }));

const me = makeUser({ id: 1, first_name: 'Ada', last_name: 'Lovelace' });
const ben = { id: 2, username: 'ben', display_name: 'Ben Otter', avatar: null, role_label: null };
const ada = { id: 1, username: 'ada', display_name: 'Ada Lovelace', avatar: null, role_label: null };
const msg = (id: number, own: boolean, content: string): ChatMessage => ({
  id,
  message_id: id,
  conversation_id: 5,
  session_id: 5,
  content,
  sources: [],
  sender: own ? ada : ben,
  created_at: '2026-11-21T10:00:00.000Z',
  is_own: own,
});
const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  id: 5,
  title: null,
  type: 'direct',
  participants: [ada, ben],
  last_message: msg(11, false, 'How did the scan go?'),
  unread_count: 3,
  created_at: '2026-11-21T09:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  ...over,
});
const LIST = pathOf(conversationsApi.list);
const MEMBERS = pathOf(conversationsApi.members);
const SETTINGS = pathOf(conversationsApi.settings);
const onePath = (id: number) => pathOf(conversationsApi.get, { id });
const threadPath = (id: number) => pathOf(conversationsApi.messages, { id });
const page = <T,>(items: T[], skip = 0, total = items.length, limit = 20) => ({ items, total, skip, limit });

type Route = (request: RecordedRequest) => Response | undefined;
function serve(route: Route) {
  setSession({ accessToken: 'a', refreshToken: 'r', user: me });
  const fetch = installTestFetch((request) => {
    const answer = route(request);
    if (answer) return answer;
    if (request.url.startsWith(SETTINGS)) return jsonResponse(200, { accept_messages_from: 'everyone' });
    if (request.url.includes('/read/'))
      return jsonResponse(200, { message: 'ok', conversation_id: 5, unread_count: 0 });
    return jsonResponse(200, me);
  });
  return fetch;
}
const routes = [
  { path: '/messages', element: <Messages /> },
  { path: '/messages/:conversationId', element: <Messages /> },
];

describe('messages area', () => {
  it('lists conversations with unread badges and shows the thread of the open one', async () => {
    serve(({ url }) => {
      if (url.startsWith(`${LIST}?`)) return jsonResponse(200, page([conversation()]));
      if (url === onePath(5)) return jsonResponse(200, conversation());
      if (url.startsWith(threadPath(5)))
        return jsonResponse(
          200,
          page([msg(10, true, 'Hi Ben'), msg(11, false, 'How did the scan go?')], 0, 2, 50),
        );
      return undefined;
    });
    renderRoutes(routes, '/messages/5');
    const link = await screen.findByRole('link', { name: /Ben Otter/ });
    expect(link).toHaveAttribute('href', '/messages/5');
    expect(within(link).getByLabelText('3 unread')).toHaveTextContent('3');
    const thread = await screen.findByRole('list', { name: 'Messages' });
    expect(within(thread).getByText('Hi Ben')).toBeInTheDocument();
    expect(within(thread).getByText('How did the scan go?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report message from Ben Otter' })).toBeInTheDocument();
    // A one-to-one chat is not counted as "2 people".
    expect(screen.getByText('Private conversation')).toBeInTheDocument();
    expect(screen.queryByText('2 people')).toBeNull();
  });

  it('sends with Enter without a toast, and shows a live message without reloading', async () => {
    const fetch = serve(({ url, method }) => {
      if (url.startsWith(`${LIST}?`)) return jsonResponse(200, page([conversation()]));
      if (url === onePath(5)) return jsonResponse(200, conversation());
      if (url.startsWith(threadPath(5)))
        return method === 'POST'
          ? jsonResponse(201, msg(12, true, 'It went well'))
          : jsonResponse(200, page([msg(11, false, 'How did the scan go?')], 0, 1, 50));
      return undefined;
    });
    renderRoutes(routes, '/messages/5');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Write a message'), 'It went well{Enter}');
    const thread = screen.getByRole('list', { name: 'Messages' });
    expect(await within(thread).findByText('It went well')).toBeInTheDocument();
    const post = fetch.calls.find((c) => c.method === 'POST' && c.url.endsWith('/messages/'));
    expect(post?.body).toEqual({ content: 'It went well' });
    expect(toasts.success).not.toHaveBeenCalled();

    // The screen follows the conversation's room and applies what arrives.
    await vi.waitFor(() => expect(live.handlers.get('connect')).toBeDefined());
    act(() => live.fire('connect'));
    expect(live.emitted.some(([command, room]) => command === 'subscribe' && room === 'conversation:5')).toBe(
      true,
    );
    const { is_own: _own, ...incoming } = msg(13, false, 'So glad to hear!');
    act(() => live.fire('new_message', { conversation_id: 5, message: incoming }));
    expect(await within(thread).findByText('So glad to hear!')).toBeInTheDocument();

    // A moderator removes Ben's first message: it reads as removed at once, with nothing left to report.
    const reports = () => within(thread).queryAllByRole('button', { name: /Report message/ });
    expect(reports()).toHaveLength(2);
    act(() => live.fire('message_removed', { conversation_id: 5, message_id: 11 }));
    expect(await within(thread).findByText(CONVERSATION_MESSAGES.removedMarker)).toBeInTheDocument();
    expect(within(thread).queryByText('How did the scan go?')).not.toBeInTheDocument();
    expect(reports()).toHaveLength(1);
  });

  it('tells when sending fails and keeps the text', async () => {
    serve(({ url, method }) => {
      if (url.startsWith(`${LIST}?`)) return jsonResponse(200, page([conversation()]));
      if (url === onePath(5)) return jsonResponse(200, conversation());
      if (url.startsWith(threadPath(5)))
        return method === 'POST'
          ? jsonResponse(500, { detail: 'Internal server error' })
          : jsonResponse(200, page([], 0, 0, 50));
      return undefined;
    });
    renderRoutes(routes, '/messages/5');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Write a message'), 'Hello?{Enter}');
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith(CONVERSATION_MESSAGES.sendFailed));
    expect(screen.getByLabelText('Write a message')).toHaveValue('Hello?');
  });

  it('shows the spec texts when the conversation or its messages cannot be loaded', async () => {
    serve(({ url }) => {
      if (url.startsWith(`${LIST}?`)) return jsonResponse(200, page([]));
      if (url === onePath(5)) return jsonResponse(500, { detail: 'x' });
      if (url.startsWith(threadPath(5))) return jsonResponse(200, page([], 0, 0, 50));
      if (url === onePath(6)) return jsonResponse(200, conversation({ id: 6 }));
      if (url.startsWith(threadPath(6))) return jsonResponse(500, { detail: 'x' });
      return undefined;
    });
    const { router } = renderRoutes(routes, '/messages/5');
    expect(await screen.findByText(CONVERSATION_MESSAGES.conversationLoadFailed)).toBeInTheDocument();
    expect(screen.getByText('No conversations yet')).toBeInTheDocument();
    await act(() => router.navigate('/messages/6'));
    expect(await screen.findByText(CONVERSATION_MESSAGES.messagesLoadFailed)).toBeInTheDocument();
  });

  it('toasts when more conversations cannot be loaded', async () => {
    serve(({ url }) => {
      if (!url.startsWith(`${LIST}?`)) return undefined;
      const skip = Number(new URL(url, 'http://x').searchParams.get('skip'));
      if (skip > 0) return jsonResponse(500, { detail: 'x' });
      return jsonResponse(
        200,
        page(
          Array.from({ length: 20 }, (_, i) => conversation({ id: 100 + i })),
          0,
          40,
        ),
      );
    });
    renderRoutes(routes, '/messages');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load more conversations' }));
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith(CONVERSATION_MESSAGES.loadMoreFailed));
  });
});

describe('new conversation', () => {
  const startWith = async (answer: () => Response) => {
    const fetch = serve(({ url, method }) => {
      if (url.startsWith(`${LIST}?`)) return jsonResponse(200, page([]));
      if (url.startsWith(MEMBERS)) return jsonResponse(200, page([ben], 0, 1, 10));
      if (url === LIST && method === 'POST') return answer();
      if (url === onePath(9))
        return jsonResponse(200, conversation({ id: 9, last_message: null, unread_count: 0 }));
      if (url.startsWith(threadPath(9))) return jsonResponse(200, page([], 0, 0, 50));
      return undefined;
    });
    const rendered = renderRoutes(routes, '/messages');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New conversation' }));
    await user.type(screen.getByLabelText(/Search members/), 'ben');
    await user.click(await screen.findByRole('button', { name: /Ben Otter/, pressed: false }));
    await user.click(screen.getByRole('button', { name: 'Start conversation' }));
    return { fetch, ...rendered };
  };

  it('finds a member by name and opens the conversation', async () => {
    const { fetch, router } = await startWith(() =>
      jsonResponse(201, conversation({ id: 9, last_message: null, unread_count: 0 })),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/messages/9'));
    expect(fetch.calls.find((c) => c.url.startsWith(MEMBERS))?.url).toContain('q=ben');
    expect(fetch.calls.find((c) => c.method === 'POST')?.body).toEqual({ participants: [2] });
  });

  it('says Invalid response from server when the answer has no id', async () => {
    await startWith(() => jsonResponse(201, { title: null }));
    expect(await screen.findByText(CONVERSATION_MESSAGES.invalidResponse)).toBeInTheDocument();
  });

  it('shows a refusal in the member’s own words', async () => {
    await startWith(() => jsonResponse(403, { detail: CONVERSATION_MESSAGES.refusesMessages('Ben Otter') }));
    expect(await screen.findByText(CONVERSATION_MESSAGES.refusesMessages('Ben Otter'))).toBeInTheDocument();
  });

  it('shows Unable to start conversation when the server fails', async () => {
    await startWith(() => jsonResponse(500, { detail: 'x' }));
    expect(await screen.findByText(CONVERSATION_MESSAGES.startFailed)).toBeInTheDocument();
  });
});
