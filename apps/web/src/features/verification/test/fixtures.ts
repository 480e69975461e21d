import type {
  ProfessionalVerification,
  VerificationQueueItem,
  VerificationSubmission,
} from '@fertilia/contracts';

/** A submission as the API returns it, with the parts a test cares about overridden. */
export const submission = (over: Partial<VerificationSubmission> = {}): VerificationSubmission => ({
  id: 5,
  license_number: 'GMC-7654321',
  issuing_body: 'General Medical Council',
  license_country: 'United Kingdom',
  note: 'Registered under my maiden name Hart.',
  submitted_at: '2026-03-02T09:30:00.000Z',
  outcome: null,
  reason: null,
  reviewed_at: null,
  ...over,
});

export const verification = (
  status: ProfessionalVerification['status'],
  latest: VerificationSubmission | null = null,
): ProfessionalVerification => ({ status, latest });

/** A waiting queue entry from a doctor; `id` also numbers the applicant's name. */
export const queueItem = (id: number, over: Partial<VerificationQueueItem> = {}): VerificationQueueItem => ({
  ...submission({ id, license_number: `LIC-${id}0000` }),
  applicant: {
    id: 100 + id,
    username: `doctor${id}`,
    email: `doctor${id}@example.org`,
    first_name: 'Mira',
    last_name: `Doctor${id}`,
    role: 'doctor',
    country: 'Ireland',
    created_at: '2026-02-20T08:00:00.000Z',
  },
  ...over,
});

export const queuePage = (items: VerificationQueueItem[], total = items.length) => ({
  items,
  total,
  skip: 0,
  limit: 20,
});
