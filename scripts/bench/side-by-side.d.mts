// Types of side-by-side.mjs (plain JavaScript so `npm run bench` runs it with Node alone).
export interface LighthouseRun {
  score: number;
  tbt: number;
  lcp: number;
  fcp: number;
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
