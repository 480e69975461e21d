import {
  isProfessional,
  type MedicalProfile,
  type ProfessionalProfile,
  type Role,
} from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import type { NewUserRow } from '../../db/schema';
import { inTransaction, type Context } from '../../http/context';
import { hashPassword } from '../../lib/passwords';
import { addPrice, createPlan, listAllPlans, type PlanInput, type PlanPriceInput } from '../plans/service';
import { findUserByEmail, findUserByUsername, insertUser, suspendUsersWithEmails } from './repo';

/** Shared by every demo account; quoted in the README and used by the end-to-end tests. */
export const DEMO_PASSWORD = 'Fertilia-demo-2026';

export type DemoAccount = {
  role: Role;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
};

/** `handle` names the address and username: demo_<handle>, <handle>@demo.fertilia.local. */
const account = (role: Role, handle: string, firstName: string, lastName: string): DemoAccount => ({
  role,
  email: `${handle}@demo.fertilia.local`,
  username: `demo_${handle}`,
  firstName,
  lastName,
});

/** One confirmed account per role, so every screen of the product can be tried at once. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('patient', 'patient', 'Sofia', 'Marquez'),
  account('expert', 'expert', 'Amara', 'Okafor'),
  account('doctor', 'doctor', 'Henrik', 'Lindqvist'),
  account('admin', 'admin', 'Claire', 'Dubois'),
  account('super_admin', 'super_admin', 'Rafael', 'Moreno'),
  account('content_moderator', 'moderator', 'Priya', 'Raman'),
  account('finance', 'finance', 'Tomasz', 'Nowak'),
  account('support', 'support', 'Grace', 'Mensah'),
];

/** 35 in the demo's year, the age most women start IVF in the UK register. */
export const DEMO_PATIENT_BIRTH_DATE = '1991-03-14';

const PATIENT_PROFILE: MedicalProfile = {
  medical_history: 'Irregular cycles since 2019; laparoscopy for mild endometriosis in 2023.',
  current_medications: 'Folic acid 400 µg daily',
  allergies: 'Penicillin',
  blood_type: 'A+',
  menstrual_cycle_length: 31,
  period_duration: 5,
  trying_to_conceive: true,
  trying_since: '2024-09-01',
};

const PROFESSIONAL_PROFILES: Partial<Record<Role, ProfessionalProfile>> = {
  expert: {
    bio: 'Fertility nurse specialist guiding couples through IVF and egg-freezing journeys for over a decade.',
    specialization: 'Fertility nursing',
    facility_affiliation: 'Fertilia Care Network',
    years_of_experience: 12,
    languages: ['English', 'Igbo'],
    available_for_appointment: true,
    license_number: 'RN-4821-UK',
    qualifications: ['RN', 'MSc Reproductive Health'],
  },
  doctor: {
    bio: 'Reproductive endocrinologist focused on IVF protocols, PCOS and recurrent implantation failure.',
    specialization: 'Reproductive endocrinology',
    facility_affiliation: 'Nordic Fertility Clinic',
    years_of_experience: 18,
    languages: ['English', 'Swedish', 'German'],
    available_for_appointment: true,
    license_number: 'MD-77310-SE',
    qualifications: ['MD', 'PhD', 'Board certified REI'],
  },
};

