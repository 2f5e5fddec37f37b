// The timings the benches print from a Lighthouse report. Its own file, with no import, so that
// bench/public-menu.mjs can use it while it loads lighthouse only when lighthouse is installed.

/** The timings of a Lighthouse report that the bench prints (ms; CLS unitless). */
export function lighthouseMetrics(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    firstContentfulPaintMs: audit('first-contentful-paint'),
    largestContentfulPaintMs: audit('largest-contentful-paint'),
    totalBlockingTimeMs: audit('total-blocking-time'),
    cumulativeLayoutShift: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
  };
}
