import { ArrowDownRight, ArrowUpRight, Info } from 'lucide-react';
import { chanceInPercent, type IvfPrediction } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime, formatNumber } from '@/lib/format';
import { FACTOR_SOURCE_WORDS, factorEffectWords } from '../lib/wording';
import { ChanceRange } from './chance-range';

interface PredictionResultProps {
  prediction: IvfPrediction;
  /** The card's heading; the detail page names it by date instead. */
  title?: string;
}

/**
 * One estimate: the chance from one cycle and over three with their intervals, her age band's observed rate
 * beside it, what moved it most and from where, the explanation, the caveats and the model that computed it.
 */
export function PredictionResult({ prediction, title = 'Your estimate' }: PredictionResultProps) {
  const { one_cycle, three_cycles, age_band } = prediction;
  const bandLabel = `average for ${age_band.label}`;
  return (
    <Card aria-labelledby={`ivf-result-${prediction.id}`}>
      <CardHeader>
        <CardTitle id={`ivf-result-${prediction.id}`}>{title}</CardTitle>
        <CardDescription>
          The chance of a live birth from IVF, with the range it likely lies in (95 % interval).
          {prediction.computed_by ? ` Computed by ${prediction.computed_by.name}.` : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {prediction.extrapolated ? (
          <Alert tone="warning" title="Beyond the register's ages">
            The register has no cycles above 50, so this estimate carries the trend past the data and its
            range is wide.
          </Alert>
        ) : null}
        <div className="grid gap-6 md:grid-cols-2">
          <ChanceRange
            title="From one IVF cycle"
            chance={one_cycle}
            reference={{ value: age_band.observed_rate, label: bandLabel }}
          />
          <ChanceRange title="Over three IVF cycles (cumulative)" chance={three_cycles} size="medium" />
        </div>
        <p className="flex items-start gap-2 rounded-lg bg-subtle p-3 text-sm text-ink">
          <span
            aria-hidden="true"
            className="mt-1.5 inline-block size-0 shrink-0 border-x-[5px] border-b-[6px] border-x-transparent border-b-ink-muted"
          />
          <span>
            For comparison, women aged {age_band.label} in the register:{' '}
            <strong>{chanceInPercent(age_band.observed_rate)}</strong> of {formatNumber(age_band.cycles)}{' '}
            started cycles ended in a live birth.
          </span>
        </p>
        {prediction.factors.length > 0 ? (
          <section aria-labelledby={`ivf-factors-${prediction.id}`} className="flex flex-col gap-2">
            <h3 id={`ivf-factors-${prediction.id}`} className="font-semibold text-ink">
              What moved your estimate most
            </h3>
            <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
              {prediction.factors.map((factor) => {
                const Arrow = factor.direction === 'raises' ? ArrowUpRight : ArrowDownRight;
                return (
                  <li
                    key={factor.factor}
                    className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-1.5 p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
                  >
                    <Arrow
                      aria-hidden="true"
                      className={`mt-0.5 size-5 shrink-0 ${factor.direction === 'raises' ? 'text-success' : 'text-danger'}`}
                    />
                    <span className="flex flex-col">
                      <span className="font-medium text-ink">{factor.label}</span>
                      <span className="text-sm text-ink-muted">{factorEffectWords(factor)}</span>
                    </span>
                    <Badge
                      tone={factor.source === 'register' ? 'info' : 'neutral'}
                      className="col-start-2 justify-self-start sm:col-start-3 sm:row-start-1 sm:justify-self-end"
                    >
                      {FACTOR_SOURCE_WORDS[factor.source]}
                    </Badge>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby={`ivf-explanation-${prediction.id}`} className="flex flex-col gap-2">
          <h3 id={`ivf-explanation-${prediction.id}`} className="font-semibold text-ink">
            What this means
          </h3>
          <p className="text-ink">{prediction.explanation}</p>
        </section>
        {prediction.notes.length > 0 ? (
          <ul aria-label="Good to know" className="flex flex-col gap-2">
            {prediction.notes.map((note) => (
              <li key={note} className="flex items-start gap-2 text-sm text-ink-muted">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {note}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <CardFooter className="flex-wrap justify-between text-xs text-ink-muted">
        <span>Model {prediction.model_version}</span>
        <span>Computed {formatDateTime(prediction.created_at)}</span>
      </CardFooter>
    </Card>
  );
}
