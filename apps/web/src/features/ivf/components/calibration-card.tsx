import type { IvfModelCard } from '@fertilia/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatNumber } from '@/lib/format';
import { useModelCard } from '../api/get-model-card';
import { CalibrationChart } from './calibration-chart';

const score = (value: number) => formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 3 });

/**
 * "How far to trust this": the model's validation on cycles it never saw, so she can judge the estimate
 * rather than take it on faith.
 */
export function CalibrationCard() {
  const model = useModelCard();
  return (
    <Card aria-labelledby="ivf-trust-title">
      <CardHeader>
        <CardTitle id="ivf-trust-title">How far to trust this</CardTitle>
        <CardDescription>
          We checked the model on IVF cycles it had never seen, and compared what it said with what happened.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={model}
          loadingLabel="Loading the model's validation"
          skeleton={<Skeleton className="h-72" />}
          errorTitle="Unable to load the model's validation"
        >
          {(card) => <ModelValidation card={card} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function ModelValidation({ card }: { card: IvfModelCard }) {
  const { cdc_comparison: cdc } = card;
  const betterThanCdc = cdc.brier_ours <= cdc.brier_cdc;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-ink">
        Fitted on {formatNumber(card.fitted_on.cycles)} cycles of the UK register from {card.fitted_on.year},
        then tested on {formatNumber(card.validated_on.cycles)} cycles from {card.validated_on.year}. Dots
        near the diagonal mean the estimates can be taken at their word: when we say 30%, about 30 in 100 such
        cycles ended in a live birth.
      </p>
      <Tabs defaultValue="decile">
        <TabsList aria-label="Group the cycles by">
          <TabsTrigger value="decile">By predicted chance</TabsTrigger>
          <TabsTrigger value="age">By age</TabsTrigger>
        </TabsList>
        <TabsContent value="decile">
          <CalibrationChart groups="tenths of predicted chance" points={card.by_decile} />
        </TabsContent>
        <TabsContent value="age">
          <CalibrationChart groups="age band" points={card.by_age_band} />
        </TabsContent>
      </Tabs>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg bg-subtle p-4">
          <dt className="text-sm font-medium text-ink-muted">Brier score</dt>
          <dd className="mt-1 text-2xl font-semibold text-ink">{score(card.brier)}</dd>
          <dd className="mt-1 text-sm text-ink-muted">
            The average squared gap between the chance we gave and what happened: 0 is perfect, lower is
            better.
          </dd>
        </div>
        <div className="rounded-lg bg-subtle p-4">
          <dt className="text-sm font-medium text-ink-muted">AUC</dt>
          <dd className="mt-1 text-2xl font-semibold text-ink">{score(card.auc)}</dd>
          <dd className="mt-1 text-sm text-ink-muted">
            Given one cycle that ended in a birth and one that did not, how often the model gave the first the
            higher chance: 0.5 is a coin toss, 1 is always.
          </dd>
        </div>
      </dl>
      <p className="text-sm text-ink">
        Against the US CDC estimator, on the {formatNumber(cdc.cycles)} cycles from {card.validated_on.year}{' '}
        its formulas can score, our Brier score is {score(cdc.brier_ours)} and the CDC's is{' '}
        {score(cdc.brier_cdc)} ({betterThanCdc ? 'ours is closer to what happened' : 'the CDC’s is closer'}).
      </p>
      <p className="text-xs text-ink-muted">Model {card.version}</p>
    </div>
  );
}
