import { sideBySideTable, type AppFigures } from './side-by-side.mjs';

const floor: AppFigures = {
  initialJsGzip: 100 * 1024,
  shownJsGzip: 200 * 1024,
  lighthouse: { score: 0.96, tbt: 40, lcp: 2000, fcp: 1500, longestTask: 120 },
};

const rowOf = (table: string, measure: string) =>
  table
    .split('\n')
    .find((line) => line.startsWith(`| ${measure}`))
    ?.split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

describe('sideBySideTable', () => {
  it('prints both apps, the ratio and whether the JS goals (≤ 1.2x, ≤ 1.1x the floor) are met', () => {
    const table = sideBySideTable(floor, { ...floor, initialJsGzip: 120 * 1024, shownJsGzip: 221 * 1024 }, 3);
    expect(rowOf(table, 'initial route JS')).toEqual([
      'initial route JS (entry + modulepreload), gzip',
      '100.0 KiB',
      '120.0 KiB',
      '1.20x',
      '≤ 1.2x floor: met',
    ]);
    expect(rowOf(table, 'JS fetched to show /projects on the demo')?.slice(3)).toEqual([
      '1.10x',
      '≤ 1.1x floor: NOT met',
    ]);
    const over = sideBySideTable(floor, { ...floor, initialJsGzip: 121 * 1024 }, 3);
    expect(rowOf(over, 'initial route JS')?.[4]).toBe('≤ 1.2x floor: NOT met');
  });

  it('reports the JS fetched on a real backend beside them, with no goal of its own', () => {
    const table = sideBySideTable(
      { ...floor, realShownJsGzip: 160 * 1024 },
      { ...floor, realShownJsGzip: 200 * 1024 },
      3,
    );
    expect(rowOf(table, 'JS fetched to show /projects on a real backend')).toEqual([
      'JS fetched to show /projects on a real backend (answered locally), gzip',
      '160.0 KiB',
      '200.0 KiB',
      '1.25x',
      'reported',
    ]);
    expect(rowOf(sideBySideTable(floor, floor, 3), 'JS fetched to show /projects on a real')).toBeUndefined();
  });

  it('reports the JS index.html asks for on the demo (the initial route and the demo chunk it preloads) apart', () => {
    const table = sideBySideTable(
      floor,
      { ...floor, initialJsGzip: 110 * 1024, demoPreloadJsGzip: 40 * 1024 },
      3,
    );
    expect(rowOf(table, 'JS asked for by index.html on the demo')?.slice(1)).toEqual([
      '100.0 KiB',
      '150.0 KiB',
      '1.50x',
      'reported',
    ]);
    expect(rowOf(table, 'initial route JS')?.slice(2, 4)).toEqual(['110.0 KiB', '1.10x']);
    expect(rowOf(sideBySideTable(floor, floor, 3), "first requests' JS")).toBeUndefined();
  });

  it('meets the Lighthouse goal down to exactly 0.02 below the floor, not below', () => {
    const at = sideBySideTable(floor, { ...floor, lighthouse: { ...floor.lighthouse!, score: 0.94 } }, 3);
    expect(rowOf(at, 'Lighthouse')?.[4]).toBe('≥ floor − 0.02 (0.94): met');
    const below = sideBySideTable(floor, { ...floor, lighthouse: { ...floor.lighthouse!, score: 0.93 } }, 3);
    expect(rowOf(below, 'Lighthouse')?.[4]).toBe('≥ floor − 0.02 (0.94): NOT met');
  });

  it('prints the median run’s timings, and no ratio against a zero', () => {
    const table = sideBySideTable(
      { ...floor, lighthouse: { ...floor.lighthouse!, tbt: 0 } },
      { ...floor, lighthouse: { score: 0.61, tbt: 603, lcp: 4600, fcp: 3000, longestTask: 320 } },
      3,
    );
    expect(rowOf(table, '· Total Blocking Time')?.slice(1, 4)).toEqual(['0 ms', '603 ms', '—']);
    expect(rowOf(table, '· Largest Contentful Paint')?.slice(1, 4)).toEqual(['2000 ms', '4600 ms', '2.30x']);
  });

  it('holds the longest main-thread task (Lighthouse’s simulation) to 150 ms, whatever the floor’s', () => {
    const longest = (ms: number) => ({ ...floor, lighthouse: { ...floor.lighthouse!, longestTask: ms } });
    const table = sideBySideTable(longest(260), longest(150), 3);
    expect(rowOf(table, '· longest main-thread task')).toEqual([
      '· longest main-thread task (median of the runs’ longest)',
      '260 ms',
      '150 ms',
      '0.58x',
      '≤ 150 ms: met',
    ]);
    expect(rowOf(sideBySideTable(floor, longest(151), 3), '· longest main-thread task')?.[4]).toBe(
      '≤ 150 ms: NOT met',
    );
  });

  it('says when Lighthouse was skipped', () => {
    const { lighthouse: _, ...sizesOnly } = floor;
    const table = sideBySideTable(sizesOnly, sizesOnly, 3);
    expect(rowOf(table, 'Lighthouse')).toEqual([
      'Lighthouse performance, mobile, /projects',
      'skipped',
      'skipped',
      '',
      'SKIP_LIGHTHOUSE=1',
    ]);
  });

  it('is a Markdown table: a header, a rule, then rows of equal width', () => {
    const lines = sideBySideTable(floor, floor, 3).split('\n');
    expect(lines[0]).toMatch(/^\| measure +\| floor +\| Surveyor +\| ratio +\| goal +\|$/);
    expect(lines[1]).toMatch(/^\|-+\|-+\|-+\|-+\|-+\|$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});
