// Types of first-screen-profile.mjs (plain JavaScript so `npm run bench` runs it with Node alone).
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: Record<string, unknown>;
}
export interface FirstScreenProfile {
  fcpMs: number;
  firstRowMs: number;
  longTasks: { startMs: number; durationMs: number }[];
}
/** The main thread's long tasks and totals of a trace (see the .mjs). */
export declare function analyse(
  events: TraceEvent[],
  url: string,
  moduleAt: (url: string, line: number, column: number) => string | null,
  options?: { fromMark?: string; untilMark?: string; untilMarkAtMs?: number; minTaskMs?: number },
): FirstScreenProfile;
