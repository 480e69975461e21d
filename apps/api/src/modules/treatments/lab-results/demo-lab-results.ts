import {
  addDays,
  isoDateOf,
  labResultInputSchema,
  type LabResultInput,
  type LabResultValues,
} from '@fertilia/contracts';
import { inTransaction, type Context } from '../../../http/context';
import { DEMO_ACCOUNTS, findUserWithEmail } from '../../users/service';
import { toColumns } from './dto';
import { hasAnyLabResult, insertLabResultRow } from './repo';

/** Days before today each demo sample was taken: a work-up over the last months, oldest first. */
const DEMO_RESULTS: readonly (Omit<LabResultInput, 'taken_on'> & { daysAgo: number })[] = [
  { daysAgo: 200, test: 'amh', value: 2.4, unit: 'ng/mL', lab_name: 'Clinic laboratory' },
  { daysAgo: 170, test: 'hcg', value: 118, unit: 'IU/L', cycle_day: 27, lab_name: 'Clinic laboratory' },
  { daysAgo: 168, test: 'hcg', value: 262, unit: 'IU/L', cycle_day: 29, lab_name: 'Clinic laboratory' },
  { daysAgo: 75, test: 'fsh', value: 7.2, unit: 'IU/L', cycle_day: 3, lab_name: 'Clinic laboratory' },
  { daysAgo: 75, test: 'lh', value: 5.8, unit: 'IU/L', cycle_day: 3, lab_name: 'Clinic laboratory' },
  { daysAgo: 75, test: 'estradiol', value: 165, unit: 'pmol/L', cycle_day: 3, lab_name: 'Clinic laboratory' },
  { daysAgo: 75, test: 'tsh', value: 1.9, unit: 'mIU/L', cycle_day: 3, lab_name: 'Clinic laboratory' },
  {
    daysAgo: 57,
    test: 'progesterone',
    value: 38,
    unit: 'nmol/L',
    cycle_day: 21,
    lab_name: 'Clinic laboratory',
    notes: 'Day 21 test',
  },
  // The same test a second time, as a different lab reported it: in pmol/L (15 pmol/L is 2.1 ng/mL).
  { daysAgo: 20, test: 'amh', value: 15, unit: 'pmol/L', lab_name: 'Hospital laboratory' },
];

/**
 * The demo patient's lab results as of `today`: AMH twice (ng/mL, then pmol/L), a day-3 FSH, LH, estradiol
 * and TSH, a day-21 progesterone and two β-hCG results 48 hours apart.
 */
export const demoLabResults = (today: string): LabResultValues[] =>
  // Through the same rules as her own entry, so the demo can never hold what the API would refuse.
  DEMO_RESULTS.map(({ daysAgo, ...result }) =>
    labResultInputSchema.parse({ ...result, taken_on: addDays(today, -daysAgo) }),
  );

/**
 * Seeds the demo patient's lab results on a development start, after the demo accounts, with a system
 * context. Idempotent: nothing is written once she has any result, so her own changes are kept.
 */
export async function seedDemoLabResults(ctx: Context): Promise<void> {
  const patient = DEMO_ACCOUNTS.find((a) => a.role === 'patient');
  const now = ctx.clock.now();
  const created = await inTransaction(ctx, async (tx) => {
    const user = patient ? await findUserWithEmail(tx, patient.email) : undefined;
    if (!user || (await hasAnyLabResult(tx.db, user.id))) return 0;
    const results = demoLabResults(isoDateOf(now));
    for (const result of results)
      await insertLabResultRow(tx.db, { ...toColumns(result, now), patientId: user.id, createdAt: now });
    return results.length;
  });
  // A count only: health data, even the demo's, stays out of the logs.
  ctx.log.info({ labResultsCreated: created }, 'demo patient lab results ready');
}
