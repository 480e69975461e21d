import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { AppointmentStats } from '@fertilia/contracts';
import { Table, TBody, TableHeader, Td, Tr } from '@/components/ui/table';
import { formatDate, formatNumber } from '@/lib/format';
import { StatsChartFrame } from './stats-chart-frame';

/** The three parts of a month's bar; "other" is every appointment neither completed nor cancelled. */
const SERIES = [
  { key: 'completed', label: 'Completed', color: 'var(--color-success)' },
  { key: 'cancelled', label: 'Cancelled', color: 'var(--color-warning)' },
  { key: 'other', label: 'Other', color: 'var(--color-info)' },
] as const;

const shortMonth = (month: string) =>
  new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

export const monthRows = (byMonth: AppointmentStats['by_month']) =>
  byMonth.map((m) => ({
    month: m.month,
    label: shortMonth(m.month),
    name: formatDate(`${m.month}-01`, 'monthYear'),
    total: m.total,
    completed: m.completed,
    cancelled: m.cancelled,
    other: Math.max(0, m.total - m.completed - m.cancelled),
  }));

/** Appointments by month for the last 12 months, stacked by outcome; the table under it says the same. */
export function StatsMonthChart({ byMonth }: { byMonth: AppointmentStats['by_month'] }) {
  const rows = monthRows(byMonth);
  const first = rows[0]?.name ?? '';
  const last = rows.at(-1)?.name ?? '';
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  return (
    <figure className="flex flex-col gap-3">
      <div
        role="img"
        aria-label={`Appointments by month from ${first} to ${last}: ${formatNumber(total)} in all.`}
      >
        <StatsChartFrame height={280}>
          {(width) => (
            <BarChart
              width={width}
              height={280}
              data={rows}
              margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
            >
              <CartesianGrid vertical={false} stroke="var(--color-line)" />
              <XAxis
                dataKey="label"
                tickLine={false}
                axisLine={false}
                interval={width < 480 ? 1 : 0}
                tick={{ fontSize: 12, fill: 'var(--color-ink-muted)' }}
              />
              <YAxis
                allowDecimals={false}
                tickLine={false}
                axisLine={false}
                tick={{ fontSize: 12, fill: 'var(--color-ink-muted)' }}
              />
              <Tooltip
                cursor={{ fill: 'var(--color-subtle)' }}
                labelFormatter={(_, payload) =>
                  (payload?.[0]?.payload as { name?: string } | undefined)?.name ?? ''
                }
              />
              <Legend iconType="circle" itemSorter={null} wrapperStyle={{ fontSize: 12 }} />
              {SERIES.map((series, index) => (
                <Bar
                  key={series.key}
                  dataKey={series.key}
                  name={series.label}
                  stackId="month"
                  fill={series.color}
                  radius={index === SERIES.length - 1 ? [4, 4, 0, 0] : 0}
                  maxBarSize={36}
                />
              ))}
            </BarChart>
          )}
        </StatsChartFrame>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-strong">Show the numbers</summary>
        <div className="mt-3">
          <Table aria-label="Appointments by month">
            <TableHeader columns={['Month', 'Completed', 'Cancelled', 'Other', 'Total']} />
            <TBody>
              {rows.map((row) => (
                <Tr key={row.month}>
                  <Td className="font-medium">{row.name}</Td>
                  <Td>{formatNumber(row.completed)}</Td>
                  <Td>{formatNumber(row.cancelled)}</Td>
                  <Td>{formatNumber(row.other)}</Td>
                  <Td>{formatNumber(row.total)}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </div>
      </details>
    </figure>
  );
}
