import { useMemo, useState } from 'react';
import { PencilLine } from 'lucide-react';
import { CYCLE_MESSAGES, CYCLE_PHASE_LABELS } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-state';
import { useCycleDays } from '../api/get-cycle-days';
import { usePrediction } from '../api/get-prediction';
import { DataCard } from '../components/data-card';
import { LogSheet } from '../components/log-sheet';
import { CalendarLegend, MonthCalendar } from '../components/month-calendar';
import { PredictionCard } from '../components/prediction-card';
import { RemindersCard } from '../components/reminders-card';
import { TemperatureCard } from '../components/temperature-card';
import { addDays, localIsoDate, monthGrid, monthOf, type IsoDate, type YearMonth } from '../lib/dates';
import { dayMarks } from '../lib/day-marks';

/** How far back the chart and the period length look: about a year of cycles. */
const HISTORY_DAYS = 365;

/** /cycle-tracking (patients): calendar, daily log, temperature chart, predictions, reminders and data. */
export function Component() {
  const today = useMemo(() => localIsoDate(), []);
  const [month, setMonth] = useState<YearMonth>(() => monthOf(today));
  const [focused, setFocused] = useState<IsoDate>(today);
  const [openDate, setOpenDate] = useState<IsoDate | null>(null);

  const weeks = monthGrid(month);
  const gridDates = weeks.flat().map((d) => d.date);
  const monthDays = useCycleDays(gridDates[0]!, gridDates.at(-1)!);
  const history = useCycleDays(addDays(today, -HISTORY_DAYS), today);
  const prediction = usePrediction();

  // The calendar draws the prediction the card states, never dates of its own.
  const marks = dayMarks(gridDates, monthDays.data ?? [], prediction.data, today);
  const openDay =
    openDate === null
      ? null
      : (monthDays.data?.find((d) => d.date === openDate) ??
        history.data?.find((d) => d.date === openDate) ??
        null);

  const changeMonth = (next: YearMonth, focus?: IsoDate) => {
    setMonth(next);
    if (focus) setFocused(focus);
    // Keep the focus inside the month shown, so Tab lands on a visible day.
    else if (monthOf(focused).month !== next.month || monthOf(focused).year !== next.year) {
      const first = monthGrid(next)
        .flat()
        .find((d) => d.inMonth)!.date;
      setFocused(next.year === monthOf(today).year && next.month === monthOf(today).month ? today : first);
    }
  };

  const p = prediction.data;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col">
      <PageHeader
        title="Cycle tracking"
        description="Log your days; we mark your period, fertile window and ovulation and predict what comes next."
        actions={
          <Button icon={PencilLine} onClick={() => setOpenDate(today)}>
            Log today
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card aria-label="Cycle calendar">
          <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
            {p ? (
              <p className="text-sm">
                <span className="font-semibold">Today:</span> cycle day {p.current_cycle_day},{' '}
                {CYCLE_PHASE_LABELS[p.cycle_phase.name].toLowerCase()} phase
              </p>
            ) : null}
            {monthDays.isError ? (
              <QueryError
                title={CYCLE_MESSAGES.daysLoadFailed}
                message={monthDays.error.message}
                onRetry={() => void monthDays.refetch()}
              />
            ) : null}
            <MonthCalendar
              month={month}
              onMonthChange={changeMonth}
              focused={focused}
              onFocusChange={setFocused}
              marks={marks}
              today={today}
              onOpenDay={setOpenDate}
              busy={monthDays.isFetching}
            />
            <p className="text-xs text-ink-muted">
              Tap a day to log it. With a keyboard: arrow keys move between days, Page Up and Page Down change
              the month, Enter opens the day.
            </p>
            <CalendarLegend profilePeriod={p?.prediction_factors.last_period_source === 'profile'} />
          </CardContent>
        </Card>
        <PredictionCard prediction={prediction} />
      </div>
      <div className="mt-6 flex flex-col gap-6">
        <TemperatureCard days={history.data} prediction={p} today={today} />
        <div className="grid gap-6 lg:grid-cols-2">
          <RemindersCard />
          <DataCard />
        </div>
      </div>
      <LogSheet date={openDate} day={openDay} onClose={() => setOpenDate(null)} />
    </div>
  );
}
