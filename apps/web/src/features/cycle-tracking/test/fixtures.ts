import type { CycleDay, CyclePrediction } from '@fertilia/contracts';

/** A logged day as the API returns it. */
export const cycleDay = (id: number, date: string, over: Partial<CycleDay> = {}): CycleDay => ({
  id,
  date,
  flow: 'none',
  symptoms: [],
  temperature: null,
  temperature_disturbed: false,
  cervical_mucus: null,
  lh_test: null,
  intercourse: false,
  medication_taken: false,
  notes: '',
  created_at: `${date}T08:00:00.000Z`,
  updated_at: `${date}T08:00:00.000Z`,
  ...over,
});

/** A prediction for a patient on day 12 of a 28-day cycle that began on 1 March 2025. */
export const prediction = (over: Partial<CyclePrediction> = {}): CyclePrediction => ({
  predicted_ovulation_date: '2025-03-15',
  // Five days before the earliest ovulation to the day after the latest, as the API gives it.
  fertile_window_start: '2025-03-09',
  fertile_window_end: '2025-03-17',
  next_period_date: '2025-03-29',
  current_cycle_day: 12,
  confidence_score: 0.72,
  confidence_level: 'moderate',
  cycle_phase: { name: 'follicular', progress: 0.8 },
  fertility_status: 'high',
  prediction_factors: {
    last_period_date: '2025-03-01',
    last_period_source: 'logged',
    last_period_end: '2025-03-05',
    cycle_length: 28,
    stated_cycle_length: null,
    historical_data_points: 3,
    cycle_length_source: 'personal',
    cycle_length_sd: 1.5,
    luteal_phase_length: 14,
    temperature_readings: 4,
    lh_tests: 0,
  },
  next_period_range: { earliest: '2025-03-27', latest: '2025-03-31' },
  ovulation_range: { earliest: '2025-03-14', latest: '2025-03-16' },
  /** February's cycle, its ovulation confirmed by a temperature rise. */
  past_cycles: [
    {
      start: '2025-02-01',
      end: '2025-02-28',
      ovulation_date: '2025-02-14',
      ovulation_source: 'temperature',
      fertile_window_start: '2025-02-08',
      fertile_window_end: '2025-02-16',
    },
  ],
  ovulation_confirmed: false,
  ovulation_source: 'calendar',
  temperature_shift: null,
  period_late: false,
  notes: [],
  ...over,
});
