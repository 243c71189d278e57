// The floor-versus-Surveyor table of issue 15, as Markdown so it can go into the README as printed.
// Goals: both JS figures within 1.25x the floor's, the Lighthouse score at most 0.03 below the floor's.
import { kib } from './build-output.mjs';

const JS_RATIO_GOAL = 1.25;
const LIGHTHOUSE_SLACK = 0.03;

const ratio = (surveyor, floor) => (floor > 0 ? `${(surveyor / floor).toFixed(2)}x` : '—');
const verdict = (met) => (met ? 'met' : 'NOT met');
const ms = (value) => `${Math.round(value)} ms`;
// 0.96 − 0.03 is 0.9299999…: a score of exactly 0.93 meets the goal.
const EPSILON = 1e-9;

function jsRow(measure, floor, surveyor) {
  const met = surveyor <= JS_RATIO_GOAL * floor;
  return [
    measure,
    kib(floor),
    kib(surveyor),
    ratio(surveyor, floor),
    `≤ ${JS_RATIO_GOAL}x floor: ${verdict(met)}`,
  ];
}

const timingRow = (measure, floor, surveyor) => [
  measure,
  ms(floor),
  ms(surveyor),
  ratio(surveyor, floor),
  '',
];

/**
 * `floor` and `surveyor` each hold `initialJsGzip`, `shownJsGzip` and, unless Lighthouse was skipped,
 * `lighthouse` ({ score, tbt, lcp, fcp, scores }).
 */
export function sideBySideTable(floor, surveyor, lighthouseRuns) {
  const rows = [
    jsRow('initial route JS (entry + modulepreload), gzip', floor.initialJsGzip, surveyor.initialJsGzip),
    jsRow('JS fetched to show /projects on the demo, gzip', floor.shownJsGzip, surveyor.shownJsGzip),
  ];
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
