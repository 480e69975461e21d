import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  EMBRYO_LOW_CONFIDENCE,
  embryoAssessmentSchema,
  isGradeOnScale,
  type GradingScale,
} from '@fertilia/contracts';
import { createEmbryoAnalyser } from './analyser';
import type { AnalysisOutcome } from './outcome';
import { blankPicture, blastocystPicture, cleavagePicture, squarePicture } from './testing/synthetic-embryo';

const analyser = createEmbryoAnalyser();
afterAll(() => analyser.close());

const measured = (outcome: AnalysisOutcome, key: string) =>
  outcome.detailed_assessment.measurements.find((m) => m.key === key)?.value;

function expectValid(outcome: AnalysisOutcome) {
  expect(() => embryoAssessmentSchema.parse(outcome.detailed_assessment)).not.toThrow();
  const scale = outcome.detailed_assessment.grading_scale as GradingScale;
  if (outcome.ai_grade !== null) expect(isGradeOnScale(scale, outcome.ai_grade)).toBe(true);
  expect(outcome.ai_confidence_score).toBeGreaterThanOrEqual(0);
  expect(outcome.ai_confidence_score).toBeLessThanOrEqual(1);
}

describe('the embryo analyser on synthetic pictures', () => {
  it('counts the cells of a 4-cell and an 8-cell embryo and grades them on the Istanbul scale', async () => {
    const four = await analyser.analyse(await cleavagePicture({ cells: 4 }), { day: 2, patientAge: 34 });
    const eight = await analyser.analyse(await cleavagePicture({ cells: 8 }), { day: 3, patientAge: 34 });
    expect(measured(four, 'cell_count')).toBe(4);
    expect(measured(eight, 'cell_count')).toBe(8);
    for (const outcome of [four, eight]) {
      expectValid(outcome);
      expect(outcome.development_stage).toBe('cleavage');
      expect(outcome.detailed_assessment.grading_scale).toBe('istanbul_cleavage');
      expect(outcome.symmetry_score).toBeGreaterThan(0.8);
      expect(outcome.ai_grade).toBe('1');
      expect(outcome.detailed_assessment.outline.shapes.filter((s) => s.kind === 'cell')).toHaveLength(
        measured(outcome, 'cell_count') as number,
      );
    }
  });

  it('measures more fragmentation when there are more fragments', async () => {
    const fragmentation = [];
    for (const fragments of [0, 4, 10]) {
      const outcome = await analyser.analyse(await cleavagePicture({ cells: 8, fragments }), {
        day: 3,
        patientAge: 34,
      });
      expectValid(outcome);
      fragmentation.push(outcome.fragmentation_percentage!);
    }
    expect(fragmentation[0]).toBe(0);
    expect(fragmentation[1]).toBeGreaterThan(fragmentation[0]!);
    expect(fragmentation[2]).toBeGreaterThan(fragmentation[1]!);
  });

  it('reads a larger blastocoel as a higher expansion, and says the nuclei cannot be assessed', async () => {
    const small = await analyser.analyse(await blastocystPicture({ cavity: 0.3 }), {
      day: 5,
      patientAge: 34,
    });
    const large = await analyser.analyse(await blastocystPicture({ cavity: 0.85 }), {
      day: 5,
      patientAge: 34,
    });
    for (const outcome of [small, large]) {
      expectValid(outcome);
      expect(outcome.detailed_assessment.grading_scale).toBe('gardner');
      expect(outcome.multinucleation_detected).toBeNull();
      expect(outcome.detailed_assessment.multinucleation_note).toMatch(/not assessable/i);
      expect(outcome.implantation_potential_score).not.toBeNull();
    }
    expect(large.detailed_assessment.gardner!.expansion).toBeGreaterThan(
      small.detailed_assessment.gardner!.expansion,
    );
    expect(measured(large, 'blastocoel_share')).toBeGreaterThan(
      measured(small, 'blastocoel_share') as number,
    );
  });

  it('gives a blurred picture lower confidence, flagged low with advice to refocus', async () => {
    const sharp = await analyser.analyse(await blastocystPicture({ cavity: 0.85 }), {
      day: 5,
      patientAge: 34,
    });
    const blurred = await analyser.analyse(await blastocystPicture({ cavity: 0.85, blur: 6 }), {
      day: 5,
      patientAge: 34,
    });
    expectValid(blurred);
    expect(blurred.ai_confidence_score).toBeLessThan(sharp.ai_confidence_score);
    expect(blurred.ai_confidence_score).toBeLessThan(EMBRYO_LOW_CONFIDENCE);
    expect(blurred.detailed_assessment.low_confidence).toBe(true);
    expect(blurred.detailed_assessment.confidence_note).toMatch(/focus/i);
    expect(sharp.detailed_assessment.low_confidence).toBe(false);
  });

  it('finds nothing in a blank picture and says so, with no grade and no confidence', async () => {
    for (const shade of [0, 128, 255]) {
      const outcome = await analyser.analyse(await blankPicture(shade), { day: 5, patientAge: 34 });
      expectValid(outcome);
      expect(outcome.ai_grade).toBeNull();
      expect(outcome.ai_confidence_score).toBe(0);
      expect(outcome.implantation_potential_score).toBeNull();
      expect(outcome.detailed_assessment.low_confidence).toBe(true);
      expect(outcome.detailed_assessment.confidence_note).toMatch(/no embryo/i);
    }
  });

  it('gives a sharp picture of something that is not an embryo low confidence', async () => {
    const outcome = await analyser.analyse(await squarePicture(), { day: 5, patientAge: 34 });
    expectValid(outcome);
    expect(outcome.detailed_assessment.low_confidence).toBe(true);
    expect(outcome.ai_confidence_score).toBeLessThan(EMBRYO_LOW_CONFIDENCE);
  });

  it('outlines a zygote without grading it', async () => {
    const outcome = await analyser.analyse(await cleavagePicture({ cells: 4 }), { day: 1, patientAge: 30 });
    expectValid(outcome);
    expect(outcome.development_stage).toBe('zygote');
    expect(outcome.ai_grade).toBeNull();
    expect(outcome.detailed_assessment.grading_scale).toBeNull();
    expect(outcome.detailed_assessment.outline.shapes.some((s) => s.kind === 'embryo')).toBe(true);
  });

  it('reports progress that only rises, from reading the picture to Done at 100', async () => {
    const steps: [number, string][] = [];
    await analyser.analyse(await blastocystPicture({ cavity: 0.6 }), { day: 5, patientAge: 34 }, (p, label) =>
      steps.push([p, label]),
    );
    const values = steps.map(([p]) => p);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(steps[0]).toEqual([5, 'Reading the picture']);
    expect(steps.at(-1)).toEqual([100, 'Done']);
    expect(steps.map(([, label]) => label)).toContain('Measuring the blastocoel');
  });

  it('refuses bytes that are not a picture with a clear error', async () => {
    await expect(analyser.analyse(Buffer.from('not an image'), { day: 5, patientAge: 34 })).rejects.toThrow(
      /could not be read/,
    );
  });

  it('finds the embryo in a real STORK picture (day 5, 500 × 500)', async () => {
    const image = readFileSync(
      new URL('../../../../../../bench/embryo/images/good_23765483_0_3AA.jpg', import.meta.url),
    );
    const outcome = await analyser.analyse(image, { day: 5, patientAge: 34 });
    expectValid(outcome);
    const { outline } = outcome.detailed_assessment;
    expect([outline.width, outline.height]).toEqual([500, 500]);
    const embryo = outline.shapes.find((s) => s.kind === 'embryo')!;
    for (const [x, y] of embryo.points) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(500);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(500);
    }
    const diameter = measured(outcome, 'embryo_diameter') as number;
    expect(diameter).toBeGreaterThan(150);
    expect(diameter).toBeLessThan(400);
  });
});

describe('a clinic model', () => {
  it('is asked only on the days it was validated for, and its answer sits beside ours', async () => {
    const answer = {
      name: 'Clinic',
      version: '1',
      label: 'good',
      probability: 0.8,
      scores: [
        { label: 'good', probability: 0.8 },
        { label: 'poor', probability: 0.2 },
      ],
    };
    const withModel = createEmbryoAnalyser({
      clinicModel: {
        name: 'Clinic',
        version: '1',
        days: [5],
        classify: () => Promise.resolve(answer),
        close: () => Promise.resolve(),
      },
    });
    try {
      const picture = await blastocystPicture({ cavity: 0.85 });
      const day5 = await withModel.analyse(picture, { day: 5, patientAge: 34 });
      const day3 = await withModel.analyse(picture, { day: 3, patientAge: 34 });
      expect(day5.detailed_assessment.clinic_model).toEqual(answer);
      expect(day3.detailed_assessment.clinic_model).toBeNull();
    } finally {
      await withModel.close();
    }
  });
});
