import {
  embryoApi,
  pathOf,
  realName,
  type DevelopmentStage,
  type EmbryoAnalysis,
  type EmbryoImage,
  type EmbryoImageStatus,
} from '@fertilia/contracts';
import type { EmbryoAnalysisView, EmbryoImageView, EmbryoPerson } from './embryo-repo';

/** A person as her care team knows her: the real name, else the username. */
const personOf = (who: EmbryoPerson) => ({
  id: who.id,
  name: realName({ first_name: who.firstName, last_name: who.lastName }) || who.username,
});

/** The clinic's label, or "E<id>" when none was given. */
const labelOf = (view: EmbryoImageView) => view.image.embryoLabel ?? `E${view.image.id}`;

export const toImage = (view: EmbryoImageView, analysisId: number | null = null): EmbryoImage => ({
  id: view.image.id,
  status: view.image.status as EmbryoImageStatus,
  embryo_id: labelOf(view),
  patient: view.patient ? personOf(view.patient) : null,
  uploaded_by: personOf(view.uploader),
  width: view.image.width,
  height: view.image.height,
  file_url: pathOf(embryoApi.imageFile, { id: view.image.id }),
  analysis_id: analysisId,
  created_at: view.image.createdAt.toISOString(),
  updated_at: view.image.updatedAt.toISOString(),
});

/** An analysis as stored: what the method found then, and the reviewer's word when there is one. */
export function toAnalysis(view: EmbryoAnalysisView): EmbryoAnalysis {
  const { analysis } = view;
  return {
    id: analysis.id,
    image_id: analysis.imageId,
    embryo_id: labelOf(view),
    patient: view.patient ? personOf(view.patient) : null,
    requested_by: personOf(view.requester),
    patient_age: analysis.patientAge,
    day_of_development: analysis.dayOfDevelopment,
    status: view.image.status as EmbryoImageStatus,
    progress: analysis.progress,
    progress_label: analysis.progressLabel,
    development_stage: analysis.developmentStage as DevelopmentStage,
    grade: analysis.grade,
    ai_grade: analysis.aiGrade,
    fragmentation_percentage: analysis.fragmentationPercentage,
    symmetry_score: analysis.symmetryScore,
    multinucleation_detected: analysis.multinucleationDetected,
    implantation_potential_score: analysis.implantationPotentialScore,
    ai_confidence_score: analysis.aiConfidenceScore,
    detailed_assessment: analysis.detailedAssessment,
    review:
      view.reviewer && analysis.reviewedAt && analysis.grade
        ? {
            grade: analysis.grade,
            agrees: analysis.grade === analysis.aiGrade,
            comment: analysis.reviewComment ?? '',
            reviewed_by: personOf(view.reviewer),
            reviewed_at: analysis.reviewedAt.toISOString(),
          }
        : null,
    error: analysis.error,
    image: toImage(view, analysis.id),
    created_at: analysis.createdAt.toISOString(),
    updated_at: analysis.updatedAt.toISOString(),
  };
}
