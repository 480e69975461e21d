import { describe, expect, it } from 'vitest';
import { analysis } from '../test/fixtures';
import { compareIds, compareProblem } from './compare';

describe('which analyses to compare', () => {
  it('reads distinct positive ids from ?compare=, at most four', () => {
    const ids = (search: string) => compareIds(new URLSearchParams(search));
    expect(ids('compare=3,7')).toEqual([3, 7]);
    expect(ids('compare=3,3,x,-1,0,2.5,9')).toEqual([3, 9]);
    expect(ids('compare=1,2,3,4,5')).toEqual([1, 2, 3, 4]);
    expect(ids('')).toEqual([]);
  });

  it('compares two to four embryos of one patient', () => {
    const of = (patientId: number | null) =>
      analysis({ patient: patientId === null ? null : { id: patientId, name: `P${patientId}` } });
    expect(compareProblem([of(1)])).toBe('Choose 2 to 4 analysed embryos to compare');
    expect(compareProblem([of(1), of(1)])).toBeNull();
    expect(compareProblem([of(1), of(2)])).toBe('Compare embryos of the same patient');
    expect(compareProblem([of(null), of(null)])).toBeNull();
    expect(compareProblem([of(1), of(1), of(1), of(1), of(1)])).toBe('Compare at most 4 embryos at a time');
  });
});
