// The first screen's profile places its tasks from the page's navigation, whatever else the trace holds.
import { describe, expect, it } from 'vitest';
import { analyse, type TraceEvent } from './first-screen-profile.mjs';

const URL = 'http://localhost:4399/projects';
const MAIN = { pid: 7, tid: 7 };
const at = (ms: number) => 1_000_000 + ms * 1000;
const navigation = (ms: number): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ...MAIN,
  ts: at(ms),
  args: { data: { isLoadingMainFrame: true } },
});

/** A load: the navigation at 0, a 120 ms task at 300 ms, the first paint at 500, the first row at 900. */
function trace(extra: TraceEvent[]): TraceEvent[] {
  return [
    ...extra,
    navigation(0),
    { name: 'ParseHTML', ph: 'X', ...MAIN, ts: at(10), dur: 5000, args: { beginData: { url: URL } } },
    { name: 'RunTask', ph: 'X', ...MAIN, ts: at(300), dur: 120_000 },
    { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: at(500) },
    { name: 'first-row-shown', ph: 'R', ...MAIN, ts: at(900) },
  ];
}

describe('the first screen profile', () => {
  it('times the paint, the first row and the tasks from the navigation', () => {
    const profile = analyse(trace([]), URL, () => null);
    expect([profile.fcpMs, profile.firstRowMs]).toEqual([500, 900]);
    expect(profile.longTasks.map((task) => [task.startMs, task.durationMs])).toEqual([[300, 120]]);
  });

  it('is not misled by a later main-frame navigationStart listed first', () => {
    const profile = analyse(trace([navigation(650)]), URL, () => null);
    expect([profile.fcpMs, profile.firstRowMs]).toEqual([500, 900]);
    expect(profile.longTasks).toHaveLength(1);
  });

  it("takes the navigation from the page's own clock when the first row's mark time is given", () => {
    // No navigationStart on the page's thread at all: the mark's page time places it.
    const events = trace([]).filter((event) => event.name !== 'navigationStart');
    const profile = analyse(events, URL, () => null, { untilMarkAtMs: 900 });
    expect([profile.fcpMs, profile.firstRowMs]).toEqual([500, 900]);
    expect(profile.longTasks.map((task) => task.startMs)).toEqual([300]);
  });
});
