/**
 * The median the performance reports quote: the middle value, or the mean of the two middle
 * values of an even count (the bench's runs are few, often two or four). The search benches'
 * nearest-rank percentile is in scripts/relevance/search-relevance.ts.
 */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
