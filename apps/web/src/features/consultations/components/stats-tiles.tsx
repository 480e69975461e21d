import type { LucideIcon } from 'lucide-react';
import { CalendarCheck, CalendarClock, CircleCheckBig, Star } from 'lucide-react';
import { RATING_MAX, type AppointmentStats } from '@fertilia/contracts';
import { formatNumber, formatPercent } from '@/lib/format';

interface TileProps {
  icon: LucideIcon;
  label: string;
  value: string;
  note: string;
}

function Tile({ icon: Icon, label, value, note }: TileProps) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4 shadow-xs sm:p-5">
      <span className="flex items-center gap-2 text-sm font-medium text-ink-muted">
        <Icon aria-hidden="true" className="size-4 text-brand" />
        {label}
      </span>
      <span className="text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">{value}</span>
      <span className="text-sm text-ink-muted">{note}</span>
    </li>
  );
}

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** The four numbers at a glance: total, upcoming, completion rate and average rating. */
export function StatsTiles({ stats }: { stats: AppointmentStats }) {
  const completed = stats.by_status.completed ?? 0;
  return (
    <ul aria-label="Key figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Tile
        icon={CalendarCheck}
        label="Appointments"
        value={formatNumber(stats.total)}
        note={`${plural(completed, 'visit', 'visits')} completed`}
      />
      <Tile
        icon={CalendarClock}
        label="Upcoming"
        value={formatNumber(stats.upcoming)}
        note="Requested or confirmed, still ahead"
      />
      <Tile
        icon={CircleCheckBig}
        label="Completion rate"
        value={stats.completion_rate === null ? '—' : formatPercent(stats.completion_rate)}
        note={
          stats.completion_rate === null
            ? 'No visit has ended yet'
            : 'Of visits that ended: completed, cancelled or declined'
        }
      />
      <Tile
        icon={Star}
        label="Average rating"
        value={
          stats.average_rating === null
            ? '—'
            : `${formatNumber(stats.average_rating, { maximumFractionDigits: 1, minimumFractionDigits: 1 })} / ${RATING_MAX}`
        }
        note={
          stats.review_count === 0
            ? 'No reviews yet'
            : `From ${plural(stats.review_count, 'review', 'reviews')}`
        }
      />
    </ul>
  );
}
