/**
 * A task's share of Total Blocking Time (scripts/measure/blocking-tasks.ts), against the
 * definition in Lighthouse's documentation and its TBT code: the part of a task between First
 * Contentful Paint and Time to Interactive, past the first 50 ms of that part.
 */
import {describe, expect, it} from 'vitest';
import {blockingShare} from '../../../scripts/measure/blocking-tasks';

describe('blockingShare', () => {
  it('counts a task inside the window for its time past 50 ms', () => {
    expect(blockingShare(1000, 1120, 900, 3000)).toBe(70);
  });

  it('counts nothing for a task of 50 ms or less', () => {
    expect(blockingShare(1000, 1050, 900, 3000)).toBe(0);
    expect(blockingShare(1000, 1049, 900, 3000)).toBe(0);
  });

  it('counts a task that starts before FCP only for its part after FCP', () => {
    // [800, 1000] clipped to [900, 1000]: 100 ms, 50 of them blocking.
    expect(blockingShare(800, 1000, 900, 3000)).toBe(50);
    // Only 40 ms after FCP: nothing.
    expect(blockingShare(700, 940, 900, 3000)).toBe(0);
  });

  it('counts a task that ends after TTI only for its part before TTI', () => {
    expect(blockingShare(2900, 3200, 900, 3000)).toBe(50);
  });

  it('counts nothing outside the window', () => {
    expect(blockingShare(100, 800, 900, 3000)).toBe(0);
    expect(blockingShare(3100, 3300, 900, 3000)).toBe(0);
  });
});
