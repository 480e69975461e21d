import type { FastifyInstance } from 'fastify';
import type { Medication, MedicationInput } from '@fertilia/contracts';
import { postCreated } from '../../../test/http';
import type { TestUser } from '../../../test/users';

/*
 * Fixtures for the medication tests. The app's clock starts at the care tests' START, Tuesday 2026-11-24
 * 12:00 UTC (12:00 in London, 04:00 in Los Angeles, 01:00 on the 25th in Auckland).
 */

export const MEDICATIONS = '/api/treatment/medications/';
export const TODAY = `${MEDICATIONS}today/`;
export const ADHERENCE = `${MEDICATIONS}adherence/`;
export const medicationUrl = (id: number) => `${MEDICATIONS}${id}/`;
export const dosesUrl = (id: number) => `${MEDICATIONS}${id}/doses/`;

/** Follitropin alfa every evening of one week, in London. */
export const medicationBody = (overrides: Partial<MedicationInput> = {}): MedicationInput => ({
  name: 'Gonal-f',
  dose: 150,
  dose_unit: 'IU',
  route: 'subcutaneous',
  schedule_kind: 'every_day',
  times: ['19:00'],
  start_date: '2026-11-20',
  end_date: '2026-11-27',
  time_zone: 'Europe/London',
  prescriber: 'Dr Okafor',
  instructions: 'Inject into the belly, rotate sides',
  ...overrides,
});

export const addMedication = (
  app: FastifyInstance,
  who: TestUser,
  overrides: Partial<MedicationInput> = {},
): Promise<Medication> => postCreated<Medication>(app, who, MEDICATIONS, medicationBody(overrides));
