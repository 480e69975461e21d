import { describe, expect, expectTypeOf, it } from 'vitest';
import { sentColumns } from './sent-columns';

describe('sentColumns', () => {
  it('renames every sent field to its column, however many words it has', () => {
    expect(sentColumns({ title: 'A', is_active: false, temperature_disturbed: true, a_b_c: 1 })).toEqual({
      title: 'A',
      isActive: false,
      temperatureDisturbed: true,
      aBC: 1,
    });
  });

  it('leaves out the fields that were not sent and keeps null, 0, false and empty values', () => {
    const changes: { notes?: string; lh_test?: string | null; count?: number; tags?: string[] } = {
      notes: undefined,
      lh_test: null,
      count: 0,
      tags: [],
    };
    const columns = sentColumns(changes);
    expect(columns).toEqual({ lhTest: null, count: 0, tags: [] });
    expect('notes' in columns).toBe(false);
    expect(sentColumns({ flag: false, text: '' })).toEqual({ flag: false, text: '' });
  });

  it('types the result with the column names', () => {
    expectTypeOf(sentColumns({ is_anonymous: true as boolean | undefined })).toEqualTypeOf<{
      isAnonymous?: boolean;
    }>();
  });
});
