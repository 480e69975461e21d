import type {
  Appointment,
  AppointmentNotes,
  AppointmentStats,
  ExpertSchedule,
  PatientSummary,
  Slot,
} from '@fertilia/contracts';
import type { RecordedRequest } from '@/test/fetch-mock';

/** The path of a recorded request, without its query. */
export const pathnameOf = (request: RecordedRequest) => new URL(request.url, 'http://localhost').pathname;
export const queryOf = (request: RecordedRequest) =>
  Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);

export const schedule = (overrides: Partial<ExpertSchedule> = {}): ExpertSchedule => ({
  time_zone: 'America/New_York',
  slot_minutes: 30,
  buffer_minutes: 10,
  min_notice_hours: 12,
  price: 0,
  currency: 'GBP',
  weekly_hours: [{ weekday: 1, ranges: [{ start: '09:00', end: '12:00' }] }],
  exceptions: [],
  is_available: true,
  is_verified: true,
  upcoming_free_slots: 42,
  ...overrides,
});

export const slot = (overrides: Partial<Slot> = {}): Slot => ({
  id: 1,
  expert_id: 9,
  starts_at: '2030-01-07T14:00:00Z',
  ends_at: '2030-01-07T14:30:00Z',
  is_available: true,
  source: 'schedule',
  ...overrides,
});

export const stats = (overrides: Partial<AppointmentStats> = {}): AppointmentStats => ({
  total: 14,
  by_status: { pending: 1, confirmed: 2, completed: 8, cancelled: 2, rejected: 1, rescheduled: 0 },
  by_month: Array.from({ length: 12 }, (_, i) => {
    const month = `2026-${String(i + 1).padStart(2, '0')}`;
    return i === 10
      ? { month, total: 6, completed: 4, cancelled: 1 }
      : i === 11
        ? { month, total: 8, completed: 4, cancelled: 1 }
        : { month, total: 0, completed: 0, cancelled: 0 };
  }),
  upcoming: 3,
  completion_rate: 8 / 11,
  average_rating: 4.56,
  review_count: 5,
  ...overrides,
});

export const patientSummary = (overrides: Partial<PatientSummary> = {}): PatientSummary => ({
  id: 21,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  avatar_url: null,
  date_of_birth: '1990-06-15',
  appointment_count: 2,
  last_visit_at: '2026-10-01T14:00:00Z',
  next_visit_at: null,
  ...overrides,
});

export const appointment = (overrides: Partial<Appointment> = {}): Appointment => ({
  id: 101,
  status: 'completed',
  status_display: 'Completed',
  slot_id: 5,
  starts_at: '2026-10-01T14:00:00Z',
  ends_at: '2026-10-01T14:30:00Z',
  date_formatted: 'Thu 1 Oct 2026',
  time_range: '10:00 – 10:30',
  time_zone: 'America/New_York',
  patient: { id: 21, name: 'Grace Hopper', avatar_url: null },
  expert: { id: 9, name: 'Dr Ada', avatar_url: null, role: 'expert', specialization: 'IVF' },
  notes: 'Second opinion on my AMH results',
  status_reason: null,
  cancelled_by: null,
  rescheduled_from_id: null,
  rescheduled_to_id: null,
  has_review: false,
  review: null,
  has_notes: false,
  shared_summary: null,
  patient_joined_at: null,
  expert_joined_at: null,
  completed_at: '2026-10-01T14:30:00Z',
  zoom_join_url: null,
  min_notice_hours: 12,
  allowed_actions: [],
  price: null,
  payment_status: null,
  created_at: '2026-09-20T10:00:00Z',
  updated_at: '2026-10-01T14:30:00Z',
  ...overrides,
});

export const notes = (overrides: Partial<AppointmentNotes> = {}): AppointmentNotes => ({
  id: 7,
  appointment_id: 101,
  subjective: 'Tired, irregular cycles',
  objective: 'AMH 0.9 ng/mL',
  assessment: 'Diminished ovarian reserve',
  plan: 'Discuss IVF with ICSI',
  shared_summary: null,
  created_at: '2026-10-01T15:00:00Z',
  updated_at: '2026-10-01T15:00:00Z',
  ...overrides,
});
