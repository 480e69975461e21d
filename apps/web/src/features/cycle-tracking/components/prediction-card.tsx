import { CalendarHeart } from 'lucide-react';
import { Link } from 'react-router';
import { CYCLE_PHASE_LABELS, FERTILITY_STATUS_LABELS, type CyclePrediction } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState, type QueryView } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import {
  confidenceWords,
  cycleLengthText,
  fertileWindowText,
  nextPeriodText,
  ovulationSourceText,
  ovulationText,
} from '../lib/prediction-text';

/** The prediction query: its data is null while there is not enough data yet (spec 02 §8: not an error). */
export function PredictionCard({ prediction }: { prediction: QueryView<CyclePrediction | null> }) {
  return (
    <Card aria-labelledby="prediction-title">
      <CardHeader>
        <CardTitle id="prediction-title">Predictions</CardTitle>
        <CardDescription>
          Worked out from what you log and your profile. Not a method of contraception.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={prediction}
          loadingLabel="Loading predictions"
          skeleton={<Skeletons shapes={['h-6 w-2/3', 'h-16', 'h-16']} />}
          errorTitle="Unable to load predictions"
          isEmpty={(p) => p === null}
          empty={<NotEnoughData />}
        >
          {(p) => (p ? <PredictionDetails prediction={p} /> : null)}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function NotEnoughData() {
  return (
    <div className="flex flex-col items-start gap-3 text-sm">
      <span className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand">
        <CalendarHeart aria-hidden="true" className="size-5" />
      </span>
      <p className="font-semibold text-ink">Log your period to see predictions</p>
      <p className="text-ink-muted">
        Tap the first day of your last period in the calendar and choose its flow. With one period we can
        estimate your next one; each cycle you log after that makes the dates more precise. Morning
        temperatures and LH tests help confirm ovulation.
      </p>
      <p className="text-ink-muted">
        Or fill in your usual cycle length and when your last period started in{' '}
        <Link to="/profile" className="font-medium text-brand-strong hover:underline">
          your profile
        </Link>
        : predictions start from those at once, until your own log takes over.
      </p>
    </div>
  );
}

function Fact({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="flex flex-col rounded-lg border border-line bg-subtle/40 p-3">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="text-base font-semibold text-ink">{value}</dd>
      {detail ? <dd className="text-xs text-ink-muted">{detail}</dd> : null}
    </div>
  );
}

/** The single likeliest day inside the range, and what it is counted from. */
function nextPeriodDetail(p: CyclePrediction): string {
  const basis = p.ovulation_confirmed ? 'counted from your ovulation' : 'counted from your cycle length';
  return p.next_period_range.earliest === p.next_period_range.latest
    ? basis
    : `Most likely ${formatDate(p.next_period_date, 'dayMonth')}, ${basis}`;
}

function PredictionDetails({ prediction: p }: { prediction: CyclePrediction }) {
  const confidence = confidenceWords(p);
  const progress = Math.round(Math.max(0, Math.min(1, p.cycle_phase.progress)) * 100);
  const phase = CYCLE_PHASE_LABELS[p.cycle_phase.name];
  const f = p.prediction_factors;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-base font-semibold">
          Cycle day {p.current_cycle_day} · {phase} phase
        </p>
        <Badge tone={p.fertility_status === 'low' ? 'neutral' : 'accent'}>
          {FERTILITY_STATUS_LABELS[p.fertility_status]}
        </Badge>
      </div>
      <div
        role="progressbar"
        aria-label={`${phase} phase progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-subtle"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${progress}%` }} />
      </div>
      {p.period_late ? (
        <Alert tone="info" title="Your period is later than predicted">
          Log it when it starts. A late period can have many causes; a pregnancy test can tell you more.
        </Alert>
      ) : null}
      <dl className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <Fact label="Next period" value={nextPeriodText(p)} detail={nextPeriodDetail(p)} />
        <Fact
          label={p.ovulation_confirmed ? 'Ovulation' : 'Predicted ovulation'}
          value={ovulationText(p)}
          detail={ovulationSourceText(p)}
        />
        <Fact
          label="Fertile window"
          value={fertileWindowText(p)}
          detail={p.ovulation_confirmed ? undefined : 'covers every likely ovulation day'}
        />
        <Fact label="Confidence" value={confidence.percent} detail={confidence.words} />
      </dl>
      <section aria-labelledby="based-on" className="text-sm">
        <h3 id="based-on" className="font-semibold">
          Based on
        </h3>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink-muted">
          <li>
            Last period started {formatDate(f.last_period_date, 'long')}
            {f.last_period_source === 'profile' ? ' (from your profile)' : ''}
          </li>
          <li>{cycleLengthText(p)}</li>
          {p.ovulation_confirmed ? (
            <li>
              Next period counted from your ovulation, plus a luteal phase of {f.luteal_phase_length} days
            </li>
          ) : null}
          <li>
            {f.historical_data_points} completed cycle{f.historical_data_points === 1 ? '' : 's'} of yours
          </li>
          <li>
            {f.temperature_readings} temperature reading{f.temperature_readings === 1 ? '' : 's'} and{' '}
            {f.lh_tests} LH test{f.lh_tests === 1 ? '' : 's'} this cycle
          </li>
        </ul>
        {p.notes.length ? (
          <ul className="mt-2 space-y-0.5 text-ink-muted">
            {p.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
