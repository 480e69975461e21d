import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LOGOUT_REDIRECT_DELAY_MS, MESSAGES } from '@fertilia/contracts';
import { setNavigator } from '@/lib/navigation';
import { getSession, setSession } from '@/lib/session';
import { useSession } from '@/lib/session-context';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { accessToken, otherTab, type FakeTab } from '@/test/tabs';
import { makeUser } from '@/test/users';
import { SessionProvider } from './session-provider';

// A browser with Web Locks, set before the app's tab session is made (as in a secure page).
const locks = await vi.hoisted(async () => {
  const { createWebLocks } = await import('@/test/web-locks');
  const made = createWebLocks();
  Object.defineProperty(navigator, 'locks', { configurable: true, value: made });
  return made;
});

const user = makeUser({ first_name: 'Sofia' });
const signedIn = {
  accessToken: accessToken('s1', Math.floor(Date.now() / 1000) + 900),
  refreshToken: 'r1',
  user,
};
const navigations: string[] = [];
let other: FakeTab | undefined;

function Probe() {
  const { user: current, isAuthenticated, signOut } = useSession();
  return isAuthenticated ? (
    <button type="button" onClick={() => void signOut()}>
      Signed in as {current?.first_name}
    </button>
  ) : (
    <p>Sign-in form</p>
  );
}

function mount() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  navigations.length = 0;
  setNavigator((to) => navigations.push(to));
  installTestFetch(({ url }) =>
    url.startsWith('/api/auth/logout')
      ? jsonResponse(200, { message: MESSAGES.loggedOutDetail })
      : jsonResponse(200, user),
  );
});

afterEach(async () => {
  other?.stop();
  other = undefined;
  // Let go of the locks the tabs held (a task away, as in a browser) before the next test looks at them.
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('a tab opened from a link', () => {
  it('is signed in with the session of an open tab, never showing the sign-in form first', async () => {
    other = otherTab(signedIn, { locks });
    mount();
    expect(screen.queryByText('Sign-in form')).not.toBeInTheDocument();
    expect(screen.getByText('Loading Fertilia')).toBeInTheDocument();
    expect(await screen.findByText('Signed in as Sofia')).toBeInTheDocument();
    expect(getSession()).toEqual(signedIn);
  });

  it('shows the sign-in form at once when no tab is signed in', async () => {
    mount();
    // One task for the lock table's answer; nothing waits on a timer.
    return waitFor(() => expect(screen.getByText('Sign-in form')).toBeInTheDocument(), { timeout: 200 });
  });
});

describe('signing out in one tab', () => {
  it('signs out the other tabs of that sign-in', async () => {
    setSession(signedIn);
    other = otherTab(signedIn, { locks });
    const heard = vi.fn();
    other.session.onEnded(heard);
    mount();
    await act(async () => screen.getByRole('button', { name: 'Signed in as Sofia' }).click());
    await waitFor(() => expect(heard).toHaveBeenCalledWith('signed_out'));
    await waitFor(() => expect(navigations).toEqual(['/login']), {
      timeout: LOGOUT_REDIRECT_DELAY_MS + 1_000,
    });
  });

  it('is heard here: this tab forgets the session and goes to /login', async () => {
    setSession(signedIn);
    other = otherTab(signedIn, { locks });
    mount();
    await screen.findByText('Signed in as Sofia');
    other.session.announceEnded('s1', 'signed_out');
    expect(await screen.findByText('Sign-in form')).toBeInTheDocument();
    expect(getSession().accessToken).toBeNull();
    await waitFor(() => expect(navigations).toEqual(['/login']), {
      timeout: LOGOUT_REDIRECT_DELAY_MS + 1_000,
    });
  });
});