type DemoPlan = { plan: PlanInput; prices: Omit<PlanPriceInput, 'is_active'>[] };
/** Prices in pence, in the platform's currency (PAYMENTS_CURRENCY's default); entitlements are what the API unlocks. */
const DEMO_PLANS: DemoPlan[] = [
  {
    plan: {
      name: 'Essentials',
      description: 'Track your cycle and learn at your own pace.',
      features: [
        'Cycle tracking',
        'Knowledge hub and blog',
        'Community access',
        'Pay-as-you-go consultations',
      ],
      entitlements: [],
      is_active: true,
    },
    prices: [{ amount: 0, currency: 'GBP', interval: 'month' }],
  },
  {
    plan: {
      name: 'Care',
      description: 'Personal guidance from fertility experts.',
      features: [
        'Everything in Essentials',
        'Direct messages with experts and doctors',
        'AI fertility assistant',
        'IVF success prediction',
      ],
      entitlements: ['expert_chat', 'ai_assistant', 'ivf_prediction'],
      is_active: true,
    },
    prices: [
      { amount: 1900, currency: 'GBP', interval: 'month' },
      { amount: 19000, currency: 'GBP', interval: 'year' },
    ],
  },
  {
    plan: {
      name: 'Complete',
      description: 'Full support through every treatment cycle.',
      features: ['Everything in Care', 'Embryo image analysis'],
      entitlements: ['expert_chat', 'ai_assistant', 'ivf_prediction', 'embryo_analysis'],
      is_active: true,
    },
    prices: [
      { amount: 4900, currency: 'GBP', interval: 'month' },
      { amount: 49000, currency: 'GBP', interval: 'year' },
    ],
  },
];

const exists = async (db: DbOrTx, a: DemoAccount) =>
  Boolean((await findUserByEmail(db, a.email)) ?? (await findUserByUsername(db, a.username)));

async function seedPlans(ctx: Context): Promise<number> {
  if ((await listAllPlans(ctx)).length > 0) return 0;
  for (const { plan, prices } of DEMO_PLANS) {
    const created = await createPlan(ctx, plan);
    for (const price of prices)
      await addPrice(ctx, { planId: created.id, price: { ...price, is_active: true } });
  }
  return DEMO_PLANS.length;
}

/**
 * Seeds the demo accounts and plans on a development start (embedded database only, never in production),
 * with a system context (systemContext). Idempotent: accounts that exist already and a catalogue that has
 * any plan are left alone.
 */
export async function seedDemoAccounts(ctx: Context): Promise<void> {
  const { created, plans } = await inTransaction(ctx, async (tx) => {
    const missing: DemoAccount[] = [];
    for (const a of DEMO_ACCOUNTS) if (!(await exists(tx.db, a))) missing.push(a);
    // argon2 is deliberately slow: one hash, shared by every demo account.
    const passwordHash = missing.length > 0 ? await hashPassword(DEMO_PASSWORD) : '';
    for (const a of missing) {
      const values: NewUserRow = {
        email: a.email,
        username: a.username,
        passwordHash,
        role: a.role,
        confirmed: true,
        firstName: a.firstName,
        lastName: a.lastName,
        country: 'Ireland',
        city: 'Dublin',
        // Her age reads her lab results against the ranges for her age band (ADR 022).
        dateOfBirth: a.role === 'patient' ? DEMO_PATIENT_BIRTH_DATE : null,
        medicalProfile: a.role === 'patient' ? PATIENT_PROFILE : null,
        professionalProfile: PROFESSIONAL_PROFILES[a.role] ?? null,
        // The demo professionals stand for checked ones, so every professional screen can be tried.
        verificationStatus: isProfessional(a.role) ? 'verified' : null,
        // The demo professionals chose to be known by name, as clinicians usually do; the demo patient keeps
        // the default, her username, so both sides of the name choice can be seen in the community.
        showRealName: isProfessional(a.role),
      };
      await insertUser(tx.db, values);
    }
    return { created: missing.length, plans: await seedPlans(tx) };
  });
  // E-mail addresses only: the shared password is in the README, never in a log.
  ctx.log.info(
    { accounts: DEMO_ACCOUNTS.map((a) => a.email), created, plansCreated: plans },
    'demo accounts ready (one per role)',
  );
}

/**
 * When demo accounts must not exist (the app listens beyond this machine, runs in production or on a shared
 * database), any seeded by an earlier start are suspended: their password is in the README. Returns how many.
 */
export async function disableDemoAccounts(ctx: Context): Promise<number> {
  return suspendUsersWithEmails(
    ctx.db,
    DEMO_ACCOUNTS.map((a) => a.email),
    ctx.clock.now(),
  );
}
