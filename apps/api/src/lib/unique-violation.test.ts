import { describe, expect, it } from 'vitest';
import { foreignKeyViolation, uniqueViolation } from './unique-violation';

/** As Drizzle throws them: its own error with the driver's in `cause`. */
const wrapped = (code: string, constraint?: string) =>
  new Error('Failed query', { cause: Object.assign(new Error('driver'), { code, constraint }) });

describe('constraint violations', () => {
  it('names the unique index or foreign key a write ran into, through the wrapping error', () => {
    expect(uniqueViolation(wrapped('23505', 'appointments_live_slot_uq'))).toBe('appointments_live_slot_uq');
    expect(foreignKeyViolation(wrapped('23503', 'appointments_slot_id_fk'))).toBe('appointments_slot_id_fk');
  });

  it('tells the two apart and ignores every other error', () => {
    expect(uniqueViolation(wrapped('23503', 'fk'))).toBeUndefined();
    expect(foreignKeyViolation(wrapped('23505', 'uq'))).toBeUndefined();
    expect(uniqueViolation(new Error('timeout'))).toBeUndefined();
    expect(foreignKeyViolation(null)).toBeUndefined();
  });
});
