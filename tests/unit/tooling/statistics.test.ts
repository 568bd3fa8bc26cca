import {describe, expect, it} from 'vitest';
import {median} from '../../../scripts/measure/statistics';

describe('median (the performance reports)', () => {
  it('is the middle value of an odd count, in any order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([10, 2, 4, 8])).toBe(6);
    expect(median([11.6, 12.5])).toBeCloseTo(12.05);
  });
});
