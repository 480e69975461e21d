import {
  APPOINTMENTS_GC_MS,
  APPOINTMENTS_RETRIES,
  APPOINTMENTS_STALE_MS,
  APPOINTMENT_STATS_STALE_MS,
} from '@fertilia/contracts';

/**
 * Query keys of the consultations feature. Every appointment change invalidates `consultationKeys.all`: a
 * booking changes the list, the badge, the stats, the expert's free slots and a patient's page at once.
 */
export const consultationKeys = {
  all: ['consultations'] as const,
  experts: (filters: object) => ['consultations', 'experts', filters] as const,
  expert: (id: number) => ['consultations', 'expert', id] as const,
  availability: (expertId: number, from: string, to: string, zone: string) =>
    ['consultations', 'availability', expertId, from, to, zone] as const,
  appointments: (filters: object) => ['consultations', 'appointments', filters] as const,
  appointment: (id: number) => ['consultations', 'appointment', id] as const,
  review: (id: number) => ['consultations', 'review', id] as const,
  notes: (id: number) => ['consultations', 'notes', id] as const,
  stats: () => ['consultations', 'stats'] as const,
  schedule: () => ['consultations', 'schedule'] as const,
  slots: (filters: object) => ['consultations', 'slots', filters] as const,
  patients: (filters: object) => ['consultations', 'patients', filters] as const,
  patient: (id: number) => ['consultations', 'patient', id] as const,
};

/** Spec 02 §9: appointments stay fresh 5 min, are kept 10 min and retried twice. */
export const appointmentCaching = {
  staleTime: APPOINTMENTS_STALE_MS,
  gcTime: APPOINTMENTS_GC_MS,
  retry: APPOINTMENTS_RETRIES,
} as const;

/** Spec 02 §9: statistics stay fresh 2 min and are fetched again when the window regains focus. */
export const statsCaching = { staleTime: APPOINTMENT_STATS_STALE_MS, refetchOnWindowFocus: true } as const;
