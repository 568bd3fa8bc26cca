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
import {median} from './statistics';

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

/**
 * What the report says of the calibration, in a sentence; `measuredBy` says where its index came
 * from (the probes before the runs, or a first pass of runs when those called for more).
 */
export function calibrationSentence(
  {measuredIndex, referenceIndex, multiplier, keptPreset}: CpuCalibration,
  measuredBy = 'measured before the runs',
): string {
  const measured = `benchmarkIndex ${Math.round(measuredIndex)} ${measuredBy}`;
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

/**
 * How far the slowdown a run used may fall short of the one its own Lighthouse runs call for
 * before the report says the mobile figures do not stand for the reference host. The calibration
 * is measured before the runs, and a shared host's speed drifts: the runs' own `benchmarkIndex`
 * (each Lighthouse run measures it before loading its page) is the check.
 */
export const CALIBRATION_TOLERANCE = 0.05;

export interface CalibrationCheck {
  /** Median `benchmarkIndex` of the measured runs. */
  runsIndex: number;
  runs: number;
  /** The slowdown the runs' own speed calls for. */
  calledFor: number;
  /** The slowdown used is no more than CALIBRATION_TOLERANCE short of the one called for. */
  held: boolean;
}

/** Checks the slowdown a run used against the host's speed over the runs themselves. */
export function checkCalibration(
  calibration: CpuCalibration,
  runIndexes: readonly number[],
): CalibrationCheck {
  if (runIndexes.length === 0) throw new RangeError('no measured run to check the calibration by');
  const runsIndex = median(runIndexes);
  const calledFor = calibratedCpuSlowdown(runsIndex, calibration.referenceIndex).multiplier;
  return {
    runsIndex,
    runs: runIndexes.length,
    calledFor,
    held: calibration.multiplier >= calledFor * (1 - CALIBRATION_TOLERANCE),
  };
}

/** What the report says of that check, in a sentence. */
export function calibrationCheckSentence(
  calibration: CpuCalibration,
  {runsIndex, runs, calledFor, held}: CalibrationCheck,
): string {
  const measured = `the ${runs} measured runs' own benchmarkIndex: median ${Math.round(runsIndex)}`;
  if (held) {
    return `${measured}, which calls for ${calledFor}×: the ${calibration.multiplier}× used stands for the reference host`;
  }
  return (
    `${measured}, which calls for ${calledFor}×: the ${calibration.multiplier}× used is short of ` +
    `it, so the mobile figures stand for a host faster than the reference (run again on an ` +
    `idle machine)`
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
