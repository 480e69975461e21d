import {
  DEVELOPMENT_STAGE_LABELS,
  EMBRYO_LOW_CONFIDENCE,
  GRADING_SCALE_LABELS,
  stageOfDay,
  type ClinicModelResult,
  type EmbryoMeasurement,
  type OutlineShape,
} from '@fertilia/contracts';
import type { AnalysisOutcome, AnalysisRequest, ImplantationEstimate, ImplantationQuestion } from './outcome';
import type { Morphology } from './morphology/measurements';
import { blastocoelShare, DEFAULT_CUTS, gradeMorphology, type Grading, type GradingCuts } from './grading';
import { confidenceNote, confidenceOf } from './confidence';
import { OPENCV_VERSION } from './morphology/opencv-version';

/*
 * The outcome the API stores: the grade, the measurements behind it in plain words, the outline to draw, how
 * sure it is and why, and the implantation estimate. Built on the main thread from the worker's numbers.
 */

export const METHOD = `Fertilia morphology 1.0 (OpenCV.js ${OPENCV_VERSION})`;

const pct = (v: number) => Math.round(v * 1000) / 10;
const two = (v: number) => Math.round(v * 100) / 100;

export function buildOutcome(
  morphology: Morphology,
  request: AnalysisRequest,
  implantation: (q: ImplantationQuestion) => ImplantationEstimate,
  clinicModel: ClinicModelResult | null,
  cuts: GradingCuts = DEFAULT_CUTS,
): AnalysisOutcome {
  const stage = stageOfDay(request.day);
  const grading = gradeMorphology(morphology, request.day, cuts);
  const found = morphology.embryo !== null;
  const confidence = confidenceOf(morphology.quality, grading.margin, found);
  const estimate = implantation({
    scale: grading.scale,
    gardner: grading.gardner,
    istanbulGrade: grading.istanbul,
    patientAge: request.patientAge,
  });
  const cleavage = morphology.cleavage;
  const multinucleation =
    cleavage && cleavage.multinucleatedCells !== null ? cleavage.multinucleatedCells > 0 : null;
  return {
    development_stage: stage,
    ai_grade: grading.grade,
    fragmentation_percentage: cleavage ? Math.round(cleavage.fragmentationPercent * 10) / 10 : null,
    symmetry_score: cleavage && cleavage.cellAreas.length > 0 ? two(cleavage.symmetry) : null,
    multinucleation_detected: multinucleation,
    implantation_potential_score: estimate.score,
    ai_confidence_score: confidence,
    method: METHOD,
    detailed_assessment: {
      summary: summaryOf(morphology, grading, stage),
      grading_scale: grading.scale,
      grade_explanation: explanationOf(morphology, grading, cuts),
      gardner: grading.gardner,
      istanbul_grade: grading.istanbul,
      measurements: measurementsOf(morphology, cuts),
      image_quality: {
        focus: two(morphology.quality.focus),
        contrast: two(morphology.quality.contrast),
        outline_fit: two(morphology.quality.outline_fit),
      },
      low_confidence: confidence < EMBRYO_LOW_CONFIDENCE,
      confidence_note: confidenceNote(morphology.quality, confidence, found),
      multinucleation_note: multinucleationNote(
        stage,
        multinucleation,
        cleavage?.multinucleatedCells ?? null,
      ),
      implantation_note: estimate.note,
      outline: { width: morphology.width, height: morphology.height, shapes: shapesOf(morphology) },
      method: METHOD,
      clinic_model: clinicModel,
    },
  };
}

function summaryOf(m: Morphology, g: Grading, stage: ReturnType<typeof stageOfDay>): string {
  const label = DEVELOPMENT_STAGE_LABELS[stage];
  if (!m.embryo) return `${label}: no embryo could be found in the picture, so no grade is given.`;
  if (stage === 'zygote')
    return `${label}: the embryo's outline was found; a zygote is not graded from one picture (its pronuclei need the embryologist's eye or time-lapse).`;
  if (!g.grade || !g.scale)
    return `${label}: the embryo was found but could not be graded from this picture.`;
  return `${label}, ${GRADING_SCALE_LABELS[g.scale]} ${g.grade}.`;
}

