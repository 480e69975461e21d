import {
  REALTIME_PATH,
  SOCKET_COMMANDS,
  SOCKET_RECONNECT_ATTEMPTS,
  SOCKET_RECONNECT_DELAY_MS,
} from '@fertilia/contracts';

/** Spec 02 §4: the real-time connection passes through these states. */
export type LiveState = 'closed' | 'connecting' | 'open' | 'closing';

/** The few parts of a socket.io client socket this module uses (a fake stands in for it in tests). */
export interface SocketLike {
  readonly active: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
  io: { on(event: string, listener: (...args: never[]) => void): unknown };
}

export interface SocketOptions {
  path: string;
  transports: string[];
  withCredentials: boolean;
  auth: (cb: (data: object) => void) => void;
  reconnection: boolean;
  reconnectionAttempts: number;
  reconnectionDelay: number;
  reconnectionDelayMax: number;
  autoConnect: boolean;
}
export type SocketFactory = (options: SocketOptions) => SocketLike;
export type EventListener = (payload: unknown) => void;

/** Closing waits this long, so moving from one live screen to the next keeps the same connection. */
const CLOSE_DELAY_MS = 1_000;

/** How long `request` waits for the server's answer. */
const REQUEST_TIMEOUT_MS = 10_000;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The tab's one socket.io connection, shared by every live screen. Rooms are reference-counted (the feed, a
 * post and a conversation may be followed at once) and asked for again after every reconnect, since the
 * server forgets them with the old socket. The client library is loaded on first use only.
 */
export class LiveSocket {
  private state: LiveState = 'closed';
  private socket: SocketLike | null = null;
  private users = 0;
  private closeTimer: ReturnType<typeof setTimeout> | null = null;
  private refreshedAfterRefusal = false;
  private readonly rooms = new Map<string, number>();
  private readonly stateListeners = new Set<() => void>();
  private readonly listeners = new Map<string, Set<EventListener>>();
  /** Events the current socket already forwards to `listeners`. */
  private readonly bound = new Set<string>();

  constructor(
    private readonly loadFactory: () => Promise<SocketFactory>,
    /** Read at every (re)connect, so a refreshed access token is used. */
    private readonly token: () => string | null,
    /** Asked for a fresh access token when the server refuses the handshake (an expired token). */
    private readonly refreshToken: () => Promise<unknown> = () => Promise.reject(new Error('no refresh')),
  ) {}

  getState = (): LiveState => this.state;

  onState = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** Hands every `event` payload the server sends to the listener, as received; the caller checks its shape. */
  on(event: string, listener: EventListener): () => void {
    const set = this.listeners.get(event) ?? new Set<EventListener>();
    this.listeners.set(event, set);
    set.add(listener);
    if (this.socket) this.bind(this.socket, event);
    return () => set.delete(listener);
  }

  /** A screen starts using the connection; the first one opens it (or revives one that gave up retrying). */
  acquire(): void {
    this.users += 1;
    if (this.closeTimer) clearTimeout(this.closeTimer);
    this.closeTimer = null;
    this.resume();
  }

  /** A screen is done with it; when none is left the connection closes shortly after. */
  release(): void {
    this.users = Math.max(0, this.users - 1);
    if (this.users > 0 || this.closeTimer) return;
    this.closeTimer = setTimeout(() => {
      this.closeTimer = null;
      if (this.users === 0) this.close();
    }, CLOSE_DELAY_MS);
  }

  subscribe(room: string): void {
    const count = this.rooms.get(room) ?? 0;
    this.rooms.set(room, count + 1);
    if (count === 0 && this.state === 'open') this.emit(SOCKET_COMMANDS.subscribe, room);
  }

  unsubscribe(room: string): void {
    const count = this.rooms.get(room) ?? 0;
    if (count > 1) return void this.rooms.set(room, count - 1);
    this.rooms.delete(room);
    if (count === 1 && this.state === 'open') this.emit(SOCKET_COMMANDS.unsubscribe, room);
  }

