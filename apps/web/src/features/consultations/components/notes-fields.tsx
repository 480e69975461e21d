import { SHARED_SUMMARY_MAX, SOAP_SECTION_MAX, type AppointmentNotes } from '@fertilia/contracts';

export type SoapKey = 'subjective' | 'objective' | 'assessment' | 'plan';

/** The four private parts of a SOAP note, each with what goes in it. */
export const SOAP_SECTIONS: { key: SoapKey; label: string; hint: string }[] = [
  { key: 'subjective', label: 'Subjective', hint: 'What she tells you: concerns, symptoms, history.' },
  { key: 'objective', label: 'Objective', hint: 'What you observe or measure: results, scans, findings.' },
  { key: 'assessment', label: 'Assessment', hint: 'Your reading of the situation.' },
  { key: 'plan', label: 'Plan', hint: 'Next steps: tests, treatment, follow-up.' },
];

export const SHARED_SUMMARY_HINT =
  'The patient sees only this summary, with her appointment. Subjective, Objective, Assessment and Plan stay private to you.';

export const NOTES_LIMITS = { section: SOAP_SECTION_MAX, summary: SHARED_SUMMARY_MAX } as const;

/** Form values: every part as text, '' for nothing written (the contract turns '' into null). */
export type NotesFormValues = Record<SoapKey | 'shared_summary', string>;

export const notesFormValues = (notes: AppointmentNotes | null): NotesFormValues => ({
  subjective: notes?.subjective ?? '',
  objective: notes?.objective ?? '',
  assessment: notes?.assessment ?? '',
  plan: notes?.plan ?? '',
  shared_summary: notes?.shared_summary ?? '',
});

export const hasSoapText = (values: NotesFormValues) =>
  SOAP_SECTIONS.some(({ key }) => values[key].trim().length > 0);
