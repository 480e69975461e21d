import type { User } from '@fertilia/contracts';
import { getSession, setSession, subscribe, tokenExpiry, tokenSessionId, type Session } from './session';

/**
 * The tabs of one browser that hold the same sign-in share it (ADR 011). Every refresh rotates the refresh
 * token and the server revokes a session whose rotated token comes back later (ADR 002), so tabs must never
 * refresh on their own copy: one refresh at a time per session (a Web Lock), its result told to the others
 * (a BroadcastChannel, which only reaches pages of this origin in this browser profile), and a tab opened
 * later asks an open one for the session instead of showing the sign-in form. Tokens still live only in each
 * tab's sessionStorage; nothing is written anywhere that outlives the tabs.
 */

/** A complete signed-in session, as one tab hands it to another. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  user: User;
}

export type EndReason = 'signed_out' | 'expired';

type TabMessage =
  | { type: 'refreshed'; tokens: TokenSet }
  | { type: 'ask'; id: string; sid: string | null; except: string | null }
  | { type: 'offer'; id: string; tokens: TokenSet }
  | { type: 'ended'; sid: string; reason: EndReason };

/** Held (shared) by every signed-in tab, so a new tab knows at once whether anyone could answer it. */
const HOLDER_LOCK = 'fertilia-session-holder';
const refreshLockName = (sid: string) => `fertilia-refresh:${sid}`;
/** An open tab answers within milliseconds; a busy one gets this long before the asker gives up. */
export const ASK_TIMEOUT_MS = 1_000;
/** Without Web Locks nobody can tell whether another tab exists: a short wait, and only after a refusal. */
export const FALLBACK_ASK_MS = 300;

