import { describe, expect, it } from 'vitest';
import { acceptAppointmentSchema, rescheduleAppointmentSchema, reviewCreateSchema } from './appointments';
import {
  CONSULTATION_MESSAGES,
  CONSULTATION_TOASTS,
  cancelReasonField,
  maskRescheduleError,
} from './consultation-rules';
import { expertScheduleUpdateSchema } from './experts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('consultation rules of spec 02 §5', () => {
  it('words an empty cancel reason and a short one as the spec does', () => {
    expect(firstMessage(cancelReasonField.safeParse('   '))).toBe(CONSULTATION_MESSAGES.reasonRequired);
    expect(firstMessage(cancelReasonField.safeParse(undefined))).toBe(CONSULTATION_MESSAGES.reasonRequired);
    expect(firstMessage(cancelReasonField.safeParse('sick'))).toBe(CONSULTATION_MESSAGES.reasonTooShort);
    expect(cancelReasonField.parse('  I am unwell  ')).toBe('I am unwell');
  });

  it('needs a reason to decline, not to accept', () => {
    expect(acceptAppointmentSchema.safeParse({ accepted: true }).success).toBe(true);
    expect(firstMessage(acceptAppointmentSchema.safeParse({ accepted: false, reason: ' ' }))).toBe(
      CONSULTATION_MESSAGES.rejectReasonRequired,
    );
  });

  it('needs a positive slot id and a 5-character reason to reschedule', () => {
    expect(
      firstMessage(rescheduleAppointmentSchema.safeParse({ new_slot_id: 0, reason: 'Clash at work' })),
    ).toBe(CONSULTATION_MESSAGES.newSlotId);
    expect(firstMessage(rescheduleAppointmentSchema.safeParse({ new_slot_id: 4, reason: 'busy' }))).toBe(
      CONSULTATION_MESSAGES.rescheduleReasonTooShort,
    );
  });

  it('rates 1 to 5 in whole stars', () => {
    for (const rating of [0, 6, 2.5, '4'])
      expect(firstMessage(reviewCreateSchema.safeParse({ rating }))).toBe(CONSULTATION_MESSAGES.ratingRange);
    expect(reviewCreateSchema.parse({ rating: 5, comment: '  ' })).toEqual({ rating: 5, comment: null });
  });

  it('masks reschedule errors that name internals, and only those', () => {
    for (const text of [
      'Internal error',
      'SQL state 23505',
      'Database down',
      'Server Error',
      'Stack trace: x',
    ])
      expect(maskRescheduleError(text)).toBe(CONSULTATION_TOASTS.rescheduleGeneric);
    expect(maskRescheduleError(CONSULTATION_MESSAGES.slotTaken)).toBe(CONSULTATION_MESSAGES.slotTaken);
  });

  it('refuses overlapping weekly ranges and a range that ends before it starts', () => {
    const base = {
      time_zone: 'Europe/London',
      slot_minutes: 30,
      buffer_minutes: 0,
      min_notice_hours: 2,
      exceptions: [],
    };
    const overlapping = expertScheduleUpdateSchema.safeParse({
      ...base,
      weekly_hours: [
        {
          weekday: 1,
          ranges: [
            { start: '09:00', end: '12:00' },
            { start: '11:30', end: '13:00' },
          ],
        },
      ],
    });
    expect(firstMessage(overlapping)).toBe(CONSULTATION_MESSAGES.rangesOverlap);
    const backwards = expertScheduleUpdateSchema.safeParse({
      ...base,
      weekly_hours: [{ weekday: 2, ranges: [{ start: '17:00', end: '09:00' }] }],
    });
    expect(firstMessage(backwards)).toBe(CONSULTATION_MESSAGES.rangeOrder);
    const fine = expertScheduleUpdateSchema.parse({
      ...base,
      time_zone: 'europe/london',
      weekly_hours: [
        {
          weekday: 3,
          ranges: [
            { start: '09:00', end: '12:00' },
            { start: '13:00', end: '24:00' },
          ],
        },
      ],
    });
    expect(fine.time_zone).toBe('Europe/London');
  });
});
