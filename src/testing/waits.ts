/**
 * How long a test waits for a screen's first showing: the route's code, its reads against the demo
 * backend and the first render of the whole screen. On a 2-core CI machine busy with other work (load
 * 10-13) that has taken longer than the 15 s every findBy/waitFor waits by default (setup-tests.ts); a
 * bound for a screen that never shows, not a speed goal (those are in `npm run bench`).
 */
export const FIRST_SHOWING = { timeout: 30_000 };
