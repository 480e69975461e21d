import { ChevronDown } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { loadable } from '@/lib/loadable';
import { useSession } from '@/lib/session-context';
import { useFeatureFlag } from '../use-app-config';

const accountMenu = loadable(() => import('./user-menu-content').then((module) => module.AccountMenu));

const TRIGGER_CLASS =
  'flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus';

/**
 * The top-bar account menu of spec 01 §2. The button is here; the menu (Radix, floating-ui, the nav icons)
 * loads when the button is first hovered, focused or pressed.
 */
export function UserMenu() {
  const { user } = useSession();
  // Asked here rather than in the menu, so the flag has usually arrived by the time the menu opens.
  const subscriptionsEnabled = useFeatureFlag('enableSubscriptionFeatures');
  if (!user) return null;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
  return (
    <DeferredMenu
      menu={accountMenu}
      menuProps={{ name, subscriptionsEnabled }}
      triggerClassName={TRIGGER_CLASS}
      trigger={
        // Named by its own text, not aria-label: the initials and the name on screen then never disagree
        // with what a voice-control user has to say to press it (WCAG 2.5.3).
        <>
          <span className="sr-only">Account menu for </span>
          <span aria-hidden="true" className="inline-flex">
            <Avatar name={name} src={user.avatar_url ?? user.profile_picture} size="sm" />
          </span>
          <span className="sr-only max-w-40 truncate text-sm font-medium md:not-sr-only">{name}</span>
          <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
        </>
      }
    />
  );
}
