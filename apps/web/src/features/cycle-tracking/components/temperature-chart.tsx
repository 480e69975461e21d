import { useId } from 'react';
import { Table, TableHeader, TBody, Tr } from '@/components/ui/table';
import { useElementWidth } from '@/lib/use-element-width';
import { formatDate, formatNumber, formatTemperature } from '@/lib/format';
import type { IsoDate } from '../lib/dates';
import { DEFAULT_BOX, chartGeometry, type ChartShift, type TemperaturePoint } from '../lib/temperature-chart';

interface TemperatureChartProps {
  points: readonly (TemperaturePoint & { disturbed?: boolean })[];
  range: { start: IsoDate; end: IsoDate };
  shift: ChartShift | null;
}

/** Narrower than this, the chart scrolls rather than squeezing its labels. */
const MIN_WIDTH = 300;
/** The axis reads in tenths of a degree, e.g. "36.5". */
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/**
 * Hand-drawn SVG: the readings, the cover line and the shift day; a table says the same in words. It is
 * drawn at the width it gets, so its labels keep their size on a phone.
 */
export function TemperatureChart({ points, range, shift }: TemperatureChartProps) {
  const id = useId();
  const [frame, measured] = useElementWidth<HTMLDivElement>(DEFAULT_BOX.width);
  const box = { ...DEFAULT_BOX, width: Math.max(MIN_WIDTH, measured) };
  const g = chartGeometry(points, range, shift, box);
  const { width, height, padding } = box;
  const disturbed = new Set(points.filter((p) => p.disturbed).map((p) => p.date));
  const summary = shift
    ? `Temperature rose on ${formatDate(shift.date, 'dayMonth')}, above the cover line of ${formatTemperature(shift.coverLine, 2)}.`
    : 'No sustained temperature rise detected in this cycle yet.';
  return (
    <figure className="flex flex-col gap-3">
      <div ref={frame} className="w-full overflow-x-auto">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          width={width}
          height={height}
          className="text-ink"
        >
          <title id={`${id}-title`}>
            Basal temperature from {formatDate(range.start, 'dayMonth')} to{' '}
            {formatDate(range.end, 'dayMonth')}
          </title>
          <desc id={`${id}-desc`}>
            {points.length} reading{points.length === 1 ? '' : 's'}. {summary}
          </desc>
          {g.yTicks.map((tick) => (
            <g key={tick.value}>
              <line
                x1={padding.left}
                x2={width - padding.right}
                y1={tick.y}
                y2={tick.y}
                className="stroke-line"
                strokeWidth={1}
              />
              <text
                x={padding.left - 6}
                y={tick.y + 4}
                textAnchor="end"
                className="fill-ink-muted text-[11px]"
              >
                {formatNumber(tick.value, ONE_DECIMAL)}
              </text>
            </g>
          ))}
          {g.xTicks.map((tick) => (
            <text
              key={tick.date}
              x={tick.x}
              y={height - padding.bottom + 18}
              textAnchor="middle"
              className="fill-ink-muted text-[11px]"
            >
              {formatDate(tick.date, 'shortDayMonth')}
            </text>
          ))}
          {g.shiftX !== null ? (
            <g>
              <line
                x1={g.shiftX}
                x2={g.shiftX}
                y1={padding.top}
                y2={height - padding.bottom}
                className="stroke-accent"
                strokeWidth={1.5}
                strokeDasharray="3 3"
              />
              <text
                x={g.shiftX + 4}
                y={padding.top + 10}
                className="fill-accent-ink text-[11px] font-semibold"
              >
                Shift
              </text>
            </g>
          ) : null}
          {g.coverLineY !== null ? (
            <g>
              <line
                x1={padding.left}
                x2={width - padding.right}
                y1={g.coverLineY}
                y2={g.coverLineY}
                className="stroke-brand"
                strokeWidth={1.5}
                strokeDasharray="6 4"
              />
              <text
                x={width - padding.right}
                y={g.coverLineY - 4}
                textAnchor="end"
                className="fill-brand-ink text-[11px] font-semibold"
              >
                Cover line
              </text>
            </g>
          ) : null}
          {g.path ? <path d={g.path} fill="none" className="stroke-info" strokeWidth={2} /> : null}
          {g.dots.map((dot) => (
            <circle
              key={dot.date}
              cx={dot.cx}
              cy={dot.cy}
              r={3.5}
              className={disturbed.has(dot.date) ? 'fill-surface stroke-info' : 'fill-info stroke-surface'}
              strokeWidth={1.5}
            />
          ))}
        </svg>
      </div>
      <figcaption className="text-sm text-ink-muted">
        {summary} Hollow dots are disturbed readings, left out of the rise detection.
      </figcaption>
      {points.length ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-brand-strong">Show readings as a table</summary>
          <div className="mt-2">
            <Table aria-label="Temperature readings">
              <TableHeader columns={['Date', 'Temperature', 'Note']} />
              <TBody>
                {[...points]
                  .sort((a, b) => (a.date < b.date ? -1 : 1))
                  .map((p) => (
                    <Tr key={p.date}>
                      <td className="px-4 py-2">{formatDate(p.date, 'long')}</td>
                      <td className="px-4 py-2">{formatTemperature(p.temperature, 2)}</td>
                      <td className="px-4 py-2 text-ink-muted">
                        {[
                          shift?.date === p.date ? 'first reading of the rise' : '',
                          p.disturbed ? 'disturbed' : '',
                        ]
                          .filter(Boolean)
                          .join(', ')}
                      </td>
                    </Tr>
                  ))}
              </TBody>
            </Table>
          </div>
        </details>
      ) : null}
    </figure>
  );
}
