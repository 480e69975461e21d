import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CycleDay, CyclePrediction } from '@fertilia/contracts';
import { IconButton } from '@/components/ui/icon-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cycleSpans } from '../lib/cycles';
import { formatDate } from '@/lib/format';
import { addDays, type IsoDate } from '../lib/dates';
import { chartShift, type ChartShift } from '../lib/temperature-chart';
import { TemperatureChart } from './temperature-chart';

/** A cycle drawn before its next period: this many days when no length is known yet. */
const TYPICAL_CYCLE_DAYS = 28;

interface TemperatureCardProps {
  /** Logged days of the last months, oldest first; undefined while loading. */
  days: CycleDay[] | undefined;
  prediction: CyclePrediction | null | undefined;
  today: IsoDate;
}

/** The basal temperature chart of one cycle at a time, the current one first. */
export function TemperatureCard({ days, prediction, today }: TemperatureCardProps) {
  const [picked, setPicked] = useState<number | null>(null);
  const spans = days ? cycleSpans(days, today) : [];
  // The current cycle starts where the prediction says it does (it only sees days up to today).
  const lastStart = prediction?.prediction_factors.last_period_date;
  const lastSpan = spans.at(-1);
  if (lastSpan && lastStart && lastStart >= lastSpan.start)
    spans[spans.length - 1] = { ...lastSpan, start: lastStart };
  const index = picked === null || picked >= spans.length ? spans.length - 1 : picked;
  const span = spans[index];
  // The current cycle runs to the day before the next period the prediction expects (the card's date).
  const expectedEnd = prediction
    ? addDays(prediction.next_period_date, -1)
    : span && addDays(span.start, TYPICAL_CYCLE_DAYS - 1);
  const range = span
    ? {
        start: span.start,
        end: span.current ? [span.end, expectedEnd!].sort().at(-1)! : span.end,
      }
    : { start: addDays(today, -(TYPICAL_CYCLE_DAYS - 1)), end: today };
  const inRange = (days ?? []).filter(
    (d) => d.temperature !== null && d.date >= range.start && d.date <= range.end,
  );
  const points = inRange.map((d) => ({
    date: d.date,
    temperature: d.temperature!,
    disturbed: d.temperature_disturbed,
  }));
  // The current cycle's rise is the one the prediction used; earlier cycles are read by the same rule.
  const serverShift = prediction?.temperature_shift;
  const shift: ChartShift | null =
    span?.current && serverShift
      ? { date: serverShift.first_high_date, coverLine: serverShift.cover_line }
      : span?.current && prediction
        ? null
        : chartShift(points);

  return (
    <Card aria-labelledby="temperature-title">
      <CardHeader>
        <CardTitle id="temperature-title">Basal temperature</CardTitle>
        <CardDescription>
          After ovulation your waking temperature rises and stays up. Three readings above the six before them
          confirm it; the cover line is the highest of those six.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {span ? (
          <div className="flex items-center justify-between gap-2">
            <IconButton
              label="Previous cycle"
              icon={ChevronLeft}
              disabled={index <= 0}
              onClick={() => setPicked(index - 1)}
            />
            <p className="text-sm font-medium" aria-live="polite">
              {span.current ? 'Current cycle' : 'Cycle'} from {formatDate(span.start, 'long')}
            </p>
            <IconButton
              label="Next cycle"
              icon={ChevronRight}
              disabled={index >= spans.length - 1}
              onClick={() => setPicked(index + 1)}
            />
          </div>
        ) : null}
        {days === undefined ? (
          <Skeleton className="h-48" />
        ) : points.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line-strong p-6 text-center text-sm text-ink-muted">
            No temperatures logged {span ? 'in this cycle' : 'in the last four weeks'}. Take your temperature
            on waking, before getting up, and add it to the day&apos;s log.
          </p>
        ) : (
          <TemperatureChart points={points} range={range} shift={shift} />
        )}
      </CardContent>
    </Card>
  );
}
