import {
  cycleDayCreateSchema,
  type CervicalMucus,
  type CycleDay,
  type CycleDayCreate,
  type CycleFlow,
  type CycleSymptom,
  type LhTestResult,
} from '@fertilia/contracts';

/** What the log sheet edits; the temperature stays text until saved so half-typed numbers are allowed. */
export interface DayDraft {
  flow: CycleFlow;
  symptoms: CycleSymptom[];
  temperature: string;
  temperature_disturbed: boolean;
  cervical_mucus: CervicalMucus | null;
  lh_test: LhTestResult | null;
  intercourse: boolean;
  medication_taken: boolean;
  notes: string;
}

export function draftFromDay(day: CycleDay | null): DayDraft {
  return {
    flow: day?.flow ?? 'none',
    symptoms: day?.symptoms ?? [],
    temperature: day?.temperature === null || day?.temperature === undefined ? '' : String(day.temperature),
    temperature_disturbed: day?.temperature_disturbed ?? false,
    cervical_mucus: day?.cervical_mucus ?? null,
    lh_test: day?.lh_test ?? null,
    intercourse: day?.intercourse ?? false,
    medication_taken: day?.medication_taken ?? false,
    notes: day?.notes ?? '',
  };
}

export type DraftResult =
  | { ok: true; body: CycleDayCreate }
  | { ok: false; errors: Partial<Record<keyof DayDraft | 'date', string>> };

/** Checks the draft with the contract's own schema; an empty temperature means "not measured". */
export function draftToBody(date: string, draft: DayDraft): DraftResult {
  const text = draft.temperature.trim().replace(',', '.');
  const temperature = text === '' ? null : Number.isFinite(Number(text)) ? Number(text) : text;
  const parsed = cycleDayCreateSchema.safeParse({ ...draft, date, temperature });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<keyof DayDraft | 'date', string>> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'date') as keyof DayDraft;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
