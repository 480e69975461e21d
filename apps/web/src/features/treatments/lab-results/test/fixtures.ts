import {
  LAB_TEST_INFO,
  convertLabValue,
  standardUnitOf,
  type LabResult,
  type LabTest,
} from '@fertilia/contracts';

/** A result as the API returns it: the standard value computed from the contract's factors. */
export function labResult(
  overrides: Partial<LabResult> & { id: number; test: LabTest; value: number; taken_on: string },
): LabResult {
  const unit = overrides.unit ?? standardUnitOf(overrides.test);
  return {
    patient_id: 7,
    test_label: LAB_TEST_INFO[overrides.test].label,
    unit,
    standard_value: convertLabValue(overrides.test, overrides.value, unit, standardUnitOf(overrides.test)),
    standard_unit: standardUnitOf(overrides.test),
    cycle_day: null,
    lab_name: '',
    notes: '',
    reference: null,
    flag: null,
    created_at: `${overrides.taken_on}T09:00:00.000Z`,
    updated_at: `${overrides.taken_on}T09:00:00.000Z`,
    ...overrides,
  };
}

export const AMH_REFERENCE = {
  low: 1,
  high: 3.5,
  unit: 'ng/mL',
  applies_to: 'Women 35–37',
  source: 'Seifer et al. 2011',
  source_url: null,
};

export const page = (items: readonly unknown[]) => ({ items, total: items.length, skip: 0, limit: 50 });
