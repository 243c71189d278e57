// The floor-versus-Surveyor table, as Markdown so it can go into docs/speed.md as printed. The floor is
// the barest app on the same stack (scripts/floor-app). Goals: the initial route's JS within 1.2x the
// floor's, the JS fetched to show /projects on the demo within 1.1x, the Lighthouse score at most 0.02
// below the floor's, and no main-thread task over 150 ms in Lighthouse's simulation of a slow phone
// (whatever the floor's). The JS fetched on a real backend (answered locally) and the JS of the first
// requests on the demo (the initial route and the demo chunk preloaded beside it) are reported beside
// them, with no goal of their own.
import { kib } from './build-output.mjs';

const INITIAL_JS_GOAL = 1.2;
const SHOWN_JS_GOAL = 1.1;
const LIGHTHOUSE_SLACK = 0.02;
const LONGEST_TASK_GOAL_MS = 150;

const ratio = (surveyor, floor) => (floor > 0 ? `${(surveyor / floor).toFixed(2)}x` : '—');
const verdict = (met) => (met ? 'met' : 'NOT met');
const ms = (value) => `${Math.round(value)} ms`;
// 0.96 − 0.02 is 0.9399999…: a score of exactly 0.94 meets the goal (and 1.2 × 100 KiB is 120 KiB).
const EPSILON = 1e-9;

function jsRow(measure, floor, surveyor, goal) {
  const met = surveyor <= goal * floor + EPSILON;
  return [measure, kib(floor), kib(surveyor), ratio(surveyor, floor), `≤ ${goal}x floor: ${verdict(met)}`];
}

const timingRow = (measure, floor, surveyor) => [
  measure,
  ms(floor),
  ms(surveyor),
  ratio(surveyor, floor),
  '',
];

/**
 * `floor` and `surveyor` each hold `initialJsGzip`, `shownJsGzip`, when measured `realShownJsGzip` and
 * `demoPreloadJsGzip` (JS index.html's inline script preloads on the demo only), and, unless Lighthouse
 * was skipped, `lighthouse` ({ score, tbt, lcp, fcp, longestTask }).
 */
export function sideBySideTable(floor, surveyor, lighthouseRuns) {
  const rows = [
    jsRow(
      'initial route JS (entry + modulepreload), gzip',
      floor.initialJsGzip,
      surveyor.initialJsGzip,
      INITIAL_JS_GOAL,
    ),
    jsRow(
      'JS fetched to show /projects on the demo, gzip',
      floor.shownJsGzip,
      surveyor.shownJsGzip,
      SHOWN_JS_GOAL,
    ),
  ];
  if (surveyor.demoPreloadJsGzip) {
    const firstRequests = (app) => app.initialJsGzip + (app.demoPreloadJsGzip ?? 0);
    rows.push([
      'JS asked for by index.html on the demo (initial route + the demo chunk it preloads once painted), gzip',
      kib(firstRequests(floor)),
      kib(firstRequests(surveyor)),
      ratio(firstRequests(surveyor), firstRequests(floor)),
      'reported',
    ]);
  }
  if (floor.realShownJsGzip !== undefined && surveyor.realShownJsGzip !== undefined)
    rows.push([
      'JS fetched to show /projects on a real backend (answered locally), gzip',
      kib(floor.realShownJsGzip),
      kib(surveyor.realShownJsGzip),
      ratio(surveyor.realShownJsGzip, floor.realShownJsGzip),
      'reported',
    ]);
  const lhFloor = floor.lighthouse;
  const lhSurveyor = surveyor.lighthouse;
  if (lhFloor && lhSurveyor) {
    const target = lhFloor.score - LIGHTHOUSE_SLACK;
    rows.push(
      [
        `Lighthouse performance, mobile, /projects (median of ${lighthouseRuns})`,
        lhFloor.score.toFixed(2),
        lhSurveyor.score.toFixed(2),
        ratio(lhSurveyor.score, lhFloor.score),
        `≥ floor − ${LIGHTHOUSE_SLACK} (${target.toFixed(2)}): ${verdict(lhSurveyor.score >= target - EPSILON)}`,
      ],
      [
        '· longest main-thread task (median of the runs’ longest)',
        ms(lhFloor.longestTask),
        ms(lhSurveyor.longestTask),
        ratio(lhSurveyor.longestTask, lhFloor.longestTask),
        `≤ ${LONGEST_TASK_GOAL_MS} ms: ${verdict(lhSurveyor.longestTask <= LONGEST_TASK_GOAL_MS)}`,
      ],
      timingRow('· Total Blocking Time (median run)', lhFloor.tbt, lhSurveyor.tbt),
      timingRow('· Largest Contentful Paint (median run)', lhFloor.lcp, lhSurveyor.lcp),
      timingRow('· First Contentful Paint (median run)', lhFloor.fcp, lhSurveyor.fcp),
    );
  } else {
    rows.push(['Lighthouse performance, mobile, /projects', 'skipped', 'skipped', '', 'SKIP_LIGHTHOUSE=1']);
  }
  const header = ['measure', 'floor', 'Surveyor', 'ratio', 'goal'];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}
