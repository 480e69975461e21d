import type { IvfModelCard, IvfPrediction } from '@fertilia/contracts';

/** An estimate as the API answers it: a 36-year-old with AMH 1.8 ng/mL and FSH 7, computed by herself. */
export const prediction = (overrides: Partial<IvfPrediction> = {}): IvfPrediction => ({
  id: 11,
  prediction_id: 'ivf_2f6c1a',
  patient_id: 1,
  patient: { id: 1, name: 'Hana Sato' },
  computed_by: null,
  inputs: {
    age: 36,
    amh_level: 1.8,
    amh_unit: 'ng/mL',
    amh_ng_ml: 1.8,
    fsh_level: 7,
    bmi: null,
    causes: [],
    previous_ivf_cycles: null,
    previous_live_birth: null,
    egg_source: 'own',
  },
  model_version: 'hfea-2017-logit-1',
  one_cycle: { probability: 0.2345, low: 0.21, high: 0.254 },
  three_cycles: { probability: 0.5, low: 0.46, high: 0.54 },
  age_band: { label: '35–37', observed_rate: 0.26, cycles: 12840 },
  extrapolated: false,
  factors: [
    { factor: 'age', label: 'Age 36', direction: 'lowers', odds_ratio: 0.71, source: 'register' },
    { factor: 'amh', label: 'AMH 1.8 ng/mL', direction: 'raises', odds_ratio: 1.08, source: 'literature' },
    { factor: 'fsh', label: 'FSH 7 IU/L', direction: 'raises', odds_ratio: 1.02, source: 'literature' },
  ],
  explanation:
    'Of 100 women like you starting one IVF cycle, about 23 would have a baby; your age lowers the chance most.',
  notes: ['The effects of AMH and FSH come from published studies, not from the register.'],
  created_at: '2026-11-20T09:30:00.000Z',
  ...overrides,
});

const point = (label: string, predicted: number, observed: number, cycles = 4000) => ({
  label,
  predicted,
  observed,
  cycles,
});

/** The model's validation: ten deciles and five age bands, close to the diagonal. */
export const modelCard = (overrides: Partial<IvfModelCard> = {}): IvfModelCard => ({
  version: 'hfea-2017-logit-1',
  fitted_on: { year: 2017, cycles: 52000 },
  validated_on: { year: 2018, cycles: 54000 },
  brier: 0.171,
  auc: 0.683,
  by_decile: Array.from({ length: 10 }, (_, i) =>
    point(`Decile ${i + 1}`, 0.04 + i * 0.045, 0.05 + i * 0.044),
  ),
  by_age_band: [
    point('18–34', 0.32, 0.31),
    point('35–37', 0.25, 0.26),
    point('38–39', 0.18, 0.17),
    point('40–42', 0.1, 0.11),
    point('43–50', 0.03, 0.03),
  ],
  cdc_comparison: { cycles: 30000, brier_ours: 0.168, brier_cdc: 0.181 },
  ...overrides,
});
