import { useEffect, useRef } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { cn } from '@/components/ui/cn';
import { formatDate } from '@/lib/format';
import {
  addMonths,
  dateForKey,
  firstOfMonth,
  monthGrid,
  monthOf,
  type IsoDate,
  weekdayIndex,
  type YearMonth,
} from '../lib/dates';
import { dayLabel, type DayMarks } from '../lib/day-marks';

interface MonthCalendarProps {
  month: YearMonth;
  /** With `focus`, the day the keyboard moved to in that month. */
  onMonthChange: (month: YearMonth, focus?: IsoDate) => void;
  /** The day that holds the keyboard focus (roving tabindex). */
  focused: IsoDate;
  onFocusChange: (date: IsoDate) => void;
  marks: Map<IsoDate, DayMarks>;
  today: IsoDate;
  onOpenDay: (date: IsoDate) => void;
  busy?: boolean;
}

/**
 * A month as a WAI-ARIA date grid: arrow keys move between days (and across months), Home/End to the week's
 * ends, Page Up/Down by a month, Enter or a tap opens the day's log. Future days cannot be logged.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  focused,
  onFocusChange,
  marks,
  today,
  onOpenDay,
  busy,
}: MonthCalendarProps) {
  const weeks = monthGrid(month);
  const gridRef = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  // Only after a key moved the focus: never steal it when the page loads or the data refreshes.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLTableElement>) => {
    const next = dateForKey(focused, event.key);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    const target = monthOf(next);
    if (target.year !== month.year || target.month !== month.month) onMonthChange(target, next);
    else onFocusChange(next);
  };

  const title = formatDate(firstOfMonth(month), 'monthYear');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <IconButton
          label="Previous month"
          icon={ChevronLeft}
          onClick={() => onMonthChange(addMonths(month, -1))}
        />
        <h2 id="calendar-title" aria-live="polite" className="text-lg font-semibold">
          {title}
        </h2>
        <IconButton
          label="Next month"
          icon={ChevronRight}
          onClick={() => onMonthChange(addMonths(month, 1))}
        />
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby="calendar-title"
        aria-busy={busy || undefined}
        onKeyDown={onKeyDown}
        className="w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1"
      >
        <thead>
          <tr>
            {/* The first week runs Monday to Sunday: its days name the columns in her language. */}
            {weeks[0]!.map(({ date }) => (
              <th
                key={weekdayIndex(date)}
                scope="col"
                abbr={formatDate(date, 'weekday')}
                className="pb-1 text-xs font-semibold text-ink-muted"
              >
                {formatDate(date, 'shortWeekday')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map(({ date, inMonth }) => {
                const mark = marks.get(date);
                return (
                  <td key={date} role="gridcell" aria-selected={date === focused} className="p-0">
                    <DayButton
                      date={date}
                      mark={mark}
                      inMonth={inMonth}
                      future={date > today}
                      focusable={date === focused}
                      onOpen={() => {
                        onFocusChange(date);
                        onOpenDay(date);
                      }}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DayButtonProps {
  date: IsoDate;
  mark: DayMarks | undefined;
  inMonth: boolean;
  future: boolean;
  focusable: boolean;
  onOpen: () => void;
}

function DayButton({ date, mark, inMonth, future, focusable, onOpen }: DayButtonProps) {
  const day = Number(date.slice(8, 10));
  const label = mark ? dayLabel(mark) : String(day);
  const logged = mark?.logged;
  return (
    <button
      type="button"
      data-date={date}
      tabIndex={focusable ? 0 : -1}
      aria-label={future ? `${label}, in the future` : label}
      aria-disabled={future || undefined}
      aria-current={mark?.today ? 'date' : undefined}
      onClick={future ? undefined : onOpen}
      className={cn(
        'relative flex aspect-square w-full min-h-11 flex-col items-center justify-center rounded-lg border text-sm transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
        inMonth && !future ? 'text-ink' : 'text-ink-muted',
        future ? 'cursor-default' : 'hover:border-line-strong',
        dayColours(mark),
        mark?.today && 'ring-2 ring-ink ring-offset-1',
      )}
    >
      <span aria-hidden="true">{day}</span>
      <span aria-hidden="true" className="flex h-2 items-center gap-0.5">
        {mark?.periodLikelyStart ? <span className={cn('size-1.5 rounded-full', DOTS.likelyStart)} /> : null}
        {mark?.ovulation ? <span className={cn('size-2 rounded-full', DOTS[mark.ovulation])} /> : null}
        {logged?.temperature != null ? (
          <span className={cn('size-1.5 rounded-full', mark?.period ? 'bg-ink-inverse' : DOTS.temperature)} />
        ) : null}
        {logged && !mark?.period && logged.temperature == null ? (
          <span className={cn('size-1.5 rounded-full', DOTS.other)} />
        ) : null}
      </span>
    </button>
  );
}

const DOTS = {
  likelyStart: 'bg-brand',
  confirmed: 'bg-accent ring-1 ring-surface',
  estimated: 'bg-surface ring-[1.5px] ring-accent ring-inset',
  temperature: 'bg-info',
  other: 'bg-ink-muted',
} as const;

/**
 * Fill and border of a day. A logged period wins, then her profile's period; a fertile day keeps its fill
 * and, when the next period may also start that day (wide ranges can meet), takes its dashed border too, so
 * every range the card states stays visible.
 */
function dayColours(mark: DayMarks | undefined): string {
  if (!mark) return 'border-transparent bg-surface';
  if (mark.period) return 'border-brand bg-brand text-ink-inverse font-semibold hover:border-brand-strong';
  if (mark.profilePeriod) return 'border-2 border-brand bg-brand-soft text-brand-ink font-semibold';
  const fill = mark.fertile
    ? 'bg-accent-soft text-accent-ink'
    : mark.periodMayStart
      ? 'bg-brand-soft text-brand-ink'
      : 'bg-surface';
  const border = mark.periodMayStart
    ? 'border-2 border-dashed border-brand'
    : mark.fertile
      ? 'border-accent/40'
      : 'border-transparent';
  return cn(fill, border);
}

/** What the colours and dots mean; her profile's period only when it is drawn. */
export function CalendarLegend({ profilePeriod = false }: { profilePeriod?: boolean }) {
  const items = [
    { label: 'Period', swatch: 'bg-brand border-brand' },
    ...(profilePeriod
      ? [{ label: 'Period from your profile', swatch: 'border-2 bg-brand-soft border-brand' }]
      : []),
    { label: 'Next period may start', swatch: 'bg-brand-soft border-brand border-dashed' },
    { label: 'Most likely start', dot: DOTS.likelyStart },
    { label: 'Fertile window', swatch: 'bg-accent-soft border-accent/40' },
    { label: 'Estimated ovulation', dot: DOTS.estimated },
    { label: 'Ovulation confirmed', dot: DOTS.confirmed },
    { label: 'Temperature logged', dot: DOTS.temperature },
    { label: 'Other things logged', dot: DOTS.other },
    { label: 'Today', swatch: 'bg-surface border-transparent ring-2 ring-ink' },
  ];
  return (
    <ul aria-label="Calendar legend" className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-ink-muted">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          {item.swatch ? (
            <span aria-hidden="true" className={cn('inline-block size-3.5 rounded border', item.swatch)} />
          ) : (
            <span aria-hidden="true" className={cn('inline-block size-2.5 rounded-full', item.dot)} />
          )}
          {item.label}
        </li>
      ))}
    </ul>
  );
}
