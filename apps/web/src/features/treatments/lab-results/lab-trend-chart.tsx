import { useId, useState } from 'react';
import { CartesianGrid, LabelList, Line, LineChart, ReferenceArea, Tooltip, XAxis, YAxis } from 'recharts';
import { LAB_TEST_INFO, type LabResult, type LabTest } from '@fertilia/contracts';
import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/input';
import { Table, TBody, TableHeader, Td, Tr } from '@/components/ui/table';
import { formatDate, formatNumber } from '@/lib/format';
import { useElementWidth } from '@/lib/use-element-width';
import { chartUnits, testsWithResults, trendOf, yAxisOf, type TrendBand } from './lib/trend';
import { HcgDoubling } from './hcg-doubling';

/** Drawn at this width until measured (and in jsdom, which measures nothing). */
const FALLBACK_WIDTH = 560;
const HEIGHT = 280;
const AXIS_TICK = { fontSize: 12, fill: 'var(--color-ink-muted)' };
const SELECT_CLASS = cn(controlClasses, 'h-11 sm:text-sm');

const bandText = (band: TrendBand, unit: string) => {
  const n = (v: number) => formatNumber(v);
  const range =
    band.low !== null && band.high !== null
      ? `${n(band.low)}–${n(band.high)}`
      : band.high !== null
        ? `up to ${n(band.high)}`
        : `from ${n(band.low ?? 0)}`;
  return `Shaded: the reference range, ${range} ${unit}. Applies to: ${band.appliesTo}. Source: ${band.source}.`;
};

/** One test's results over time in one unit, whatever unit each was reported in, over its reference band. */
export function LabTrendChart({ results }: { results: readonly LabResult[] }) {
  const id = useId();
  const tests = testsWithResults(results);
  const [chosen, setChosen] = useState<LabTest | null>(null);
  const test = chosen && tests.includes(chosen) ? chosen : tests[0]!;
  const units = chartUnits(test);
  const [chosenUnit, setUnit] = useState<string | null>(null);
  const unit = chosenUnit && units.includes(chosenUnit) ? chosenUnit : units[0]!;
  const trend = trendOf(results, test, unit);
  const [frame, width] = useElementWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const values = trend.points.map((p) => p.value);
  const axis = yAxisOf(Math.max(...values, trend.band?.high ?? 0, trend.band?.low ?? 0));
  const top = axis.top;
  const data = trend.points.map((p) => ({ ...p, label: formatDate(p.date, 'shortDayMonth') }));
  const label = LAB_TEST_INFO[test].label;
  const summary =
    `${label} in ${unit}: ${trend.points.length} result${trend.points.length === 1 ? '' : 's'}` +
    (trend.points.length
      ? `, from ${formatNumber(values[0]!)} on ${formatDate(trend.points[0]!.date)} to ${formatNumber(values.at(-1)!)} on ${formatDate(trend.points.at(-1)!.date)}.`
      : '.');

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold text-ink">
        Trend
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium">
          Test
          <select
            className={SELECT_CLASS}
            value={test}
            onChange={(e) => setChosen(e.target.value as LabTest)}
          >
            {tests.map((t) => (
              <option key={t} value={t}>
                {LAB_TEST_INFO[t].label}
              </option>
            ))}
          </select>
        </label>
        {units.length > 1 ? (
          <fieldset className="flex flex-col gap-1 text-sm">
            <legend className="font-medium">Show in</legend>
            <div className="flex gap-1">
              {units.map((u) => (
                <label
                  key={u}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center rounded-lg border px-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
                    u === unit ? 'border-brand bg-brand-soft text-brand-ink' : 'border-line',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-unit`}
                    value={u}
                    checked={u === unit}
                    onChange={() => setUnit(u)}
                    className="sr-only"
                  />
                  {u}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
      </div>
      <p className="text-sm text-ink-muted">{LAB_TEST_INFO[test].about}</p>
      <figure className="flex flex-col gap-2">
        <div
          ref={frame}
          role="img"
          aria-label={summary}
          className="w-full min-w-0 overflow-hidden"
          style={{ height: HEIGHT }}
        >
          <LineChart
            width={width}
            height={HEIGHT}
            data={data}
            margin={{ top: 24, right: 16, bottom: 8, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="var(--color-line)" vertical={false} />
            {trend.band ? (
              <ReferenceArea
                y1={trend.band.low ?? 0}
                y2={trend.band.high ?? top}
                fill="var(--color-success)"
                fillOpacity={0.12}
                stroke="none"
                ifOverflow="extendDomain"
              />
            ) : null}
            <XAxis
              dataKey="label"
              tick={AXIS_TICK}
              interval="preserveStartEnd"
              padding={{ left: 24, right: 24 }}
            />
            <YAxis
              domain={[0, top]}
              ticks={axis.ticks}
              tick={AXIS_TICK}
              width={52}
              tickFormatter={(v: number) => formatNumber(v)}
            />
            <Tooltip formatter={(v: unknown) => `${formatNumber(Number(v))} ${unit}`} />
            <Line
              type="monotone"
              dataKey="value"
              name={label}
              stroke="var(--color-brand)"
              strokeWidth={2}
              dot={{ r: 4 }}
              isAnimationActive={false}
            >
              <LabelList
                dataKey="value"
                position="top"
                formatter={(v: unknown) => formatNumber(Number(v))}
                style={AXIS_TICK}
              />
            </Line>
          </LineChart>
        </div>
        <figcaption className="text-sm text-ink-muted">
          {trend.band ? bandText(trend.band, unit) : 'No reference range applies to this test.'} Results
          reported in another unit are converted to {unit}.
        </figcaption>
        <details className="text-sm">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-strong">
            Show the results as a table
          </summary>
          <div className="mt-2 overflow-x-auto">
            <Table aria-label={`${label} results in ${unit}`}>
              <TableHeader columns={['Date', `Value (${unit})`, 'As reported', 'Cycle day']} />
              <TBody>
                {trend.points.map((p) => (
                  <Tr key={p.id}>
                    <Td>{formatDate(p.date)}</Td>
                    <Td>{formatNumber(p.value)}</Td>
                    <Td>{p.reported ?? '—'}</Td>
                    <Td>{p.cycleDay ?? '—'}</Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </div>
        </details>
      </figure>
      {test === 'hcg' ? <HcgDoubling results={results} /> : null}
    </section>
  );
}
