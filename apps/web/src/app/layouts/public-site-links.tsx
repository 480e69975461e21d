import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/** The public top bar's own links, shared by the desktop bar and the phone sheet. */
export const SITE_LINKS = [
  { label: 'Pricing', to: '/pricing' },
  { label: 'Blog', to: '/blog' },
  { label: 'About', to: '/about' },
] as const;

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
