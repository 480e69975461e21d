import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { fakeLiveSocket } from './fake-socket';
import { useLiveSocket, type LiveHandlers } from './use-live-socket';

describe('useLiveSocket', () => {
  it('lets two screens share rooms and events, and reports the connection state', async () => {
    const live = fakeLiveSocket();
    const got: string[] = [];
    const feed = renderHook(
      ({ handlers }: { handlers: LiveHandlers }) =>
        useLiveSocket(['feed', 'post:1'], handlers, live.connection),
      { initialProps: { handlers: { post_update: () => got.push('old handler') } } },
    );
    const chat = renderHook(() =>
      useLiveSocket(['conversation:5', 'post:1'], { new_message: () => got.push('chat') }, live.connection),
    );
    const socket = await live.opened();
    expect(feed.result.current).toBe('connecting');
    act(() => socket.fire('connect'));
    expect(feed.result.current).toBe('open');
    expect(chat.result.current).toBe('open');
    expect(socket.emitted.map(([, room]) => room).sort()).toEqual(['conversation:5', 'feed', 'post:1']);

    feed.rerender({ handlers: { post_update: () => got.push('feed') } });
    act(() => {
      socket.fire('post_update', {});
      socket.fire('new_message', {});
    });
    expect(got).toEqual(['feed', 'chat']);

    feed.unmount();
    expect(socket.emitted.slice(3)).toEqual([['unsubscribe', 'feed']]);
    act(() => socket.fire('post_update', {}));
    expect(got).toEqual(['feed', 'chat']);
    chat.unmount();
    expect(socket.emitted.slice(4).sort()).toEqual([
      ['unsubscribe', 'conversation:5'],
      ['unsubscribe', 'post:1'],
    ]);
  });

  it('connects with no rooms (the member’s own events still arrive) but not while rooms are null', async () => {
    const live = fakeLiveSocket();
    const { rerender } = renderHook(
      ({ rooms }: { rooms: string[] | null }) => useLiveSocket(rooms, {}, live.connection),
      { initialProps: { rooms: null as string[] | null } },
    );
    expect(live.load).not.toHaveBeenCalled();
    rerender({ rooms: [] });
    const socket = await live.opened();
    act(() => socket.fire('connect'));
    expect(live.connection.getState()).toBe('open');
    expect(socket.emitted).toEqual([]);
  });
});