export interface TabSessionDeps {
  channelName: string;
  /** This tab's stored session. */
  read: () => Session;
  /** Stores a session received from another tab. */
  write: (tokens: TokenSet) => void;
  /** Tells when this tab's session changes, to hold the holder lock exactly while signed in. */
  subscribe: (listener: () => void) => () => void;
  /** The browser's Web Locks (navigator.locks); absent outside secure contexts and in older browsers. */
  locks?: LockManager;
  createChannel?: (name: string) => BroadcastChannel;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isTokenSet(value: unknown): value is TokenSet {
  return (
    isRecord(value) &&
    typeof value.accessToken === 'string' &&
    typeof value.refreshToken === 'string' &&
    isRecord(value.user)
  );
}

/** The session when it is complete enough to hand over. */
function complete(session: Session): TokenSet | null {
  const { accessToken, refreshToken, user } = session;
  return accessToken && refreshToken && user ? { accessToken, refreshToken, user } : null;
}

/** A correlation id for one question, not a secret (randomUUID is missing outside secure contexts). */
const questionId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function createTabSession(deps: TabSessionDeps) {
  const { locks } = deps;
  let channel: BroadcastChannel | null = null;
  const answers = new Map<string, (tokens: TokenSet | null) => void>();
  const endedListeners = new Set<(reason: EndReason) => void>();
  let releaseHolder: (() => void) | null = null;
  let holding = false;

  const post = (message: TabMessage) => channel?.postMessage(message);

  /** Takes a newer pair of the same session; never an older one, never another sign-in's. */
  function adoptRefreshed(tokens: TokenSet) {
    const ours = deps.read();
    const sid = tokenSessionId(ours.accessToken);
    if (!sid || tokenSessionId(tokens.accessToken) !== sid) return;
    if ((tokenExpiry(tokens.accessToken) ?? 0) < (tokenExpiry(ours.accessToken) ?? 0)) return;
    if (tokens.accessToken === ours.accessToken && tokens.refreshToken === ours.refreshToken) return;
    deps.write(tokens);
  }

  function answer(question: Extract<TabMessage, { type: 'ask' }>) {
    const ours = complete(deps.read());
    if (!ours) return;
    if (question.sid && tokenSessionId(ours.accessToken) !== question.sid) return;
    if (question.except && ours.refreshToken === question.except) return;
    post({ type: 'offer', id: question.id, tokens: ours });
  }

  function receive(event: MessageEvent) {
    const message: unknown = event.data;
    if (!isRecord(message)) return;
    if (message.type === 'refreshed' && isTokenSet(message.tokens)) adoptRefreshed(message.tokens);
    else if (message.type === 'ask' && typeof message.id === 'string') {
      answer({
        type: 'ask',
        id: message.id,
        sid: typeof message.sid === 'string' ? message.sid : null,
        except: typeof message.except === 'string' ? message.except : null,
      });
    } else if (message.type === 'offer' && typeof message.id === 'string' && isTokenSet(message.tokens)) {
      answers.get(message.id)?.(message.tokens);
    } else if (message.type === 'ended' && typeof message.sid === 'string') {
      const reason: EndReason = message.reason === 'signed_out' ? 'signed_out' : 'expired';
      if (tokenSessionId(deps.read().accessToken) === message.sid)
        for (const listener of endedListeners) listener(reason);
    }
  }

  /** Holds the shared holder lock while this tab is signed in, and lets go when it is not. */
  function holdWhileSignedIn() {
    if (!locks) return;
    const signedIn = Boolean(deps.read().accessToken);
    if (signedIn && !releaseHolder) {
      const held = new Promise<void>((resolve) => {
        releaseHolder = resolve;
      });
      void locks
        .request(HOLDER_LOCK, { mode: 'shared' }, () => {
          holding = true;
          return held;
        })
        .finally(() => {
          holding = false;
        });
    } else if (!signedIn && releaseHolder) {
      releaseHolder();
      releaseHolder = null;
    }
  }

  /** Other signed-in tabs of this browser: a number with Web Locks, null when it cannot be known. */
  async function otherHolders(): Promise<number | null> {
    if (!locks) return null;
    const { held = [] } = await locks.query();
    const all = held.filter((lock) => lock.name === HOLDER_LOCK).length;
    return Math.max(0, all - (holding ? 1 : 0));
  }

  return {
    /** Opens the channel and starts holding the lock; returns the function that stops both. */
    start(): () => void {
      const create = deps.createChannel ?? ((name: string) => new BroadcastChannel(name));
      if (typeof BroadcastChannel === 'undefined' && !deps.createChannel) return () => undefined;
      const own = create(deps.channelName);
      channel = own;
      own.onmessage = receive;
      holdWhileSignedIn();
      const unsubscribe = deps.subscribe(holdWhileSignedIn);
      return () => {
        unsubscribe();
        releaseHolder?.();
        releaseHolder = null;
        for (const resolve of answers.values()) resolve(null);
        own.close();
        if (channel === own) channel = null;
      };
    },

    /**
     * Asks the other tabs for their session: any complete one for a new tab (`sid` null), else the pair of
     * this session that follows `except`. Resolves null when nobody answers in time, at once when Web Locks
     * say no other tab is signed in. On `boot`, without Web Locks, it does not ask at all: a first screen is
     * never held back on a guess.
     */
    async askOpenTabs({
      sid = null,
      except = null,
      boot = false,
    }: { sid?: string | null; except?: string | null; boot?: boolean } = {}): Promise<TokenSet | null> {
      if (!channel) return null;
      const others = await otherHolders();
      if (others === 0 || (others === null && boot)) return null;
      const id = questionId();
      return new Promise<TokenSet | null>((resolve) => {
        const timer = setTimeout(() => settle(null), others === null ? FALLBACK_ASK_MS : ASK_TIMEOUT_MS);
        const settle = (tokens: TokenSet | null) => {
          clearTimeout(timer);
          answers.delete(id);
          resolve(tokens);
        };
        answers.set(id, settle);
        post({ type: 'ask', id, sid, except });
      });
    },

    /** Runs `exchange` while no other tab of this session refreshes (in this tab only, without Web Locks). */
    withRefreshLock<T>(sid: string | null, exchange: () => Promise<T>): Promise<T> {
      if (!locks || !sid) return exchange();
      return locks.request(refreshLockName(sid), exchange) as Promise<T>;
    },

    /** Tells the other tabs of this session the pair that replaced theirs. */
    announceRefreshed(session: Session): void {
      const tokens = complete(session);
      if (tokens) post({ type: 'refreshed', tokens });
    },

    /** Tells the other tabs of session `sid` that it has ended (signed out here, or refused by the server). */
    announceEnded(sid: string | null, reason: EndReason): void {
      if (sid) post({ type: 'ended', sid, reason });
    },

    /** Called when another tab ends the session this tab holds. */
    onEnded(listener: (reason: EndReason) => void): () => void {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },

    /** Whether a new tab can learn quickly that another one holds a session (Web Locks and a channel). */
    canJoin: (): boolean => Boolean(locks) && typeof BroadcastChannel !== 'undefined',
  };
}

export type TabSession = ReturnType<typeof createTabSession>;

/** This tab's membership: the api-client refreshes through it, the session provider starts it. */
export const tabSession = createTabSession({
  channelName: 'fertilia-session',
  read: getSession,
  write: (tokens) => setSession(tokens),
  subscribe,
  locks: typeof navigator === 'undefined' ? undefined : navigator.locks,
});
