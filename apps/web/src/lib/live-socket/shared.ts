import { refreshAccessToken } from '@/lib/api-client';
import { getSession, subscribe } from '@/lib/session';
import { LiveSocket, type SocketFactory } from './live-socket';

let shared: LiveSocket | null = null;

/**
 * The one live connection of this tab. socket.io-client is fetched the first time a live screen opens, so
 * the landing page never loads it. Signing out closes the connection at once; signing in again reopens it
 * for the screens still on show.
 */
export function liveSocket(): LiveSocket {
  if (shared) return shared;
  const connection = new LiveSocket(
    () => import('socket.io-client').then(({ io }) => ((options) => io(options)) as SocketFactory),
    () => getSession().accessToken,
    refreshAccessToken,
  );
  subscribe(() => {
    if (getSession().accessToken) connection.resume();
    else connection.close();
  });
  shared = connection;
  return connection;
}
