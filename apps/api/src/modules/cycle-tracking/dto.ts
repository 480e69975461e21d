import type { CycleDay, CycleDayCreate, CycleDayUpdate } from '@fertilia/contracts';
import type { CycleDayRow } from '../../db/schema';
import { sentColumns } from '../../lib/sent-columns';
import type { CycleDayColumns } from './repo';
import type { DaySignal } from './prediction';

export const toCycleDay = (row: CycleDayRow): CycleDay => ({
  id: row.id,
  date: row.date,
  flow: row.flow,
  symptoms: row.symptoms,
  temperature: row.temperature,
  temperature_disturbed: row.temperatureDisturbed,
  cervical_mucus: row.cervicalMucus ?? null,
  lh_test: row.lhTest ?? null,
  intercourse: row.intercourse,
  medication_taken: row.medicationTaken,
  notes: row.notes,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toSignal = (row: CycleDayRow): DaySignal => ({
  date: row.date,
  flow: row.flow,
  temperature: row.temperature,
  temperatureDisturbed: row.temperatureDisturbed,
  lhTest: row.lhTest ?? null,
  cervicalMucus: row.cervicalMucus ?? null,
});

/** Only the fields that were sent; an absent field keeps its value. */
export const toColumns = (input: CycleDayUpdate | CycleDayCreate): Partial<CycleDayColumns> =>
  sentColumns(input);
