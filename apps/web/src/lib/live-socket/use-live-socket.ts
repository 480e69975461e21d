import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveSocket, LiveState } from './live-socket';
import { liveSocket } from './shared';

/** What a screen does with each server event it cares about; the payload is unchecked. */
export type LiveHandlers = Readonly<Record<string, (payload: unknown) => void>>;

const SEPARATOR = '\n';

/**
 * Keeps the tab's live connection open while the screen is, follows the given rooms and hands the named
 * events to `handlers` (the latest ones, so they need not be memoised). An empty list still connects: the
 * server sends a member's own events (e.g. a message in a new conversation) to each of her sockets. `null`
 * means not yet (e.g. the post is still loading). Returns the connection state.
 */
export function useLiveSocket(
  rooms: readonly string[] | null,
  handlers: LiveHandlers,
  connection: LiveSocket = liveSocket(),
): LiveState {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const enabled = rooms !== null;
  const roomKey = [...new Set(rooms)].sort().join(SEPARATOR);
  const eventKey = Object.keys(handlers).sort().join(SEPARATOR);

  useEffect(() => {
    if (!enabled) return;
    const followed = roomKey ? roomKey.split(SEPARATOR) : [];
    const stops = eventKey
      .split(SEPARATOR)
      .filter(Boolean)
      .map((event) => connection.on(event, (payload) => latest.current[event]?.(payload)));
    connection.acquire();
    for (const room of followed) connection.subscribe(room);
    return () => {
      for (const stop of stops) stop();
      for (const room of followed) connection.unsubscribe(room);
      connection.release();
    };
  }, [enabled, roomKey, eventKey, connection]);

  return useSyncExternalStore(connection.onState, connection.getState, connection.getState);
}
