import type { Adherence, Medication, ScheduledDose, TodayDoses } from '@fertilia/contracts';

/** A medication as the API returns it: Gonal-f twice a day, every day from 20 Nov 2026, still current. */
export const medication = (overrides: Partial<Medication> = {}): Medication => ({
  id: 1,
  patient_id: 7,
  name: 'Gonal-f (follitropin alfa)',
  dose: 150,
  dose_unit: 'IU',
  route: 'subcutaneous',
  schedule_kind: 'every_day',
  times: ['08:00', '20:00'],
  start_date: '2026-11-20',
  end_date: '2026-11-30',
  cycle_days: [],
  dates: [],
  time_zone: 'Europe/London',
  prescriber: 'Dr Amara Okafor',
  instructions: '',
  reminders_enabled: true,
  last_date: '2026-11-30',
  active: true,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

export const dose = (overrides: Partial<ScheduledDose> = {}): ScheduledDose => ({
  medication_id: 1,
  name: 'Gonal-f (follitropin alfa)',
  dose: 150,
  dose_unit: 'IU',
  route: 'subcutaneous',
  instructions: '',
  date: '2026-11-25',
  time: '08:00',
  time_zone: 'Europe/London',
  due_at: '2026-11-25T08:00:00.000Z',
  state: 'pending',
  note: '',
  logged_at: null,
  ...overrides,
});

export const today = (doses: ScheduledDose[] = []): TodayDoses => ({ date: '2026-11-25', doses });

const day = (date: string, taken: number, missed: number) => ({
  date,
  scheduled: taken + missed,
  taken,
  skipped: 0,
  missed,
});

/** Two days of Gonal-f: both doses taken on the first, one missed on the second. */
export const adherence = (): Adherence => ({
  from: '2026-11-23',
  to: '2026-11-24',
  scheduled: 4,
  taken: 3,
  skipped: 0,
  missed: 1,
  rate: 0.75,
  medications: [
    {
      medication_id: 1,
      name: 'Gonal-f (follitropin alfa)',
      scheduled: 4,
      taken: 3,
      skipped: 0,
      missed: 1,
      rate: 0.75,
      days: [day('2026-11-23', 2, 0), day('2026-11-24', 1, 1)],
    },
  ],
});
