import { DEFAULT_MIN_NOTICE_HOURS, type Role } from '@fertilia/contracts';
import { inTransaction, type Context } from '../../http/context';
import { DEMO_ACCOUNTS, findUserWithEmail } from '../users/service';
import { insertAppointment } from './appointment-repo';
import { insertNotes } from './notes-repo';
import { insertReview } from './review-repo';
import { hasAnyAppointment, insertManualSlot } from './visit-seed-repo';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const VISIT_MINUTES = 30;

type DemoVisit = {
  with: Extract<Role, 'expert' | 'doctor'>;
  daysAgo: number;
  /** UTC hour of the start, so the visits sit in ordinary clinic hours. */
  hour: number;
  booking: string;
  outcome:
    | {
        status: 'completed';
        review: { rating: number; comment: string };
        notes: { subjective: string; objective: string; assessment: string; plan: string; shared?: string };
      }
    | { status: 'cancelled'; reason: string };
};

/** The demo patient's history: three visits that took place, rated and noted, and one she called off. */
export const DEMO_VISITS: readonly DemoVisit[] = [
  {
    with: 'expert',
    daysAgo: 34,
    hour: 10,
    booking: 'I would like to understand what egg freezing involves before we decide on IVF.',
    outcome: {
      status: 'completed',
      review: { rating: 5, comment: 'Calm, clear and kind. I finally understand the timeline.' },
      notes: {
        subjective: 'Trying to conceive for 14 months; considering egg freezing before IVF.',
        objective: 'Cycle log shows 29–32 day cycles with a clear temperature shift.',
        assessment: 'Ovulatory cycles; good candidate for a fertility work-up before any decision.',
        plan: 'AMH and antral follicle count; review results together in a month.',
      },
    },
  },
  {
    with: 'doctor',
    daysAgo: 21,
    hour: 14,
    booking: 'Results of my AMH test and what they mean for IVF.',
    outcome: {
      status: 'completed',
      review: { rating: 4, comment: 'Very thorough. The visit ran a little late but was worth it.' },
      notes: {
        subjective: 'Brings AMH result; mild endometriosis treated in 2023.',
        objective: 'AMH 1.9 ng/mL; antral follicle count 11.',
        assessment: 'Ovarian reserve within the normal range for age.',
        plan: 'Antagonist IVF protocol discussed; start with the next cycle if she wishes.',
        shared:
          'Your ovarian reserve is within the normal range. We discussed an antagonist IVF protocol; ' +
          'you can start with your next cycle whenever you feel ready.',
      },
    },
  },
  {
    with: 'doctor',
    daysAgo: 14,
    hour: 9,
    booking: 'Follow-up on the protocol.',
    outcome: { status: 'cancelled', reason: 'I have a work trip that week, sorry.' },
  },
  {
    with: 'expert',
    daysAgo: 8,
    hour: 16,
    booking: 'Preparing for the first injections.',
    outcome: {
      status: 'completed',
      review: { rating: 5, comment: 'She showed me the injection pen step by step. So reassuring.' },
      notes: {
        subjective: 'Anxious about self-injection; partner will help.',
        objective: 'Demonstrated the pen; she gave a practice injection correctly.',
        assessment: 'Ready to start stimulation.',
        plan: 'Call on day 3 of injections; scan on day 6.',
      },
    },
  },
];

const emailOf = (role: Role) => DEMO_ACCOUNTS.find((a) => a.role === role)?.email;

/**
 * Seeds the demo patient's past visits with the demo expert and doctor on a development start, after the
 * demo accounts, so the appointments, stats, reviews and patients screens have something to show at once.
 * Times are set relative to the clock. Idempotent: nothing is written once she has any appointment, so
 * what she books herself is never mixed with a second copy of the demo.
 */
export async function seedDemoVisits(ctx: Context): Promise<void> {
  const now = ctx.clock.now();
  const created = await inTransaction(ctx, async (tx) => {
    const find = async (role: Role) => {
      const email = emailOf(role);
      return email ? findUserWithEmail(tx, email) : undefined;
    };
    const [patient, expert, doctor] = [await find('patient'), await find('expert'), await find('doctor')];
    if (!patient || !expert || !doctor || (await hasAnyAppointment(tx.db, patient.id))) return 0;
    const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    for (const visit of DEMO_VISITS) {
      const expertId = (visit.with === 'expert' ? expert : doctor).id;
      const startsAt = new Date(today - visit.daysAgo * DAY_MS + visit.hour * HOUR_MS);
      const endsAt = new Date(startsAt.getTime() + VISIT_MINUTES * 60_000);
      const bookedAt = new Date(startsAt.getTime() - 6 * DAY_MS);
      const slot = await insertManualSlot(tx.db, { expertId, startsAt, endsAt });
      const { outcome } = visit;
      const completed = outcome.status === 'completed';
      const closedAt = completed
        ? new Date(endsAt.getTime() + 5 * 60_000)
        : new Date(bookedAt.getTime() + DAY_MS);
      const appointment = await insertAppointment(tx.db, {
        patientId: patient.id,
        expertId,
        slotId: slot.id,
        status: outcome.status,
        startsAt,
        endsAt,
        minNoticeHours: DEFAULT_MIN_NOTICE_HOURS,
        notes: visit.booking,
        statusReason: completed ? null : outcome.reason,
        cancelledBy: completed ? null : 'patient',
        confirmedAt: new Date(bookedAt.getTime() + 2 * HOUR_MS),
        completedAt: completed ? closedAt : null,
        patientJoinedAt: completed ? new Date(startsAt.getTime() - 2 * 60_000) : null,
        expertJoinedAt: completed ? startsAt : null,
        createdAt: bookedAt,
        updatedAt: closedAt,
      });
      if (outcome.status !== 'completed') continue;
      const notedAt = new Date(endsAt.getTime() + 30 * 60_000);
      await insertNotes(tx.db, {
        appointmentId: appointment.id,
        expertId,
        subjective: outcome.notes.subjective,
        objective: outcome.notes.objective,
        assessment: outcome.notes.assessment,
        plan: outcome.notes.plan,
        sharedSummary: outcome.notes.shared ?? null,
        createdAt: notedAt,
        updatedAt: notedAt,
      });
      await insertReview(tx.db, {
        appointmentId: appointment.id,
        patientId: patient.id,
        expertId,
        rating: outcome.review.rating,
        comment: outcome.review.comment,
        createdAt: new Date(endsAt.getTime() + DAY_MS),
      });
    }
    return DEMO_VISITS.length;
  });
  // A count only: even the demo's visits are health data and stay out of the logs.
  ctx.log.info({ visitsCreated: created }, 'demo patient visits ready');
}
