import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCAN_REPORT_MS, scanReporter } from './scan-reporter';

describe('scanReporter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports at once, then gathers what follows into one report per interval', () => {
    const report = vi.fn();
    const reports = scanReporter(report);
    reports.soon();
    expect(report).toHaveBeenCalledTimes(1);
    reports.soon();
    reports.soon();
    vi.advanceTimersByTime(SCAN_REPORT_MS - 1);
    expect(report).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('says the first copy found at once, inside the interval, and folds the pending report into it', () => {
    const report = vi.fn();
    const reports = scanReporter(report);
    reports.soon();
    reports.soon();
    reports.first();
    expect(report).toHaveBeenCalledTimes(2);
    // The report that was waiting is not sent again on its own.
    vi.advanceTimersByTime(SCAN_REPORT_MS * 2);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('stops: nothing pending is reported after the scan ends', () => {
    const report = vi.fn();
    const reports = scanReporter(report);
    reports.soon();
    reports.soon();
    reports.stop();
    vi.advanceTimersByTime(SCAN_REPORT_MS * 2);
    expect(report).toHaveBeenCalledTimes(1);
  });
});
