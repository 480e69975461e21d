import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { MEDICATION_DATES_MAX, MEDICATION_TIMES_MAX } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { fieldMessages } from '@/components/ui/form-field';
import { controlClasses } from '@/components/ui/input';
import { formatDate } from '@/lib/format';
import { cycleDaysText, parseCycleDays } from '../lib/schedule';

interface ListFieldProps<T> {
  value: T[];
  onChange: (value: T[]) => void;
  error?: string;
}

/** Times of day, one input each; up to MEDICATION_TIMES_MAX, kept in order when saved. */
export function TimesField({ value, onChange, error }: ListFieldProps<string>) {
  const messages = fieldMessages('medication-times', 'In the time zone below.', error);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={messages.describedBy}>
      <legend className="mb-1.5 text-sm font-medium">Times of day</legend>
      <ul className="flex flex-wrap gap-2">
        {value.map((time, i) => (
          <li key={i} className="flex items-center gap-1">
            <input
              type="time"
              aria-label={`Time ${i + 1}`}
              aria-invalid={error ? true : undefined}
              value={time}
              onChange={(event) => onChange(value.map((t, j) => (j === i ? event.target.value : t)))}
              className={cn(controlClasses, 'h-11 w-32 sm:text-sm')}
            />
            {value.length > 1 ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove time ${i + 1} (${time || 'empty'})`}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {value.length < MEDICATION_TIMES_MAX ? (
        <Button
          variant="secondary"
          size="sm"
          icon={Plus}
          className="self-start"
          onClick={() => onChange([...value, ''])}
        >
          Add a time
        </Button>
      ) : null}
      {messages.lines}
    </fieldset>
  );
}

/** Days of the cycle typed as "2-11, 14"; what is not a day is left for the contract to name. */
export function CycleDaysField({ value, onChange, error, id }: ListFieldProps<number> & { id: string }) {
  const [text, setText] = useState(() => cycleDaysText(value, '-'));
  const messages = fieldMessages(
    id,
    value.length > 0 && value.every(Number.isFinite)
      ? `Days ${cycleDaysText(value)}`
      : 'Ranges and single days, such as 2-11, 14.',
    error,
  );
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        Days of the cycle
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        aria-describedby={messages.describedBy}
        aria-invalid={error ? true : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseCycleDays(event.target.value));
        }}
        className={cn(controlClasses, 'h-11 sm:text-sm')}
      />
      {messages.lines}
    </div>
  );
}

/** Chosen dates: a date input and Add, each date listed with a way to remove it. */
export function DatesField({ value, onChange, error }: ListFieldProps<string>) {
  const [draft, setDraft] = useState('');
  const messages = fieldMessages('medication-dates', undefined, error);
  const add = () => {
    if (draft && !value.includes(draft)) onChange([...value, draft].sort());
    setDraft('');
  };
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={messages.describedBy}>
      <legend className="mb-1.5 text-sm font-medium">Dates</legend>
      <div className="flex flex-wrap items-center gap-2">
        <input
          type="date"
          aria-label="Date to add"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className={cn(controlClasses, 'h-11 w-44 sm:text-sm')}
        />
        <Button
          variant="secondary"
          size="sm"
          icon={Plus}
          disabled={!draft || value.length >= MEDICATION_DATES_MAX}
          onClick={add}
        >
          Add date
        </Button>
      </div>
      {value.length > 0 ? (
        <ul aria-label="Chosen dates" className="flex flex-wrap gap-2">
          {value.map((date) => (
            <li
              key={date}
              className="inline-flex items-center gap-1 rounded-full border border-line bg-subtle pl-3 text-sm"
            >
              {formatDate(date)}
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label={`Remove ${formatDate(date)}`}
                onClick={() => onChange(value.filter((d) => d !== date))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {messages.lines}
    </fieldset>
  );
}
