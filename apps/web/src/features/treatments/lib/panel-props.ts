/** What each tab of /treatments is given (ADR 022). */
export interface TreatmentPanelProps {
  /**
   * Whose records: null for the signed-in patient's own; for an expert or doctor, the patient chosen on the
   * page (her patients only; medications and labs are then read-only, notes are hers to write).
   */
  patientId: number | null;
}
