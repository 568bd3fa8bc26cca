/**
 * A task's share of Total Blocking Time, as Lighthouse counts it (scripts/bench-tbt.ts prints the
 * tasks of a run with their shares).
 */

/** Lighthouse's threshold: a task blocks for the part of it past 50 ms. */
export const BLOCKING_THRESHOLD_MS = 50;

/**
 * A task's share of TBT: the part of it inside [fcp, tti] past the threshold. Lighthouse clips a
 * task to the window first, so a task that straddles FCP counts only for its part after FCP.
 */
export function blockingShare(start: number, end: number, fcp: number, tti: number): number {
  const clipped = Math.min(end, tti) - Math.max(start, fcp);
  return clipped > BLOCKING_THRESHOLD_MS ? clipped - BLOCKING_THRESHOLD_MS : 0;
}