function explanationOf(m: Morphology, g: Grading, cuts: GradingCuts): string {
  if (!m.embryo) return 'Without an embryo in the picture there is nothing to grade.';
  const b = m.blastocyst;
  if (g.gardner && b) {
    const { expansion, icm, te } = g.gardner;
    const share = blastocoelShare(b, cuts);
    const cavity =
      share > 0
        ? `The fluid cavity (blastocoel) covers about ${Math.round(share * 100)} % of the embryo's area`
        : 'No smooth fluid cavity (blastocoel) stands out from the cells';
    const expansionWords = [
      '',
      'less than half the embryo: expansion 1 (early blastocyst)',
      'half or more of the embryo: expansion 2 (blastocyst)',
      m.zona
        ? 'the whole embryo: expansion 3 (full blastocyst)'
        : 'the whole embryo: expansion 3 (full blastocyst; its shell could not be seen, so whether it has grown or hatched, 4 to 6, is not judged)',
      'the whole embryo, which has grown and thinned its shell (zona): expansion 4 (expanded)',
      'the whole embryo, part of which is leaving its shell: expansion 5 (hatching)',
      'the whole embryo, with no shell left around it: expansion 6 (hatched)',
    ][expansion];
    const parts =
      icm && te
        ? ` The inner cell mass (future baby) covers ${Math.round((b.icm?.areaFraction ?? 0) * 100)} % of the embryo, ${icm === 'A' ? 'many cells tightly packed' : icm === 'B' ? 'several cells loosely grouped' : 'very few cells'}: ${icm}. About ${b.te.cellCount} cells line the rim over ${Math.round(b.te.continuity * 100)} % of it (trophectoderm, future placenta), ${te === 'A' ? 'a cohesive layer' : te === 'B' ? 'a loose layer' : 'very few large cells'}: ${te}.`
        : ' Before the cavity fills the embryo, the inner cell mass and the trophectoderm cannot be told apart, so they are not graded.';
    return `${cavity}, which reads as filling ${expansionWords}.${parts}`;
  }
  const c = m.cleavage;
  if (g.istanbul && c)
    return `${c.cellAreas.length} cells were counted, with sizes ${c.symmetry >= 0.75 ? 'even' : 'uneven'} (evenness ${two(c.symmetry)} of 1), and fragments cover about ${Math.round(c.fragmentationPercent)} % of the embryo. The Istanbul consensus grades under 10 % fragmentation with even cells 1 (good), 10–25 % 2 (fair), and over 25 % or very uneven cells 3 (poor): grade ${g.istanbul}.`;
  const mo = m.morula;
  if (g.istanbul && mo)
    return `About ${Math.round(mo.compaction * 100)} % of the embryo has compacted into one smooth mass. The Istanbul consensus grades a morula 1 when virtually all of it is compacted, 2 when most is, 3 otherwise: grade ${g.istanbul}.`;
  return 'No grade on a named scale is given for this picture.';
}

function measurement(
  key: string,
  label: string,
  value: number | null,
  unit: string | null,
  note: string,
): EmbryoMeasurement {
  return { key, label, value, unit, note };
}

