import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  AGE_BANDS,
  AGE_LABELS,
  CONDITION_LABELS,
  GOALS,
  GOAL_LABELS,
  KNOWN_CONDITIONS,
  TRYING_DURATIONS,
  TRYING_LABELS,
  type AgeBand,
  type Goal,
  type KnownCondition,
  type QuizAnswers,
  type TryingDuration,
} from '../lib/quiz-questions';
import { ChoiceGroup } from './choice-group';

type ConditionChoice = KnownCondition | 'none';
type Draft = { trying?: TryingDuration; age?: AgeBand; conditions: ConditionChoice[]; goal?: Goal };
type Field = 'trying' | 'age' | 'conditions' | 'goal';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const CONDITION_OPTIONS = [
  { value: 'none' as const, label: 'None that I know of' },
  ...options(KNOWN_CONDITIONS, CONDITION_LABELS),
];
const ERRORS: Record<Field, string> = {
  trying: 'Choose how long you have been trying',
  age: 'Choose your age band',
  conditions: 'Choose at least one — “None that I know of” is fine',
  goal: 'Choose what would help most',
};
const FIELDS: Field[] = ['trying', 'age', 'conditions', 'goal'];

/** "None" and a condition exclude each other: ticking one clears the other. */
function toggleCondition(current: ConditionChoice[], value: ConditionChoice): ConditionChoice[] {
  if (current.includes(value)) return current.filter((c) => c !== value);
  return value === 'none' ? ['none'] : [...current.filter((c) => c !== 'none'), value];
}

/** Checked with plain code: the landing page must not load a validation library for four questions. */
function missingFields(draft: Draft): Field[] {
  return FIELDS.filter((field) => (field === 'conditions' ? draft.conditions.length === 0 : !draft[field]));
}

export function QuizForm({ onDone }: { onDone: (answers: QuizAnswers) => void }) {
  const [draft, setDraft] = useState<Draft>({ conditions: [] });
  const [errors, setErrors] = useState<Field[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const set = (change: Partial<Draft>) => {
    setDraft((was) => ({ ...was, ...change }));
    setErrors((was) => was.filter((field) => !(field in change)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(draft);
    setErrors(missing);
    if (missing.length > 0) {
      form.current?.querySelector<HTMLInputElement>(`input[name="quiz-${missing[0]}"]`)?.focus();
      return;
    }
    onDone({
      trying: draft.trying!,
      age: draft.age!,
      goal: draft.goal!,
      conditions: draft.conditions.filter((c): c is KnownCondition => c !== 'none'),
    });
  };
  const errorOf = (field: Field) => (errors.includes(field) ? ERRORS[field] : undefined);

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-label="Fertility journey quiz"
      className="flex flex-col gap-8"
    >
      <div className="grid gap-8 md:grid-cols-2">
        <ChoiceGroup
          legend="1. How long have you been trying to conceive?"
          kind="radio"
          name="quiz-trying"
          options={options(TRYING_DURATIONS, TRYING_LABELS)}
          selected={draft.trying ? [draft.trying] : []}
          onToggle={(trying) => set({ trying })}
          error={errorOf('trying')}
        />
        <ChoiceGroup
          legend="2. How old are you?"
          hint="If you are trying with a partner, the age of the person hoping to carry the pregnancy."
          kind="radio"
          name="quiz-age"
          options={options(AGE_BANDS, AGE_LABELS)}
          selected={draft.age ? [draft.age] : []}
          onToggle={(age) => set({ age })}
          error={errorOf('age')}
        />
        <ChoiceGroup
          legend="3. Has a doctor told you about any of these?"
          hint="Choose all that apply."
          kind="checkbox"
          name="quiz-conditions"
          options={CONDITION_OPTIONS}
          selected={draft.conditions}
          onToggle={(value) => set({ conditions: toggleCondition(draft.conditions, value) })}
          error={errorOf('conditions')}
        />
        <ChoiceGroup
          legend="4. What would help you most right now?"
          kind="radio"
          name="quiz-goal"
          options={options(GOALS, GOAL_LABELS)}
          selected={draft.goal ? [draft.goal] : []}
          onToggle={(goal) => set({ goal })}
          error={errorOf('goal')}
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          Your answers stay in this browser tab. Nothing is sent to us.
        </p>
        <Button type="submit" size="lg">
          See my suggestions
        </Button>
      </div>
    </form>
  );
}
