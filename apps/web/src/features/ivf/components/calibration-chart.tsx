import { CartesianGrid, ReferenceLine, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';
import { chanceInPercent, type IvfCalibrationPoint } from '@fertilia/contracts';
import { Table, TBody, TableHeader, Td, Tr } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';
import { useElementWidth } from '@/lib/use-element-width';
import { calibrationScale, calibrationTicks, largestGap } from '../lib/calibration';

/** Drawn at this width until measured (and in jsdom, which measures nothing). */
const FALLBACK_WIDTH = 560;
const MAX_HEIGHT = 340;
const AXIS_TICK = { fontSize: 12, fill: 'var(--color-ink-muted)' };

interface CalibrationChartProps {
  /** What the points are, e.g. "tenths of predicted chance" or "age bands". */
  groups: string;
  points: readonly IvfCalibrationPoint[];
}

/**
 * What the model said against what happened, one dot per group of cycles, with the diagonal where the two
 * agree. The figure's name sums it up and a table under it gives every number.
 */
export function CalibrationChart({ groups, points }: CalibrationChartProps) {
  const [frame, width] = useElementWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const height = Math.min(MAX_HEIGHT, Math.max(240, Math.round(width * 0.75)));
  const scale = calibrationScale(points);
  const ticks = calibrationTicks(scale);
  const summary =
    `Predicted against observed live-birth rates by ${groups}: ${points.length} groups, ` +
    `each within ${Math.ceil(largestGap(points) * 100)} percentage points of the diagonal.`;
  return (
    <figure className="flex flex-col gap-3">
      <div ref={frame} role="img" aria-label={summary} className="w-full min-w-0" style={{ height }}>
        {/* The figure is one image named by its summary, with the table for every number: no focus stop inside. */}
        <ScatterChart
          width={width}
          height={height}
          margin={{ top: 8, right: 12, bottom: 24, left: 16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="var(--color-line)" />
          <XAxis
            type="number"
            dataKey="predicted"
            name="Predicted"
            domain={[0, scale]}
            ticks={ticks}
            tickFormatter={chanceInPercent}
            tick={AXIS_TICK}
            label={{ value: 'Predicted', position: 'insideBottom', offset: -16, ...AXIS_TICK }}
          />
          <YAxis
            type="number"
            dataKey="observed"
            name="Observed"
            domain={[0, scale]}
            ticks={ticks}
            tickFormatter={chanceInPercent}
            tick={AXIS_TICK}
            width={44}
            label={{ value: 'Observed', angle: -90, position: 'left', offset: 4, ...AXIS_TICK }}
          />
          <ReferenceLine
            segment={[
              { x: 0, y: 0 },
              { x: scale, y: scale },
            ]}
            stroke="var(--color-ink-muted)"
            strokeDasharray="5 4"
          />
          <Tooltip
            cursor={false}
            formatter={(value: unknown) => chanceInPercent(Number(value))}
            labelFormatter={() => ''}
          />
          <Scatter data={[...points]} fill="var(--color-brand)" isAnimationActive={false} />
        </ScatterChart>
      </div>
      <figcaption className="text-sm text-ink-muted">
        Each dot is a group of cycles; the dashed diagonal is where the predicted and observed rates agree.
      </figcaption>
      <details className="text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-strong">
          Show the numbers
        </summary>
        <div className="mt-2 overflow-x-auto">
          <Table aria-label={`Calibration by ${groups}`}>
            <TableHeader columns={['Group', 'Predicted', 'Observed', 'Cycles']} />
            <TBody>
              {points.map((point) => (
                <Tr key={point.label}>
                  <Td className="font-medium">{point.label}</Td>
                  <Td>{chanceInPercent(point.predicted)}</Td>
                  <Td>{chanceInPercent(point.observed)}</Td>
                  <Td>{formatNumber(point.cycles)}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </div>
      </details>
    </figure>
  );
}
