// Summaries of the menu bench's timings: the median of an even count is the mean of the two
// middle values (bench/run.mjs and bench/lib/web.mjs take the upper one of score lists instead).
export function round(n, digits = 1) {
  return n === null || n === undefined ? null : Math.round(n * 10 ** digits) / 10 ** digits;
}
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
export function summary(values) {
  return {
    runsMs: values.map((v) => round(v)),
    medianMs: round(median(values)),
    minMs: round(Math.min(...values)),
    maxMs: round(Math.max(...values)),
  };
}
