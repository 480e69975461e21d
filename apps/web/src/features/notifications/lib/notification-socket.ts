import {
  NOTIFICATION_SOCKET_PATH,
  NOTIFICATION_SOCKET_PROTOCOL,
  SOCKET_RECONNECT_ATTEMPTS,
  SOCKET_RECONNECT_DELAY_MS,
  notificationSocketFrame,
  type NotificationSocketFrame,
} from '@fertilia/contracts';

/** The parts of a browser WebSocket this client uses, so tests can hand in a stand-in. */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  close: (code?: number, reason?: string) => void;
}

export type SocketFactory = (url: string, protocols: string[]) => SocketLike;

export interface NotificationSocketOptions {
  /** The access token to offer now; null stops the connection. */
  token: string;
  onFrame: (frame: NotificationSocketFrame) => void;
  /** Each (re)connection: a good moment to re-read what may have been missed while away. */
  onOpen?: () => void;
  /** Asked before a retry; true means the token has lapsed and a retry with it would only be refused. */
  tokenExpired?: () => boolean;
  /** Called instead of retrying with a lapsed token: refresh it, and a new connection follows the new token. */
  onTokenExpired?: () => void;
  createSocket?: SocketFactory;
  url?: string;
}

/** ws:// or wss:// to /api/ws/ on this site (the API and the web app share one origin). */
export const notificationSocketUrl = (location: Pick<Location, 'protocol' | 'host'> = window.location) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${NOTIFICATION_SOCKET_PATH}`;

const browserSocket: SocketFactory = (url, protocols) => new WebSocket(url, protocols);

/** Reads one frame; anything that is not a frame of the contract is ignored. */
export function parseFrame(raw: unknown): NotificationSocketFrame | null {
  if (typeof raw !== 'string') return null;
  try {
    const result = notificationSocketFrame.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * Opens the notification socket with the token in Sec-WebSocket-Protocol (never in the address). When the
 * connection drops it tries again up to SOCKET_RECONNECT_ATTEMPTS times, SOCKET_RECONNECT_DELAY_MS apart
 * (spec 02 §4, §9); a connection that opens resets the count. Returns the function that ends it for good.
 */
export function openNotificationSocket(options: NotificationSocketOptions): () => void {
  const create = options.createSocket ?? browserSocket;
  const url = options.url ?? notificationSocketUrl();
  let socket: SocketLike | null = null;
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const connect = () => {
    const current = create(url, [NOTIFICATION_SOCKET_PROTOCOL, options.token]);
    socket = current;
    current.onopen = () => {
      retries = 0;
      options.onOpen?.();
    };
    current.onmessage = (event) => {
      const frame = parseFrame(event.data);
      if (frame) options.onFrame(frame);
    };
    current.onclose = () => {
      if (stopped || socket !== current) return;
      socket = null;
      if (options.tokenExpired?.()) {
        options.onTokenExpired?.();
        return;
      }
      if (retries >= SOCKET_RECONNECT_ATTEMPTS) return;
      retries += 1;
      timer = setTimeout(connect, SOCKET_RECONNECT_DELAY_MS);
    };
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    const current = socket;
    socket = null;
    current?.close(1000, 'done');
  };
}
