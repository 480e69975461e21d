import { z } from 'zod';
import { someFieldGiven } from './common';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './constants';
import { MESSAGES } from './messages';
import { MEASURE_MESSAGES, normaliseHeight, normaliseWeight } from './body-measures';
import { toSpecPhone } from './phone';
import { roleSchema, userStatusSchema } from './role-schemas';
import { timeZoneField } from './time-zone';
import { verificationStatusSchema } from './verification';

/** Field rules of spec 01 §5 and 02 §5, written once and used by forms and server alike. */
export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.invalidEmail)
  .pipe(z.email(MESSAGES.invalidEmail));

export const passwordField = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, MESSAGES.passwordTooLong);

/** A password being checked (sign-in, confirming identity): only presence, so old passwords still work. */
export const currentPasswordField = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .max(PASSWORD_MAX);

export const usernameField = z
  .string({ error: MESSAGES.usernameLength })
  .trim()
  .min(USERNAME_MIN, MESSAGES.usernameLength)
  .max(USERNAME_MAX, MESSAGES.usernameLength)
  .regex(/^[A-Za-z0-9_]+$/, MESSAGES.usernameChars);

export const dateField = z.iso.date(MESSAGES.dateFormat);
/**
 * Stored as the spec's `+code-number`; any international way of writing a number ("+33 6 12 34 56 78",
 * "0033612345678") is accepted and rewritten to it. A number without its code is refused: only the form knows
 * which country it was dialled in (phone.ts).
 */
export const phoneField = z
  .string()
  .trim()
  .overwrite((text) => toSpecPhone(text) ?? text)
  .refine((text) => toSpecPhone(text) === text, MESSAGES.phoneFormat);
export const GENDERS = ['male', 'female', 'other'] as const;
export const genderSchema = z.enum(GENDERS);
export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

const lengthBetween = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);
const intBetween = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);
/**
 * A height or weight: typed text rewritten to its stored form ("60kg" → "60 kg"), refused with `message` when
 * it is no plausible number with a unit. The stored forms fit the spec's 3–10 / 2–10 characters.
 */
const measureField = (normalise: (text: string) => string | null, message: string) =>
  z
    .string()
    .trim()
    .overwrite((text) => normalise(text) ?? text)
    .refine((text) => normalise(text) === text, message);
/** Optional profile fields accept null, which clears them. */
const opt = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

export const medicalProfileSchema = z.object({
  medical_history: opt(lengthBetween('Medical history', 10, 500)),
  current_medications: opt(lengthBetween('Current medications', 3, 200)),
  allergies: opt(lengthBetween('Allergies', 3, 200)),
  medical_conditions: opt(lengthBetween('Medical conditions', 3, 200)),
  height: opt(measureField(normaliseHeight, MEASURE_MESSAGES.height)),
  weight: opt(measureField(normaliseWeight, MEASURE_MESSAGES.weight)),
  blood_type: opt(z.enum(BLOOD_TYPES, { error: 'Choose a blood type from the list' })),
  menstrual_cycle_length: opt(intBetween('Cycle length', 20, 45)),
  period_duration: opt(intBetween('Period duration', 1, 15)),
  last_period_date: opt(dateField),
  trying_to_conceive: opt(z.boolean()),
  trying_since: opt(dateField),
  birth_control_history: opt(lengthBetween('Birth control history', 3, 200)),
  pregnancy_history: opt(lengthBetween('Pregnancy history', 3, 200)),
  fertility_medications: opt(lengthBetween('Fertility medications', 3, 200)),
});
export type MedicalProfile = z.infer<typeof medicalProfileSchema>;
/** A medical profile as answered: heights and weights saved before they had to be numbers stay readable. */
export const storedMedicalProfileSchema = medicalProfileSchema.extend({
  height: z.string().nullable().optional(),
  weight: z.string().nullable().optional(),
});

const shortList = (label: string) =>
  z.array(lengthBetween(label, 1, 100)).max(20, `At most 20 ${label.toLowerCase()} entries`);

export const professionalProfileSchema = z.object({
  bio: opt(lengthBetween('Bio', 10, 200)),
  specialization: opt(lengthBetween('Specialization', 3, 50)),
  facility_affiliation: opt(lengthBetween('Facility', 3, 100)),
  years_of_experience: opt(intBetween('Years of experience', 0, 70)),
  languages: opt(shortList('Languages')),
  available_for_appointment: opt(z.boolean()),
  license_number: opt(lengthBetween('License number', 5, 50)),
  qualifications: opt(shortList('Qualifications')),
  zoom_host_email: opt(z.string().trim().toLowerCase().pipe(z.email(MESSAGES.invalidEmail))),
});
export type ProfessionalProfile = z.infer<typeof professionalProfileSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: roleSchema,
  status: userStatusSchema,
  confirmed: z.boolean(),
  clinic_id: z.number().int().nullable(),
  date_of_birth: z.string().nullable(),
  gender: genderSchema.nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  profile_picture: z.string().nullable(),
  avatar_url: z.string().nullable(),
  medical_profile: storedMedicalProfileSchema.nullable(),
  professional_profile: professionalProfileSchema.nullable(),
  /** Experts and doctors only: whether their licence has been checked (verification.ts); null for others. */
  verification_status: verificationStatusSchema.nullable(),
  pending_email: z.string().nullable(),
  /** Whether other members see her real name instead of her username (off unless she turns it on). */
  show_real_name: z.boolean(),
  /** Her IANA zone: saved from the browser when first known, editable in Settings; times are shown in it. */
  time_zone: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** What the public-name rule reads of a person: the wire's field names, so a User fits as it is. */
export type NamedPerson = Pick<User, 'username' | 'first_name' | 'last_name' | 'show_real_name'>;

/** First and last name as written; empty when she gave neither. */
export const realName = (person: Pick<User, 'first_name' | 'last_name'>): string =>
  [person.first_name, person.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/**
 * The one rule for the name other members see (community, messages, notifications): the username — a
 * pseudonym in a fertility community — unless she chose to show her real name and has one. Staff views that
 * the spec lets see real names do not use this.
 */
export const publicName = (person: NamedPerson): string =>
  (person.show_real_name && realName(person)) || person.username;

const nameField = (label: string) => lengthBetween(label, 1, 50);

/** PUT /api/auth/profile/: any subset of the editable fields, at least one. */
export const profileFieldsSchema = z.object({
  first_name: opt(nameField('First name')),
  last_name: opt(nameField('Last name')),
  date_of_birth: opt(dateField),
  gender: opt(genderSchema),
  country: opt(z.string().trim().min(2, MESSAGES.countryMin).max(60)),
  city: opt(z.string().trim().min(2, MESSAGES.cityMin).max(60)),
  phone: opt(phoneField),
  profile_picture: opt(
    z.url({ protocol: /^https?$/, error: 'Profile picture must be an http(s) URL' }).max(2048),
  ),
  avatar_url: opt(z.url({ protocol: /^https?$/, error: 'Avatar must be an http(s) URL' }).max(2048)),
  medical_profile: opt(medicalProfileSchema),
  professional_profile: opt(professionalProfileSchema),
  time_zone: opt(timeZoneField()),
});
export const profileUpdateSchema = profileFieldsSchema.refine(someFieldGiven, {
  error: MESSAGES.atLeastOneField,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export { PASSWORD_MIN, PASSWORD_MAX };
