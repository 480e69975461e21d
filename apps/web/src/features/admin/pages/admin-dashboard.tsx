import {
  BadgeCheck,
  BarChart3,
  FileText,
  HandCoins,
  LifeBuoy,
  Package,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { hasPermission, ROLE_LABELS, type Permission } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session-context';

interface Tile {
  permission: Permission;
  title: string;
  description: string;
  icon: LucideIcon;
  /** Absent while the area is not built: the tile says so rather than leading to an empty screen. */
  to?: string;
}

const TILES: readonly Tile[] = [
  {
    permission: 'users',
    title: 'Users',
    description: 'Search accounts, change roles, suspend or reactivate.',
    icon: Users,
    to: '/admin-dashboard/users',
  },
  {
    permission: 'plans',
    title: 'Plans',
    description: 'Subscription plans, their features and prices.',
    icon: Package,
    to: '/admin-dashboard/plans',
  },
  {
    permission: 'content',
    title: 'Content',
    description: 'Blog posts and the Help Center’s FAQs.',
    icon: FileText,
    to: '/admin/blog',
  },
  {
    permission: 'moderation',
    title: 'Moderation',
    description: 'Reported community posts, comments and messages.',
    icon: ShieldCheck,
    to: '/admin/moderation',
  },
  { permission: 'finance', title: 'Finance', description: 'Escrows, payouts and disputes.', icon: HandCoins },
  {
    permission: 'support',
    title: 'Support',
    description: 'Messages sent through the contact form.',
    icon: LifeBuoy,
    to: '/admin/support',
  },
  {
    permission: 'support',
    title: 'Professional verification',
    description: 'Check the licences experts and doctors send before they get their badge.',
    icon: BadgeCheck,
    to: '/admin/verifications',
  },
];

function AdminTile({ tile }: { tile: Tile }) {
  const { icon: Icon, title, description, to } = tile;
  const inner = (
    <>
      <span
        className={cn(
          'flex size-10 items-center justify-center rounded-lg',
          to ? 'bg-info-soft text-info' : 'bg-subtle text-ink-muted',
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="flex flex-wrap items-center gap-2 font-semibold">
        {title}
        {to ? null : <Badge>Not yet available</Badge>}
      </span>
      <span className="text-sm text-ink-muted">{description}</span>
    </>
  );
  const classes = 'flex h-full flex-col gap-2 rounded-xl border border-line bg-surface p-5 shadow-xs';
  return to ? (
    <Link to={to} className={cn(classes, 'transition-colors hover:border-info/40 hover:bg-info-soft/40')}>
      {inner}
    </Link>
  ) : (
    <div className={cn(classes, 'border-dashed')}>{inner}</div>
  );
}

export function Component() {
  const { user } = useSession();
  if (!user) {
    return <PageSpinner label="Loading the back office" />;
  }
  const tiles = TILES.filter((tile) => hasPermission(user.role, tile.permission));

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Back office"
        description={
          <>
            Signed in as <strong>{user.username}</strong> ({ROLE_LABELS[user.role]}). You see the areas your
            role may manage.
          </>
        }
      />
      {tiles.length === 0 ? (
        <p className="text-ink-muted">Your role has no back-office areas yet.</p>
      ) : (
        <ul className="grid list-none gap-4 p-0 sm:grid-cols-2 xl:grid-cols-3">
          {tiles.map((tile) => (
            <li key={tile.title}>
              <AdminTile tile={tile} />
            </li>
          ))}
        </ul>
      )}
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <BarChart3 aria-hidden="true" className="size-4" />
        Every action taken here is written to the affected account's activity log.
      </p>
    </div>
  );
}