function measurementsOf(m: Morphology, cuts: GradingCuts): EmbryoMeasurement[] {
  const out: EmbryoMeasurement[] = [];
  if (m.embryo)
    out.push(
      measurement(
        'embryo_diameter',
        'Embryo diameter',
        Math.round(2 * m.embryo.radius),
        'px',
        'Across the embryo, in the picture’s pixels (the picture carries no scale in micrometres).',
      ),
    );
  out.push(
    measurement(
      'zona_thickness',
      'Zona (shell) beyond the embryo',
      m.zona ? pct(m.zona.relativeThickness) : null,
      m.zona ? '% of radius' : null,
      m.zona
        ? 'From the embryo’s edge to the outer edge of its shell; a thin one means the embryo has grown.'
        : 'No shell (zona pellucida) edge could be seen around the embryo.',
    ),
  );
  const b = m.blastocyst;
  if (b) {
    out.push(
      measurement(
        'blastocoel_share',
        'Blastocoel (cavity)',
        pct(blastocoelShare(b, cuts)),
        '% of area',
        `How much of the embryo the smooth fluid cavity covers. Its texture is ${Math.round(b.cavityContrast * 100)} % of the cells’; above ${Math.round(cuts.fluidContrast * 100)} % it is read as more cells, not fluid.`,
      ),
    );
    out.push(
      measurement(
        'icm_share',
        'Inner cell mass',
        b.icm ? pct(b.icm.areaFraction) : null,
        b.icm ? '% of area' : null,
        b.icm
          ? `The dense cluster of cells that becomes the baby; its compactness is ${two(b.icm.solidity)} of 1.`
          : 'No dense cluster of cells was found.',
      ),
    );
    out.push(
      measurement(
        'te_cells',
        'Trophectoderm cells around the rim',
        b.te.cellCount,
        'cells',
        `Cell edges counted around the rim; ${Math.round(b.te.continuity * 100)} % of the rim is cellular.`,
      ),
    );
  }
  const c = m.cleavage;
  if (c) {
    out.push(
      measurement(
        'cell_count',
        'Cells',
        c.cellAreas.length,
        'cells',
        'Blastomeres separated by their membranes.',
      ),
    );
    out.push(
      measurement(
        'symmetry',
        'Evenness of cell sizes',
        two(c.symmetry),
        null,
        '1 means all cells are the same size.',
      ),
    );
    out.push(
      measurement(
        'fragmentation',
        'Fragmentation',
        Math.round(c.fragmentationPercent * 10) / 10,
        '%',
        'Small pieces without a nucleus, as a share of the embryo.',
      ),
    );
  }
  if (m.morula)
    out.push(
      measurement(
        'compaction',
        'Compaction',
        pct(m.morula.compaction),
        '%',
        'How much of the embryo has merged into one smooth mass.',
      ),
    );
  out.push(
    measurement(
      'focus',
      'Focus',
      two(m.quality.focus),
      null,
      'Sharpness of the picture (variance of the Laplacian), 1 sharp.',
    ),
  );
  return out;
}

function multinucleationNote(stage: string, detected: boolean | null, cells: number | null): string {
  if (stage === 'blastocyst' || stage === 'morula')
    return 'Not assessable: nuclei of a blastocyst or morula cannot be seen in one picture.';
  if (stage === 'zygote')
    return 'Not assessed: a zygote’s pronuclei need the embryologist’s eye or time-lapse.';
  if (detected === null)
    return 'Not assessable on this picture: it is not sharp enough to see the cells’ nuclei.';
  return detected
    ? `${cells} cell(s) show two or more nucleus-like spots: possible multinucleation, to be confirmed by the embryologist.`
    : 'No cell showed two nucleus-like spots; nuclei out of this focal plane cannot be excluded.';
}

function shapesOf(m: Morphology): OutlineShape[] {
  const shapes: OutlineShape[] = [];
  if (m.zona) shapes.push({ kind: 'zona', points: m.zona.outline });
  if (m.embryo) shapes.push({ kind: 'embryo', points: m.embryo.outline });
  const b = m.blastocyst;
  if (b) {
    if (b.cavityOutline) shapes.push({ kind: 'blastocoel', points: b.cavityOutline });
    if (b.icm) shapes.push({ kind: 'inner_cell_mass', points: b.icm.outline });
    shapes.push({ kind: 'trophectoderm', points: b.te.outline });
  }
  for (const cell of m.cleavage?.cellOutlines ?? []) shapes.push({ kind: 'cell', points: cell });
  for (const piece of m.cleavage?.fragmentOutlines ?? []) shapes.push({ kind: 'fragment', points: piece });
  return shapes;
}
