import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ACTIONS,
  APPOINTMENT_STATUSES,
  JOIN_OPENS_MINUTES_BEFORE,
  LIFECYCLE_MESSAGES,
  allowedActions,
  isLive,
  refusalOf,
  statusAfter,
  type AppointmentMoment,
  type AppointmentParty,
} from './appointment-lifecycle';

const MIN = 60_000;
const start = new Date('2026-12-01T10:00:00Z');
const moment = (status: AppointmentMoment['status'], minNoticeMinutes = 12 * 60): AppointmentMoment => ({
  status,
  startsAt: start,
  endsAt: new Date(start.getTime() + 30 * MIN),
  minNoticeMinutes,
});
const at = (minutesFromStart: number) => new Date(start.getTime() + minutesFromStart * MIN);
const dayBefore = at(-24 * 60);

describe('the appointment state machine', () => {
  it('lets the expert accept or decline only a pending request', () => {
    for (const status of APPOINTMENT_STATUSES) {
      const accept = refusalOf('accept', 'expert', moment(status), dayBefore);
      const reject = refusalOf('reject', 'expert', moment(status), dayBefore);
      expect(accept === null).toBe(status === 'pending');
      expect(reject === null).toBe(status === 'pending');
    }
    expect(statusAfter('accept', 'pending')).toBe('confirmed');
    expect(statusAfter('reject', 'pending')).toBe('rejected');
  });

  it('never lets a patient accept, decline or complete', () => {
    for (const action of ['accept', 'reject', 'complete'] as const)
      expect(refusalOf(action, 'patient', moment('pending'), dayBefore)).toBe(
        LIFECYCLE_MESSAGES.notYours(action),
      );
  });

  it('lets a patient cancel or move a visit only until the minimum notice, an expert at any time', () => {
    const twoHoursBefore = at(-120);
    expect(refusalOf('cancel', 'patient', moment('confirmed', 60), twoHoursBefore)).toBeNull();
    expect(refusalOf('cancel', 'patient', moment('confirmed', 180), twoHoursBefore)).toBe(
      LIFECYCLE_MESSAGES.tooLateForPatient('cancel'),
    );
    expect(refusalOf('reschedule', 'patient', moment('pending', 180), twoHoursBefore)).toBe(
      LIFECYCLE_MESSAGES.tooLateForPatient('reschedule'),
    );
    expect(refusalOf('cancel', 'expert', moment('confirmed', 180), at(5))).toBeNull();
  });

  it('lets a patient cancel a paid visit inside the notice until it starts (the refund policy keeps a share), never move it', () => {
    const paid = { ...moment('confirmed', 180), paid: true };
    expect(refusalOf('cancel', 'patient', paid, at(-120))).toBeNull();
    expect(refusalOf('cancel', 'patient', paid, at(1))).toBe(LIFECYCLE_MESSAGES.tooLateForPatient('cancel'));
    expect(refusalOf('reschedule', 'patient', paid, at(-120))).toBe(
      LIFECYCLE_MESSAGES.tooLateForPatient('reschedule'),
    );
  });

  it('completes a confirmed visit from its start time on, never before', () => {
    expect(refusalOf('complete', 'expert', moment('confirmed'), at(-1))).toBe(LIFECYCLE_MESSAGES.notStarted);
    expect(refusalOf('complete', 'expert', moment('confirmed'), at(0))).toBeNull();
    expect(refusalOf('complete', 'expert', moment('pending'), at(10))).toBe(
      LIFECYCLE_MESSAGES.notAllowed('complete', 'pending'),
    );
  });

  it('opens joining shortly before the start and closes it at the end', () => {
    expect(refusalOf('join', 'patient', moment('confirmed'), at(-JOIN_OPENS_MINUTES_BEFORE - 1))).toBe(
      LIFECYCLE_MESSAGES.joinClosed,
    );
    expect(refusalOf('join', 'patient', moment('confirmed'), at(-JOIN_OPENS_MINUTES_BEFORE))).toBeNull();
    expect(refusalOf('join', 'expert', moment('confirmed'), at(31))).toBe(LIFECYCLE_MESSAGES.joinClosed);
  });

  it('ends everything at a final status: nothing is allowed on a visit that is over', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('rejected', 'cancelled', 'rescheduled', 'completed' as const),
        fc.constantFrom<AppointmentParty>('patient', 'expert'),
        fc.integer({ min: -30 * 24 * 60, max: 30 * 24 * 60 }),
        (status, party, minutes) => {
          expect(allowedActions(party, moment(status), at(minutes))).toEqual([]);
        },
      ),
    );
  });

  it('allows exactly the actions refusalOf does not refuse, and each leads where the table says', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...APPOINTMENT_STATUSES),
        fc.constantFrom<AppointmentParty>('patient', 'expert'),
        fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }),
        fc.integer({ min: 0, max: 48 * 60 }),
        (status, party, minutes, notice) => {
          const now = at(minutes);
          const allowed = allowedActions(party, moment(status, notice), now);
          for (const action of APPOINTMENT_ACTIONS)
            expect(allowed.includes(action)).toBe(
              refusalOf(action, party, moment(status, notice), now) === null,
            );
          // Only a live appointment (pending or confirmed) can change at all.
          if (allowed.length > 0) expect(isLive(status)).toBe(true);
        },
      ),
    );
  });
});
