import type {
  ClinicModelResult,
  DevelopmentStage,
  EmbryoAssessment,
  GardnerParts,
  GradingScale,
} from '@fertilia/contracts';

/*
 * The seams of the analysis pipeline (ADR 021), so its parts can be built and tested apart: the morphology
 * (OpenCV.js in a worker thread), the implantation estimate (published rates by grade and age), and a
 * clinic's own model (ONNX, optional). The API's job and bench/embryo run the same `EmbryoAnalyser`.
 */

/** What the analysis is asked: the patient's age (18–65) and the embryo's day of development (1–7). */
export type AnalysisRequest = { day: number; patientAge: number };

/** Told as the work moves, 0–100 with a short label ("Finding the embryo"); the job pushes it live. */
export type ProgressListener = (progress: number, label: string) => void;

/** What the analysis stores: spec 02's fields, the method that made them and everything behind them. */
export type AnalysisOutcome = {
  development_stage: DevelopmentStage;
  ai_grade: string | null;
  fragmentation_percentage: number | null;
  symmetry_score: number | null;
  multinucleation_detected: boolean | null;
  implantation_potential_score: number | null;
  ai_confidence_score: number;
  detailed_assessment: EmbryoAssessment;
  /** The method and its version, e.g. "Fertilia morphology 1.0 (OpenCV.js 4.12)". */
  method: string;
};

/** Runs the whole pipeline on a stored picture (any format sharp reads). One per process; close at shutdown. */
export interface EmbryoAnalyser {
  analyse(image: Buffer, request: AnalysisRequest, onProgress?: ProgressListener): Promise<AnalysisOutcome>;
  close(): Promise<void>;
}

/** The implantation estimate's question: the grade on its scale and her age. */
export type ImplantationQuestion = {
  scale: GradingScale | null;
  gardner: GardnerParts | null;
  istanbulGrade: 1 | 2 | 3 | null;
  patientAge: number;
};
/** null score: no estimate for this grade (a zygote, or no grade found); the note says why, in plain words. */
export type ImplantationEstimate = { score: number | null; note: string };

/** A clinic's validated model (EMBRYO_MODEL_PATH): its labels' probabilities for one picture. */
export interface ClinicModel {
  readonly name: string;
  readonly version: string;
  /** The days of development it was validated for; on other days it is not asked. */
  readonly days: readonly number[];
  classify(image: Buffer): Promise<ClinicModelResult>;
  close(): Promise<void>;
}
