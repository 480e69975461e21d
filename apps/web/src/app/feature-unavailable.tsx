import { Link } from 'react-router';
import { Construction } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useBreadcrumbTitle } from '@/lib/breadcrumb-title';
import { useSession } from '@/lib/session-context';

/**
 * The honest answer for a route whose feature is not built yet: no mock data, just where to go instead.
 * Lazy route module, hence the `Component` name.
 */
export function Component() {
  const { isAuthenticated } = useSession();
  // Nothing is loaded here, so an id in the address (a patient's) is named by its kind.
  useBreadcrumbTitle(null);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="sr-only">Not available yet</h1>
      <EmptyState
        icon={Construction}
        title="This part of Fertilia is not available yet"
        description="We are still building it. Everything you have already saved is safe, and this page will open here once it is ready."
        action={
          <Button asChild>
            <Link to={isAuthenticated ? '/dashboard' : '/'}>
              {isAuthenticated ? 'Back to your dashboard' : 'Back to the home page'}
            </Link>
          </Button>
        }
      />
    </div>
  );
}
