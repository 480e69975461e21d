import type { Appointment, ExpertDetail, ExpertPage, ExpertSummary, Slot } from '@fertilia/contracts';

export function expertSummary(overrides: Partial<ExpertSummary> = {}): ExpertSummary {
  return {
    id: 7,
    name: 'Dr Maya Rivera',
    role: 'doctor',
    avatar_url: null,
    specialization: 'Reproductive endocrinology',
    bio: 'Twenty years of helping families grow.',
    facility_affiliation: 'Dublin Fertility Clinic',
    years_of_experience: 12,
    languages: ['English', 'Spanish'],
    qualifications: [],
    rating_average: 4.8,
    review_count: 23,
    next_available_at: '2030-03-05T10:00:00.000Z',
    time_zone: 'Europe/Dublin',
    slot_minutes: 30,
    price: null,
    ...overrides,
  };
}

export function expertDetail(overrides: Partial<ExpertDetail> = {}): ExpertDetail {
  return {
    ...expertSummary(),
    min_notice_hours: 12,
    recent_reviews: [],
    late_refund_percent: 50,
    ...overrides,
  };
}

export function expertPage(items: ExpertSummary[], overrides: Partial<ExpertPage> = {}): ExpertPage {
  return { items, total: items.length, page: 1, pages: 1, has_more: false, ...overrides };
}

export function slot(id: number, startsAt: string, minutes = 30): Slot {
  return {
    id,
    expert_id: 7,
    starts_at: startsAt,
    ends_at: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
    is_available: true,
    source: 'schedule',
  };
}

export function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 31,
    status: 'confirmed',
    status_display: 'Confirmed',
    slot_id: 501,
    starts_at: '2030-03-05T10:00:00.000Z',
    ends_at: '2030-03-05T10:30:00.000Z',
    date_formatted: 'Tue 5 Mar 2030',
    time_range: '10:00 – 10:30',
    time_zone: 'UTC',
    patient: { id: 1, name: 'Ada Lovelace', avatar_url: null },
    expert: {
      id: 7,
      name: 'Dr Maya Rivera',
      avatar_url: null,
      role: 'doctor',
      specialization: 'Endocrinology',
    },
    notes: 'Second opinion on my AMH result',
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
    completed_at: null,
    zoom_join_url: null,
    min_notice_hours: 12,
    allowed_actions: [],
    price: null,
    payment_status: null,
    created_at: '2030-03-01T10:00:00.000Z',
    updated_at: '2030-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const appointmentList = (results: Appointment[], count = results.length) => ({
  results,
  count,
  skip: 0,
  limit: 10,
});
