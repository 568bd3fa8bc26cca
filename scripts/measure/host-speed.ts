/**
 * How fast the host is, so a figure of `npm run bench` can be read against the machine it came
 * from, and the mobile CPU slowdown that makes a faster host stand for a slower one (issue 40).
 *
 * Lighthouse slows the CPU by a factor of the host's own speed (4× in its mobile preset), so the
 * same build scores lower on a slower host. Lighthouse's throttling guide (docs/throttling.md,
 * "Calibrating the CPU slowdown") measures a host by its `benchmarkIndex` and scales the
 * multiplier with it: a host twice as fast as the reference needs twice the slowdown to stand
 * for it.
 */
import os from 'node:os';

/** Lighthouse's mobile preset slows the CPU this much (its default, and the floor here). */
export const MOBILE_CPU_SLOWDOWN = 4;

/**
 * The `benchmarkIndex` of the slowest host the targets must hold on: the 2-core Intel Xeon at
 * 2.5 GHz of issue 40, idle.
 */
export const DEFAULT_CPU_REFERENCE_INDEX = 1540;

export interface CpuCalibration {
  /** The host's `benchmarkIndex`, measured before the Lighthouse runs (median of its probes). */
  measuredIndex: number;
  referenceIndex: number;
  /** The mobile `cpuSlowdownMultiplier` the runs use. */
  multiplier: number;
  /** The host is no faster than the reference: the preset's 4× is kept, not lowered. */
  keptPreset: boolean;
}

/**
 * The mobile slowdown for a host: the preset's 4× scaled by how much faster the host is than the
 * reference, to one decimal (`benchmarkIndex` itself varies by more than that between runs),
 * never under 4× (a slower host is not sped up: its figures stand for a slower phone still).
 */
export function calibratedCpuSlowdown(
  measuredIndex: number,
  referenceIndex: number,
): CpuCalibration {
  for (const [name, value] of [
    ['measured benchmarkIndex', measuredIndex],
    ['reference benchmarkIndex', referenceIndex],
  ] as const) {
    if (!Number.isFinite(value) || value <= 0) {
      throw new RangeError(`${name} must be a positive number, not ${value}`);
    }
  }
  const scaled = Math.round((MOBILE_CPU_SLOWDOWN * measuredIndex * 10) / referenceIndex) / 10;
  const multiplier = Math.max(MOBILE_CPU_SLOWDOWN, scaled);
  return {
    measuredIndex,
    referenceIndex,
    multiplier,
    keptPreset: multiplier === MOBILE_CPU_SLOWDOWN,
  };
}

/**
 * The page CPU slowdown for a figure whose target is set for the reference host itself (not for
 * a phone four times slower: Ctrl+K to results, issue 40): how much faster this host is, to two
 * decimals, never under 1 (a slower host is not sped up).
 */
export function referenceHostSlowdown({measuredIndex, referenceIndex}: CpuCalibration): number {
  return Math.max(1, Math.round((measuredIndex / referenceIndex) * 100) / 100);
}

/** What the report says of the calibration, in a sentence. */
export function calibrationSentence({
  measuredIndex,
  referenceIndex,
  multiplier,
  keptPreset,
}: CpuCalibration): string {
  const measured = `benchmarkIndex ${Math.round(measuredIndex)} measured before the runs`;
  if (keptPreset && measuredIndex < referenceIndex) {
    return (
      `mobile CPU slowdown ${multiplier}× (the preset): ${measured}, under the reference ` +
      `${referenceIndex}, so this host is slower than the one the targets are set for and its ` +
      `figures are not raised to stand for it`
    );
  }
  return (
    `mobile CPU slowdown ${multiplier}×: 4 × ${Math.round(measuredIndex)} / ${referenceIndex} ` +
    `(${measured}), so this run stands for a host of benchmarkIndex ${referenceIndex}`
  );
}

export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** The host: its CPU and the load average (1, 5 and 15 minutes) when read. */
export function hostFacts() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown CPU',
    cpuCount: cpus.length,
    memoryGiB: os.totalmem() / 1024 ** 3,
    loadAverage: os.loadavg(),
  };
}

/** A load average as the report prints it: "5.10 5.22 7.05" (1, 5 and 15 minutes). */
export const loadText = (load: readonly number[]) =>
  load.map((value) => value.toFixed(2)).join(' ');
