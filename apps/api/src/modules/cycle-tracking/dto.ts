import type { CycleDay, CycleDayCreate, CycleDayUpdate } from '@fertilia/contracts';
import type { CycleDayRow } from '../../db/schema';
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
export const toColumns = (input: CycleDayUpdate | CycleDayCreate): Partial<CycleDayColumns> => ({
  ...(input.date !== undefined && { date: input.date }),
  ...(input.flow !== undefined && { flow: input.flow }),
  ...(input.symptoms !== undefined && { symptoms: input.symptoms }),
  ...(input.temperature !== undefined && { temperature: input.temperature }),
  ...(input.temperature_disturbed !== undefined && { temperatureDisturbed: input.temperature_disturbed }),
  ...(input.cervical_mucus !== undefined && { cervicalMucus: input.cervical_mucus }),
  ...(input.lh_test !== undefined && { lhTest: input.lh_test }),
  ...(input.intercourse !== undefined && { intercourse: input.intercourse }),
  ...(input.medication_taken !== undefined && { medicationTaken: input.medication_taken }),
  ...(input.notes !== undefined && { notes: input.notes }),
});
