// Timing helpers for the scale bench (scripts/bench-scale.mjs): percentiles, one printed line per figure
// with its goal, and in-page timers. An interaction is timed from its input event's timestamp either to
// the first animation frame in which what it shows is in the page (the start of the frame that will
// paint it: timeUntil), or until that frame is painted (timeUntilPainted: what a user waits for).
/* global window, document, requestAnimationFrame, MutationObserver -- page.evaluate callbacks run in the browser */

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const ms = (value) => `${value.toFixed(0).padStart(5)} ms`;

/**
 * Prints `label: n, p50, p95, range` beside the goal, and whether the goal (on `stat`) is met; a null
 * goal: the figure is for information.
 */
export function report(label, values, goalMs, stat = 95) {
  if (!values.length) {
    console.log(`${label.padEnd(58)} no samples (the case failed)  goal ≤ ${goalMs} ms`);
    return { label, values, met: false };
  }
  const figure = percentile(values, stat);
  const met = goalMs === null || figure <= goalMs;
  const goal = goalMs === null ? '(information)' : `goal p${stat} ≤ ${goalMs} ms ${met ? 'met' : 'MISSED'}`;
  console.log(
    `${label.padEnd(58)} n=${String(values.length).padStart(3)}  p50 ${ms(percentile(values, 50))}  p95 ${ms(
      percentile(values, 95),
    )}  range ${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)} ms  ${goal}`,
  );
  return { label, values, met };
}

/** Records every keydown / pointerup / click with the time from the event to the frame after it. */
export async function installTimers(page) {
  await page.evaluate(() => {
    window.__timings = [];
    window.__lastInput = 0;
    const measure = (kind) => (event) => {
      window.__lastInput = event.timeStamp;
      const start = event.timeStamp;
      requestAnimationFrame(() =>
        setTimeout(() => window.__timings.push({ kind, key: event.key, ms: performance.now() - start }), 0),
      );
    };
    document.addEventListener('keydown', measure('key'), true);
    document.addEventListener('pointerup', measure('pointer'), true);
    document.addEventListener('click', measure('click'), true);
  });
}

export const takeTimings = (page, kind) =>
  page.evaluate((k) => window.__timings.splice(0).filter((entry) => !k || entry.kind === k), kind);

/**
 * Runs `act` (a Playwright input) and answers the time from its last input event to the first frame in
 * which `check` (a predicate evaluated in the page on every frame, given `arg`) holds. Also the longest gap
 * between frames meanwhile (how long the page could not answer input).
 */
export async function timeUntil(page, act, check, arg, timeoutMs = 20_000) {
  const { ms, longestGap } = await timeUntilEach(page, act, [check], arg, timeoutMs);
  return { ms: ms[0], longestGap };
}

/**
 * `timeUntil` for several milestones of one interaction (the first rows shown, then the last): the time to
 * the first frame in which each predicate holds, in order, waiting for the last.
 */
export async function timeUntilEach(page, act, checks, arg, timeoutMs = 20_000) {
  await page.evaluate(() => {
    window.__lastInput = 0;
  });
  const waiting = page.evaluate(
    ([sources, value, timeout]) =>
      new Promise((resolve) => {
        const predicates = sources.map((source) => new Function('arg', `return (${source})(arg)`));
        const times = predicates.map(() => NaN);
        const began = performance.now();
        let last = began;
        let longestGap = 0;
        const tick = (now) => {
          longestGap = Math.max(longestGap, now - last);
          last = now;
          if (window.__lastInput)
            predicates.forEach((predicate, index) => {
              if (Number.isNaN(times[index]) && predicate(value)) times[index] = now - window.__lastInput;
            });
          if (!times.some(Number.isNaN) || now - began > timeout) return resolve({ ms: times, longestGap });
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    [checks.map((check) => check.toString()), arg, timeoutMs],
  );
  await act();
  return waiting;
}

/**
 * The time a user waits: from the input event (`act`'s last click, key or pointer release, as
 * `installTimers` records it) until what `check` looks for (a predicate evaluated in the page on every
 * change of its DOM, given `arg`) is painted: the DOM change, then the animation frame that draws it, then
 * a task posted from that frame, which runs once the frame is painted. Also the time a browser driver sees
 * (from before `act` until it hears of the paint: its own round trips included).
 */
export async function timeUntilPainted(page, act, check, arg, timeoutMs = 20_000) {
  await page.evaluate(() => {
    window.__lastInput = 0;
  });
  const waiting = page.evaluate(
    ([source, value, timeout]) =>
      new Promise((resolve) => {
        const predicate = new Function('arg', `return (${source})(arg)`);
        const painted = (inDom) =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () =>
              resolve({ ms: performance.now() - window.__lastInput, inDomMs: inDom - window.__lastInput });
            channel.port2.postMessage(null);
          });
        const observer = new MutationObserver(() => {
          if (!window.__lastInput || !predicate(value)) return;
          observer.disconnect();
          clearTimeout(timer);
          painted(performance.now());
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve({ ms: NaN, inDomMs: NaN });
        }, timeout);
      }),
    [check.toString(), arg, timeoutMs],
  );
  const started = Date.now();
  await act();
  const result = await waiting;
  return { ...result, driverMs: Date.now() - started };
}
