import type { EmbryoAssessment, GardnerQuality, GradingScale } from '@fertilia/contracts';
import { implantationPotential } from './analysis/implantation/implantation-potential';
import type { ImplantationEstimate } from './analysis/outcome';

/**
 * The implantation figure for a grade a reviewer gave: the same published rates by grade and age as the
 * analysis used, read for her grade, since the figure should follow the grade the analysis now shows.
 * `grade` is already checked against `scale` (isGradeOnScale).
 */
export function implantationForGrade(
  scale: GradingScale,
  grade: string,
  patientAge: number,
): ImplantationEstimate {
  if (scale === 'gardner') {
    const [expansion, icm, te] = grade.split('');
    return implantationPotential({
      scale,
      gardner: {
        expansion: Number(expansion),
        icm: (icm as GardnerQuality | undefined) ?? null,
        te: (te as GardnerQuality | undefined) ?? null,
      },
      istanbulGrade: null,
      patientAge,
    });
  }
  return implantationPotential({
    scale,
    gardner: null,
    istanbulGrade: Number(grade) as 1 | 2 | 3,
    patientAge,
  });
}

/** The assessment with the implantation note of the reviewed grade; everything measured stays as it was. */
export const withImplantationNote = (assessment: EmbryoAssessment, note: string): EmbryoAssessment => ({
  ...assessment,
  implantation_note: note,
});
