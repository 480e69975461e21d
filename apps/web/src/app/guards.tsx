import { Navigate, Outlet, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SESSION_EXPIRED_PATH, sessionJustExpired } from '@/lib/api-client';
import { resolveDashboard } from '@/lib/landing';
import { patientRedirect, professionalRedirect, signedInRedirect, staffRedirect } from './guard-rules';
import { useSession } from '@/lib/session-context';

/** Where a guard sends someone without a session: after an expiry the sign-in page should say so. */
const loginPath = (plain: string) => (sessionJustExpired() ? SESSION_EXPIRED_PATH : plain);

/** Signed-in area: visitors go to /login (remembering where they were), unconfirmed users to /confirm-email. */
export function RequireAuth() {
  const { user, isAuthenticated } = useSession();
  const location = useLocation();
  const to = signedInRedirect(isAuthenticated ? user : null);
  if (to) {
    const target = to === '/login' ? loginPath(to) : to;
    return <Navigate to={target} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}

/** Admin area: the five staff roles only. */
export function RequireStaff() {
  const { user, isAuthenticated } = useSession();
  const to = staffRedirect(isAuthenticated ? user : null);
  if (to) return <Navigate to={isAuthenticated ? to : loginPath(to)} replace />;
  return <Outlet />;
}

/** Patient-only area; sits inside RequireAuth. */
export function RequirePatient() {
  const { user } = useSession();
  const to = patientRedirect(user);
  return to ? <Navigate to={to} replace /> : <Outlet />;
}

/** Expert-only area; sits inside RequireAuth. */
export function RequireProfessional() {
  const { user } = useSession();
  const to = professionalRedirect(user);
  return to ? <Navigate to={to} replace /> : <Outlet />;
}

/** /dashboard: sends each user to their own dashboard, or says plainly that the account is not recognised. */
export function DashboardRedirect() {
  const { user, signOut } = useSession();
  try {
    return <Navigate to={resolveDashboard(user)} replace />;
  } catch (error) {
    return (
      <div className="mx-auto max-w-xl py-10">
        <h1 className="sr-only">Dashboard</h1>
        <Alert
          tone="error"
          title={(error as Error).message}
          action={
            <Button variant="secondary" size="sm" onClick={() => void signOut()}>
              Sign out
            </Button>
          }
        >
          This account has no role we can open a dashboard for. Please contact support.
        </Alert>
      </div>
    );
  }
}
