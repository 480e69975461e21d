import { Link } from 'react-router';
import { LogOut } from 'lucide-react';
import { ROLE_LABELS, type Role } from '@fertilia/contracts/core';
import type { LoadedMenuProps } from '@/components/ui/deferred-menu';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  TriggeredMenu,
} from '@/components/ui/dropdown-menu';
import { useSession } from '@/lib/session-context';
import { userMenuItems } from './nav-items';

interface AccountMenuProps extends LoadedMenuProps {
  name: string;
  subscriptionsEnabled: boolean;
}

/** Loaded on first use: the account menu's entries of spec 01 §2, ending with Log out. */
export function AccountMenu({ name, subscriptionsEnabled, ...menu }: AccountMenuProps) {
  const { user, signOut } = useSession();
  if (!user) return null;
  const items = userMenuItems({ role: user.role, subscriptionsEnabled });
  return (
    <TriggeredMenu {...menu}>
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
    </TriggeredMenu>
  );
}
