import { ApiError, readableMessage } from '@/lib/api-error';

/** What a refusal was about, as spec 02 words embryo failures: 'Invalid <subject>: field: message'. */
export type InvalidSubject = 'embryo image' | 'analysis input' | 'review';

/**
 * Spec 02: a refused embryo request reads 'Invalid ...: field: message' ("Invalid analysis input:
 * patient_age: Patient age must be between 18 and 65"). The api-client already joins a 422's fields as
 * 'field: message'; this feature names what was invalid. Other failures keep their own sentence.
 */
export function invalidMessage(error: unknown, subject: InvalidSubject): string | undefined {
  if (error instanceof ApiError && error.kind === 'validation') return `Invalid ${subject}: ${error.message}`;
  return readableMessage(error);
}
