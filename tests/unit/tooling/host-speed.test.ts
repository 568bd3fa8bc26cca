import {describe, expect, it} from 'vitest';
import {
  calibratedCpuSlowdown,
  calibrationSentence,
  referenceHostSlowdown,
} from '../../../scripts/measure/host-speed';

// Issue 40: on a faster host the mobile slowdown is 4× scaled by measured / reference
// benchmarkIndex (Lighthouse's documented calibration), so the run stands for the reference host
// (the Xeon of benchmarkIndex 1,540); a slower host keeps 4×.
describe('calibratedCpuSlowdown (npm run bench, mobile Lighthouse runs)', () => {
  it('doubles the slowdown on a host twice as fast as the reference', () => {
    expect(calibratedCpuSlowdown(3080, 1540)).toEqual({
      measuredIndex: 3080,
      referenceIndex: 1540,
      multiplier: 8,
      keptPreset: false,
    });
  });

  it('keeps the preset 4× on a host as fast as the reference', () => {
    expect(calibratedCpuSlowdown(1540, 1540)).toMatchObject({multiplier: 4, keptPreset: true});
  });

  it('never goes under 4× on a slower host, and says the preset was kept', () => {
    const slower = calibratedCpuSlowdown(1000, 1540);
    expect(slower).toMatchObject({multiplier: 4, keptPreset: true});
    expect(calibrationSentence(slower)).toMatch(/slower than the one the targets are set for/);
  });

  it('scales in proportion between, to one decimal', () => {
    // 4 × 2310 / 1540 = 6; 4 × 2000 / 1540 = 5.19…; 4 × 1600 / 1540 = 4.155…
    expect(calibratedCpuSlowdown(2310, 1540).multiplier).toBe(6);
    expect(calibratedCpuSlowdown(2000, 1540).multiplier).toBe(5.2);
    expect(calibratedCpuSlowdown(1600, 1540).multiplier).toBe(4.2);
    // Another reference host: 4 × 1500 / 1000.
    expect(calibratedCpuSlowdown(1500, 1000).multiplier).toBe(6);
  });

  it('names the multiplier and both indexes when it raises the slowdown', () => {
    expect(calibrationSentence(calibratedCpuSlowdown(3080, 1540))).toMatch(
      /^mobile CPU slowdown 8×: 4 × 3080 \/ 1540 .*stands for a host of benchmarkIndex 1540/,
    );
  });

  it('refuses an index that is not a positive number', () => {
    expect(() => calibratedCpuSlowdown(0, 1540)).toThrow(RangeError);
    expect(() => calibratedCpuSlowdown(Number.NaN, 1540)).toThrow(RangeError);
    expect(() => calibratedCpuSlowdown(3080, -1)).toThrow(RangeError);
  });
});

// Issue 40: "Search answers within 300 ms of Ctrl+K on this machine" (the reference host itself,
// not a phone): on a faster host the page's CPU is slowed by measured / reference, without 4×.
describe('referenceHostSlowdown (npm run bench, Ctrl+K to results)', () => {
  const on = (measuredIndex: number, referenceIndex = 1540) =>
    referenceHostSlowdown({measuredIndex, referenceIndex, multiplier: 0, keptPreset: false});

  it('slows a host twice as fast as the reference by 2', () => {
    expect(on(3080)).toBe(2);
  });

  it('scales in proportion, to two decimals', () => {
    // 2984 / 1540 = 1.9376…; 1700 / 1540 = 1.1038…
    expect(on(2984)).toBe(1.94);
    expect(on(1700)).toBe(1.1);
  });

  it('never speeds up a host as slow as the reference or slower', () => {
    expect(on(1540)).toBe(1);
    expect(on(900)).toBe(1);
  });
});
