import { Bar, BarChart, Cell, XAxis, YAxis } from 'recharts';
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_STATUS_LABELS,
  type AppointmentStats,
  type AppointmentStatus,
} from '@fertilia/contracts';
import { formatNumber, formatPercent } from '@/lib/format';
import { StatsChartFrame } from './stats-chart-frame';

export const STATUS_COLORS: Record<AppointmentStatus, string> = {
  pending: 'var(--color-info)',
  confirmed: 'var(--color-accent)',
  completed: 'var(--color-success)',
  cancelled: 'var(--color-warning)',
  rejected: 'var(--color-danger)',
  rescheduled: 'var(--color-line-strong)',
};

const ROW_HEIGHT = 36;

/** Appointments by status as horizontal bars, beside a list that names each count in words. */
export function StatsStatusChart({
  byStatus,
  total,
}: {
  byStatus: AppointmentStats['by_status'];
  total: number;
}) {
  const rows = APPOINTMENT_STATUSES.map((status) => ({
    status,
    label: APPOINTMENT_STATUS_LABELS[status],
    count: byStatus[status] ?? 0,
  }));
  const height = rows.length * ROW_HEIGHT + 8;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem] md:items-center">
      <div aria-hidden="true" className="min-w-0">
        <StatsChartFrame height={height}>
          {(width) => (
            <BarChart
              width={width}
              height={height}
              data={rows}
              layout="vertical"
              margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
            >
              {/* The largest status fills the row: the bars compare statuses, not an axis of round numbers. */}
              <XAxis type="number" hide allowDecimals={false} domain={[0, 'dataMax']} />
              <YAxis
                type="category"
                dataKey="label"
                width={width < 420 ? 112 : 150}
                tickLine={false}
                axisLine={false}
                tick={{ fontSize: 12, fill: 'var(--color-ink-muted)' }}
              />
              <Bar
                dataKey="count"
                radius={[0, 4, 4, 0]}
                maxBarSize={22}
                background={{ fill: 'var(--color-subtle)' }}
              >
                {rows.map((row) => (
                  <Cell key={row.status} fill={STATUS_COLORS[row.status]} />
                ))}
              </Bar>
            </BarChart>
          )}
        </StatsChartFrame>
      </div>
      <ul aria-label="Appointments by status" className="flex flex-col gap-2 text-sm">
        {rows.map((row) => (
          <li key={row.status} className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="size-3 shrink-0 rounded-full"
              style={{ background: STATUS_COLORS[row.status] }}
            />
            <span className="flex-1">{row.label}</span>
            <span className="font-semibold tabular-nums">{formatNumber(row.count)}</span>
            <span className="w-12 text-right text-ink-muted tabular-nums">
              {total > 0 ? formatPercent(row.count / total) : '—'}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
