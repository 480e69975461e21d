import { inTransaction, type Context } from '../../../http/context';
import { DEMO_ACCOUNTS, findUserWithEmail } from '../../users/service';
import { countNotesAbout, insertNote } from './notes-repo';

const DAY_MS = 24 * 60 * 60_000;

/** The demo doctor's note after the demo patient's last visit with him (demo-visits.ts), three days ago. */
export const DEMO_DOCTOR_NOTE = {
  title: 'Plan after our review of your tests',
  content:
    'Your AMH and day-3 FSH fit your age, and your thyroid result is in range. We agreed to start an antagonist IVF cycle with your next period: daily follitropin from cycle day 2, cetrorelix from day 6, and scans with blood tests from day 6 to time the trigger. Keep taking folic acid 400 micrograms a day. Write to me here if anything changes before then.',
};

/**
 * Seeds one note from the demo doctor to the demo patient on a development start, after the demo accounts
 * (embedded database only). Idempotent: nothing is written once she has any note, so changes are kept.
 */
export async function seedDemoDoctorNotes(ctx: Context): Promise<number> {
  const email = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)?.email;
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const patientEmail = email('patient');
    const doctorEmail = email('doctor');
    const patient = patientEmail ? await findUserWithEmail(tx, patientEmail) : undefined;
    const doctor = doctorEmail ? await findUserWithEmail(tx, doctorEmail) : undefined;
    if (!patient || !doctor || (await countNotesAbout(tx.db, patient.id)) > 0) return 0;
    await insertNote(tx.db, {
      patientId: patient.id,
      authorId: doctor.id,
      ...DEMO_DOCTOR_NOTE,
      createdAt: new Date(now.getTime() - 3 * DAY_MS),
    });
    return 1;
  });
}
