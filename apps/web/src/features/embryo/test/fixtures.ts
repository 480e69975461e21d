import {
  embryoApi,
  pathOf,
  type EmbryoAnalysis,
  type EmbryoAssessment,
  type EmbryoImage,
} from '@fertilia/contracts';

const STAMP = '2026-11-24T10:00:00.000Z';

/** A stored picture as the API answers it: uploaded by the expert Dr Ada Lovelace for Hana Sato. */
export const image = (overrides: Partial<EmbryoImage> = {}): EmbryoImage => ({
  id: 5,
  status: 'analyzed',
  embryo_id: 'E5',
  patient: { id: 1, name: 'Hana Sato' },
  uploaded_by: { id: 9, name: 'Dr Ada Lovelace' },
  width: 400,
  height: 300,
  file_url: pathOf(embryoApi.imageFile, { id: overrides.id ?? 5 }),
  analysis_id: 11,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

/** A day-5 blastocyst graded 4AB, with a zona, the embryo, its cavity and inner cell mass outlined. */
export const assessment = (overrides: Partial<EmbryoAssessment> = {}): EmbryoAssessment => ({
  summary: 'An expanded blastocyst with a clear inner cell mass.',
  grading_scale: 'gardner',
  grade_explanation: '4AB: an expanded blastocyst with a tightly packed inner cell mass.',
  gardner: { expansion: 4, icm: 'A', te: 'B' },
  istanbul_grade: null,
  measurements: [
    { key: 'expansion', label: 'Cavity share of the embryo', value: 0.72, unit: null, note: 'Expanded.' },
    { key: 'zona', label: 'Zona thickness', value: 9.5, unit: 'px', note: 'Thinning.' },
    { key: 'icm_area', label: 'Inner cell mass area', value: null, unit: null, note: 'Out of focus.' },
  ],
  image_quality: { focus: 0.81, contrast: 0.74, outline_fit: 0.9 },
  low_confidence: false,
  confidence_note: null,
  multinucleation_note: 'Nuclei are not visible in a blastocyst.',
  implantation_note: 'From published implantation rates by grade for women aged 35–37.',
  outline: {
    width: 400,
    height: 300,
    shapes: [
      {
        kind: 'zona',
        points: [
          [10, 10],
          [390, 10],
          [390, 290],
          [10, 290],
        ],
      },
      {
        kind: 'embryo',
        points: [
          [30, 30],
          [370, 30],
          [370, 270],
          [30, 270],
        ],
      },
      {
        kind: 'blastocoel',
        points: [
          [60, 60],
          [300, 60],
          [300, 240],
        ],
      },
      {
        kind: 'inner_cell_mass',
        points: [
          [310, 100],
          [350, 100],
          [350, 160],
        ],
      },
    ],
  },
  method: 'opencv-morphology-1',
  clinic_model: null,
  ...overrides,
});

/** A finished analysis of a 36-year-old's day-5 embryo, requested by the expert (user 9), not reviewed. */
export const analysis = (overrides: Partial<EmbryoAnalysis> = {}): EmbryoAnalysis => {
  const id = overrides.id ?? 11;
  const imageId = overrides.image_id ?? id + 100;
  return {
    id,
    image_id: imageId,
    embryo_id: `E${id}`,
    patient: { id: 1, name: 'Hana Sato' },
    requested_by: { id: 9, name: 'Dr Ada Lovelace' },
    patient_age: 36,
    day_of_development: 5,
    status: 'analyzed',
    progress: 100,
    progress_label: 'Done',
    development_stage: 'blastocyst',
    grade: '4AB',
    ai_grade: '4AB',
    fragmentation_percentage: 4.5,
    symmetry_score: 0.88,
    multinucleation_detected: null,
    implantation_potential_score: 0.42,
    ai_confidence_score: 0.77,
    detailed_assessment: assessment(),
    review: null,
    error: null,
    image: image({ id: imageId, analysis_id: id, embryo_id: `E${id}` }),
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
};

/** The same analysis while it runs: nothing measured yet. */
export const running = (overrides: Partial<EmbryoAnalysis> = {}): EmbryoAnalysis =>
  analysis({
    status: 'analyzing',
    progress: 0,
    progress_label: 'Queued',
    grade: null,
    ai_grade: null,
    fragmentation_percentage: null,
    symmetry_score: null,
    implantation_potential_score: null,
    ai_confidence_score: null,
    detailed_assessment: null,
    ...overrides,
  });
