import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

export { SITE_LINKS } from '../navigation/site-links';

export const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-ink-muted hover:bg-subtle hover:text-ink',
    isActive && 'text-ink',
  );

export function GuestActions({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <Button asChild variant="ghost">
        <Link to="/login" onClick={onNavigate}>
          Sign in
        </Link>
      </Button>
      <Button asChild>
        <Link to="/register" onClick={onNavigate}>
          Get started
        </Link>
      </Button>
    </>
  );
}
