import type { User } from '@fertilia/contracts';

export interface Completeness {
  percent: number;
  /** Human names of what is still empty, in the order the profile page shows them. */
  missing: string[];
}

type Check = readonly [label: string, filled: (user: User) => boolean];

const has = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

const PERSONAL: readonly Check[] = [
  ['Profile photo', (u) => has(u.profile_picture) || has(u.avatar_url)],
  ['Name', (u) => has(u.first_name) && has(u.last_name)],
  ['Date of birth', (u) => has(u.date_of_birth)],
  ['Country and city', (u) => has(u.country) && has(u.city)],
  ['Phone', (u) => has(u.phone)],
];

const MEDICAL: readonly Check[] = [
  ['Medical history', (u) => has(u.medical_profile?.medical_history)],
  ['Cycle length', (u) => has(u.medical_profile?.menstrual_cycle_length)],
  ['Last period date', (u) => has(u.medical_profile?.last_period_date)],
  ['Blood type', (u) => has(u.medical_profile?.blood_type)],
  ['Current medications', (u) => has(u.medical_profile?.current_medications)],
];

const PROFESSIONAL: readonly Check[] = [
  ['Bio', (u) => has(u.professional_profile?.bio)],
  ['Specialization', (u) => has(u.professional_profile?.specialization)],
  ['Clinic or hospital', (u) => has(u.professional_profile?.facility_affiliation)],
  ['Years of experience', (u) => has(u.professional_profile?.years_of_experience)],
  ['Languages', (u) => has(u.professional_profile?.languages)],
  ['License number', (u) => has(u.professional_profile?.license_number)],
  ['Qualifications', (u) => has(u.professional_profile?.qualifications)],
];

function measure(user: User, checks: readonly Check[]): Completeness {
  const missing = checks.filter(([, filled]) => !filled(user)).map(([label]) => label);
  return { percent: Math.round(((checks.length - missing.length) / checks.length) * 100), missing };
}

/** How much of the patient's personal and medical profile is filled in. */
export const patientCompleteness = (user: User) => measure(user, [...PERSONAL, ...MEDICAL]);

/** How much of what patients see about an expert or doctor is filled in. */
export const professionalCompleteness = (user: User) =>
  measure(user, [...PERSONAL.slice(0, 2), ...PROFESSIONAL]);
