import { Link } from 'react-router';
import { ChevronDown, LogOut } from 'lucide-react';
import { ROLE_LABELS, type Role } from '@fertilia/contracts';
import { Avatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSession } from '../session-provider';
import { useFeatureFlag } from '../use-app-config';
import { userMenuItems } from './nav-items';

/** The top-bar account menu of spec 01 §2, ending with Log out. */
export function UserMenu() {
  const { user, signOut } = useSession();
  const subscriptionsEnabled = useFeatureFlag('enableSubscriptionFeatures');
  if (!user) return null;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
  const items = userMenuItems({ role: user.role, subscriptionsEnabled });
  return (
    <DropdownMenu>
      {/* Named by its own text, not aria-label: the initials and the name on screen then never disagree with
          what a voice-control user has to say to press it (WCAG 2.5.3). */}
      <DropdownMenuTrigger className="flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus">
        <span className="sr-only">Account menu for </span>
        <span aria-hidden="true" className="inline-flex">
          <Avatar name={name} src={user.avatar_url ?? user.profile_picture} size="sm" />
        </span>
        <span className="sr-only max-w-40 truncate text-sm font-medium md:not-sr-only">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block truncate text-sm text-ink">{name}</span>
          <span className="block font-normal">{ROLE_LABELS[user.role as Role] ?? user.role}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.map(({ label, to, icon: Icon }) => (
          <DropdownMenuItem key={to + label} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
