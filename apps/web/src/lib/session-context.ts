import { createContext, use } from 'react';
import type { User } from '@fertilia/contracts';

export interface TokenPair {
  access_token: string;
  refresh_token?: string;
  user: User;
}

export interface SessionContextValue {
  user: User | null;
  isAuthenticated: boolean;
  /** Stores a token pair from sign-in, registration or a password change. */
  signIn: (pair: TokenPair) => void;
  /** Tells the server, forgets everything, says 'Logged out' and returns to /login. */
  signOut: () => Promise<void>;
  /** Account-level expiry (spec 01 §4). */
  expireSession: () => void;
  /** Re-reads the profile (e.g. after confirming an e-mail); null when it could not be fetched. */
  refreshProfile: () => Promise<User | null>;
  /** Replaces the stored user after an edit the server answered with the new profile. */
  updateUser: (user: User) => void;
}

/** Provided by app/session-provider.tsx around the whole app. */
export const SessionContext = createContext<SessionContextValue | null>(null);

/** The signed-in member and the session's actions: the one way features read the session. */
export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
