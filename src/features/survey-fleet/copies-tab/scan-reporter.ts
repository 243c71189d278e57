// How often a family's scan says what it has found: each report redraws the Copies tab, which costs the
// scan time (the demo answers in the page, on the same thread), so reports are gathered.

/**
 * The scan tells what it found at most this often. At 1,000 projects on the demo (quiet machine), a
 * report every 200 ms made the whole scan p50 8.7–9.9 s against 7.5 s every second; the first copy found
 * is said at once either way (`first`).
 */
export const SCAN_REPORT_MS = 1000;

/**
 * Throttled reports: the first at once, then at most one per SCAN_REPORT_MS, the last one always; `first`
 * says at once what the scan found first (the tab has only its progress to show until then).
 */
export function scanReporter(report: (() => void) | null) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const now = () => {
    clearTimeout(timer);
    timer = undefined;
    last = Date.now();
    report?.();
  };
  return {
    soon() {
      if (!report || timer !== undefined) return;
      const wait = last + SCAN_REPORT_MS - Date.now();
      if (wait <= 0) now();
      else timer = setTimeout(now, wait);
    },
    first: () => report && now(),
    stop: () => clearTimeout(timer),
  };
}