  /** Spec 02 §4: sending while not connected only logs an error. Returns whether it was sent. */
  emit(event: string, payload: unknown): boolean {
    if (this.state !== 'open' || !this.socket) {
      console.error(`Live updates: cannot send '${event}' while the connection is ${this.state}`);
      return false;
    }
    this.socket.emit(event, payload, (ack: unknown) => {
      if (isRecord(ack) && ack.ok === false) console.error(`Live updates: ${event} refused`, ack.error);
    });
    return true;
  }

  /**
   * Sends a command whose answer matters (the visit's join, signals) and resolves with the server's ack;
   * rejects when the connection is not open or no answer comes within `timeoutMs`.
   */
  request(event: string, payload: unknown, timeoutMs = REQUEST_TIMEOUT_MS): Promise<unknown> {
    const socket = this.socket;
    if (this.state !== 'open' || !socket) return Promise.reject(new Error(`not connected (${this.state})`));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer to '${event}'`)), timeoutMs);
      socket.emit(event, payload, (ack: unknown) => {
        clearTimeout(timer);
        resolve(ack);
      });
    });
  }

  /** Opens the connection when screens want it, none is under way and there is a token to show. */
  resume(): void {
    if (this.users === 0 || this.state !== 'closed' || !this.token()) return;
    if (!this.socket) return this.open();
    this.setState('connecting');
    this.socket.connect();
  }

  /** Closes at once, e.g. on sign-out; the room counts stay with the screens that hold them. */
  close(): void {
    if (this.closeTimer) clearTimeout(this.closeTimer);
    this.closeTimer = null;
    const socket = this.socket;
    if (!socket) return this.setState('closed');
    this.setState('closing');
    this.socket = null;
    socket.disconnect();
    this.setState('closed');
  }

  private setState(next: LiveState): void {
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.stateListeners) listener();
  }

  private open(): void {
    this.setState('connecting');
    this.loadFactory().then(
      (factory) => {
        if (this.socket) return; // an earlier load attached already
        // Every screen left (or the member signed out) while the library was loading.
        if (this.users === 0 || this.state !== 'connecting') return this.setState('closed');
        this.attach(
          factory({
            path: REALTIME_PATH,
            transports: ['websocket'],
            withCredentials: true,
            auth: (cb) => cb({ token: this.token() ?? '' }),
            reconnection: true,
            reconnectionAttempts: SOCKET_RECONNECT_ATTEMPTS,
            reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
            reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MS,
            autoConnect: true,
          }),
        );
      },
      (error: unknown) => {
        console.error('Live updates unavailable', error);
        this.setState('closed');
      },
    );
  }

  private attach(socket: SocketLike): void {
    this.socket = socket;
    this.bound.clear();
    // A socket closed by us may still report; only the current one changes the state.
    const current = () => this.socket === socket;
    socket.on('connect', () => {
      if (!current()) return;
      this.refreshedAfterRefusal = false;
      this.setState('open');
      for (const room of this.rooms.keys()) this.emit(SOCKET_COMMANDS.subscribe, room);
    });
    socket.on('disconnect', () => {
      // socket.io retries by itself unless we closed it (or the server refused us): connecting again.
      if (current()) this.setState(socket.active ? 'connecting' : 'closed');
    });
    socket.on('connect_error', () => {
      if (!current()) return;
      if (socket.active) return this.setState('connecting');
      // The server refused the handshake (token expired or revoked): one fresh token, one more try.
      this.setState('closed');
      if (this.refreshedAfterRefusal) return;
      this.refreshedAfterRefusal = true;
      this.refreshToken().then(
        () => {
          if (current() && this.users > 0 && this.state === 'closed') {
            this.setState('connecting');
            socket.connect();
          }
        },
        () => undefined,
      );
    });
    socket.io.on('reconnect_attempt', () => current() && this.setState('connecting'));
    socket.io.on('reconnect_failed', () => current() && this.setState('closed'));
    for (const event of this.listeners.keys()) this.bind(socket, event);
  }

  private bind(socket: SocketLike, event: string): void {
    if (this.bound.has(event)) return;
    this.bound.add(event);
    socket.on(event, (payload: unknown) => {
      if (this.socket !== socket) return;
      for (const listener of this.listeners.get(event) ?? []) listener(payload);
    });
  }
}
