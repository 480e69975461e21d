import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Menu } from 'lucide-react';
import { SIDEBAR_WIDTH_MOBILE_PX, SIDEBAR_WIDTH_PX, isProfessional } from '@fertilia/contracts/core';
import { IconButton } from '@/components/ui/icon-button';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { BreadcrumbTitleProvider } from '@/lib/breadcrumb-title';
import { useSession } from '@/lib/session-context';
import { useUpcomingAppointmentCount } from '@/features/consultations/api/get-appointments';
import { useCommunityUnreadCount } from '@/features/notifications/api/get-community-unread-count';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { Breadcrumbs } from './breadcrumbs-nav';
import { Logo } from '../navigation/logo';
import { NavBadgeContext } from '../navigation/nav-badges';
import type { NavGroup } from '../navigation/nav-items';
import { SidebarNav } from '../navigation/sidebar-nav';
import { MAIN_CONTENT_ID, SkipLink } from '../navigation/skip-link';
import { useSidebarSwipe } from '../navigation/use-swipe';
import { UserMenu } from '../navigation/user-menu';
import { useFeatureFlag } from '../use-app-config';

const isAppointmentParty = (role: string) => role === 'patient' || isProfessional(role);

interface SidebarShellProps {
  groups: NavGroup[];
  /** Names the navigation landmark, e.g. "Main navigation" or "Admin navigation". */
  navLabel: string;
  /** Where the logo leads. */
  home: string;
  /** Shown above the page content, e.g. a role-specific banner. */
  banner?: ReactNode;
}

/**
 * The signed-in frame: a fixed 280 px sidebar from desktop width, a 320 px sheet below it (button or swipe),
 * and a top bar with breadcrumbs and the account menu.
 */
export function SidebarShell(props: SidebarShellProps) {
  // Spec 01 §1 enableNotifications: the bell, its socket and the sidebar's unread counts follow the flag.
  const notificationsOn = useFeatureFlag('enableNotifications');
  const unreadNotifications = useUnreadCount(notificationsOn);
  const unreadCommunity = useCommunityUnreadCount(notificationsOn);
  // Spec 01 §2: the Appointments entry counts the upcoming ones (awaiting confirmation or confirmed), for
  // the parties of appointments only (staff have none, and the call would refuse them).
  const { user } = useSession();
  const hasAppointments = user !== null && isAppointmentParty(user.role);
  const upcomingAppointments = useUpcomingAppointmentCount(hasAppointments);
  const badges = useMemo(
    () => ({
      notifications: unreadNotifications,
      community: unreadCommunity,
      appointments: upcomingAppointments,
    }),
    [unreadNotifications, unreadCommunity, upcomingAppointments],
  );
  return (
    <NavBadgeContext value={badges}>
      <BreadcrumbTitleProvider>
        <ShellFrame {...props} bell={notificationsOn ? <NotificationBell /> : null} />
      </BreadcrumbTitleProvider>
    </NavBadgeContext>
  );
}

function ShellFrame({ groups, navLabel, home, banner, bell }: SidebarShellProps & { bell: ReactNode }) {
  const [open, setOpen] = useState(false);
  useSidebarSwipe(open, setOpen);

  return (
    <div className="min-h-dvh" style={{ '--sidebar-width': `${SIDEBAR_WIDTH_PX}px` } as CSSProperties}>
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-(--sidebar-width) flex-col overflow-y-auto border-r border-line bg-surface lg:flex">
        <div className="flex h-16 shrink-0 items-center border-b border-line px-6">
          <Logo to={home} />
        </div>
        <SidebarNav groups={groups} label={navLabel} />
      </aside>

      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent
          side="left"
          aria-describedby={undefined}
          className="overflow-y-auto lg:hidden"
          style={{ width: SIDEBAR_WIDTH_MOBILE_PX }}
        >
          <SheetTitle className="sr-only">{navLabel}</SheetTitle>
          <div className="flex h-16 shrink-0 items-center border-b border-line px-6">
            <Logo to={home} />
          </div>
          <SidebarNav groups={groups} label={navLabel} onNavigate={() => setOpen(false)} />
        </SheetContent>
      </Sheet>

      <div className="flex min-h-dvh flex-col lg:pl-(--sidebar-width)">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-line bg-surface/95 px-4 backdrop-blur sm:px-6">
          <IconButton
            label="Open navigation"
            icon={Menu}
            iconClassName="size-6!"
            className="lg:hidden"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          />
          <div className="min-w-0 flex-1">
            <Breadcrumbs />
          </div>
          {bell}
          <UserMenu />
        </header>
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8"
        >
          {banner}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
