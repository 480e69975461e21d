import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { CONVERSATION_MESSAGES, type ChatMessage } from '@fertilia/contracts';
import { messageKeys } from '../api/keys';
import { addMessage, flattenThread, fromLive, markMessageRemoved } from './thread-cache';

const message = (id: number, senderId = 2): ChatMessage => ({
  id,
  message_id: id,
  conversation_id: 5,
  session_id: 5,
  content: `Message ${id}`,
  sources: [],
  sender: {
    id: senderId,
    username: `u${senderId}`,
    display_name: `User ${senderId}`,
    avatar: null,
    role_label: null,
  },
  created_at: '2026-11-21T10:00:00.000Z',
  is_own: false,
});

describe('thread cache', () => {
  it('adds a message at the end of a loaded thread once, whichever way it arrives first', () => {
    const client = new QueryClient();
    client.setQueryData(messageKeys.thread(5), {
      pages: [
        { items: [message(3), message(4)], total: 4, skip: 0, limit: 2 },
        { items: [message(1), message(2)], total: 4, skip: 2, limit: 2 },
      ],
      pageParams: [0, 2],
    });
    expect(addMessage(client, message(5))).toBe(true);
    expect(addMessage(client, message(5))).toBe(false);
    expect(addMessage(client, message(2))).toBe(false);
    const thread = client.getQueryData(messageKeys.thread(5)) as Parameters<typeof flattenThread>[0];
    expect(flattenThread(thread).map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves a thread that is not loaded alone', () => {
    const client = new QueryClient();
    expect(addMessage(client, message(9))).toBe(false);
    expect(client.getQueryData(messageKeys.thread(5))).toBeUndefined();
  });

  it('marks a live message as the viewer’s own by its sender', () => {
    const { is_own: _ignored, ...publicMessage } = message(7, 11);
    expect(fromLive(publicMessage, 11).is_own).toBe(true);
    expect(fromLive(publicMessage, 12).is_own).toBe(false);
  });

  it('shows a removed message as the server does after a reload, in whichever page holds it', () => {
    const client = new QueryClient();
    client.setQueryData(messageKeys.thread(5), {
      pages: [
        { items: [message(3), message(4)], total: 4, skip: 0, limit: 2 },
        { items: [{ ...message(1), sources: ['a source'] }, message(2)], total: 4, skip: 2, limit: 2 },
      ],
      pageParams: [0, 2],
    });
    expect(markMessageRemoved(client, 5, 1)).toBe(true);
    expect(markMessageRemoved(client, 5, 99)).toBe(false);
    expect(markMessageRemoved(client, 6, 1)).toBe(false);
    const thread = client.getQueryData(messageKeys.thread(5)) as Parameters<typeof flattenThread>[0];
    const [removed, ...rest] = flattenThread(thread);
    expect(removed).toMatchObject({
      id: 1,
      content: CONVERSATION_MESSAGES.removedMarker,
      sources: [],
      removed: true,
    });
    expect(rest.map((m) => [m.id, m.content, m.removed])).toEqual([
      [2, 'Message 2', undefined],
      [3, 'Message 3', undefined],
      [4, 'Message 4', undefined],
    ]);
  });
});
