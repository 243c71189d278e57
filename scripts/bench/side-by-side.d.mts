// Types of side-by-side.mjs (plain JavaScript so `npm run bench` runs it with Node alone).
export interface LighthouseRun {
  score: number;
  tbt: number;
  lcp: number;
  fcp: number;
  /** The median over the runs of each run's longest main-thread task, in Lighthouse's simulation (ms). */
  longestTask: number;
}
export interface AppFigures {
  initialJsGzip: number;
  shownJsGzip: number;
  realShownJsGzip?: number;
  demoPreloadJsGzip?: number;
  lighthouse?: LighthouseRun;
}
export declare function sideBySideTable(
  floor: AppFigures,
  surveyor: AppFigures,
  lighthouseRuns: number,
): string;
