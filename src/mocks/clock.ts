// The demo backend's clock: real time plus an offset that demos and tests move forward, so a scheduled
// change can come due without waiting for it. Every timestamp the mock writes (created_at, activity,
// the start_date of a launch, a scheduled change's executed_at…) reads it. The offset is reset with the
// store (mockControl.reset) and persisted beside it in the browser (persistence.ts).

const state = { offsetMs: 0 };

/** The demo's "now", in epoch milliseconds. */
export function mockNow(): number {
  return Date.now() + state.offsetMs;
}

/** The demo's "now" as the ISO string the server writes. */
export function mockNowIso(): string {
  return new Date(mockNow()).toISOString();
}

/** How far the demo's clock is ahead of real time. */
export function clockOffset(): number {
  return state.offsetMs;
}

/** Restores a saved offset (browser persistence) or resets it (0). */
export function setClockOffset(ms: number): void {
  state.offsetMs = Number.isFinite(ms) ? Math.max(0, ms) : 0;
}

/**
 * Moves the demo's clock forward (never back: a scheduled change that has run cannot un-run). Running
 * what came due is the caller's business (mockControl.advanceClock), so the clock imports nothing.
 */
export function advanceClock(ms: number): void {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`advanceClock needs a duration ≥ 0, got ${ms}`);
  state.offsetMs += ms;
}
