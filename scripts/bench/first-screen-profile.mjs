// Where the first screen's main-thread time goes: a Chrome trace (with V8's sampling profiler) of a fresh
// load of /projects under a 4x CPU slowdown, like Lighthouse's mobile profile, until the first row is
// shown and a second after. For every main-thread task of 50 ms or more (the ones Total Blocking Time
// counts) it answers what the task did (trace events' self time: a module's evaluation, a script's
// compile, style, layout, paint, garbage collection) and whose code ran (profiler samples mapped through
// the build's source maps to a package or a source file, and to the nearest of the app's own modules on
// the stack). Timings move with the machine; the shares are what this is for.
/* global document, MutationObserver -- page scripts run in the browser */
import { moduleName, sourceMapsOf } from './source-maps.mjs';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
];

/** What a trace event's self time is spent on. */
function kindOf(event) {
  const { name } = event;
  if (name === 'v8.evaluateModule' || name === 'EvaluateScript') return 'script evaluation';
  if (/compile|parse/i.test(name) && name !== 'ParseHTML' && name !== 'ParseAuthorStyleSheet')
    return 'compile';
  if (name === 'UpdateLayoutTree' || name === 'ParseAuthorStyleSheet' || name === 'RecalculateStyles')
    return 'style';
  if (name === 'Layout') return 'layout';
  if (/^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit|PaintImage|RasterTask)$/.test(name))
    return 'paint';
  if (/GC/i.test(name)) return 'garbage collection';
  if (name === 'ParseHTML') return 'HTML';
  if (/^(FunctionCall|v8\.callFunction|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks)$/.test(name))
    return 'script';
  return 'other';
}

/** The renderer's main thread that parsed the page's HTML. */
function mainThread(events, url) {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && String(event.args?.beginData?.url ?? '').startsWith(url),
  );
  if (parse) return { pid: parse.pid, tid: parse.tid };
  const named = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  return { pid: named.pid, tid: named.tid };
}

/** The profiler's samples on `thread`: `{ time, nodeId }` and the nodes by id (with their parents). */
function samplesOf(events, thread) {
  const nodes = new Map();
  const samples = [];
  const starts = new Map();
  // The profile starts on the thread it samples; its chunks come from the profiler's own thread.
  for (const event of events)
    if (event.name === 'Profile' && event.pid === thread.pid && event.tid === thread.tid)
      starts.set(event.id, event.args.data.startTime);
  const times = new Map();
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== thread.pid || !starts.has(event.id)) continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    let time = times.get(event.id) ?? starts.get(event.id) ?? 0;
    (cpuProfile.samples ?? []).forEach((nodeId, index) => {
      time += timeDeltas[index] ?? 0;
      samples.push({ time, nodeId });
    });
    times.set(event.id, time);
  }
  samples.sort((a, b) => a.time - b.time);
  return { nodes, samples };
}

const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .filter(([, value]) => value >= 1);
const ms = (us) => Math.round(us / 1000);

/**
 * Loads `url` (its /projects) in a fresh context of `browser` with a 4x CPU slowdown and the build's
 * source maps in `outDir`; answers the tasks of 50 ms or more and the totals until the first row shows.
 */
export async function profileFirstScreen(browser, url, outDir, { cpuSlowdown = 4 } = {}) {
  const moduleAt = sourceMapsOf(outDir);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      // A mark when the first row of a loaded table appears, on the trace's clock.
      new MutationObserver((_, observer) => {
        if (document.querySelector('table tbody:not([aria-busy="true"]) tr')) {
          performance.mark('first-row-shown');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url);
    await page.locator('table tbody:not([aria-busy="true"]) tr').first().waitFor({ timeout: 120_000 });
    await page.waitForTimeout(1000);
    const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString());
    const untilMarkAtMs = await page.evaluate(
      () => performance.getEntriesByName('first-row-shown', 'mark')[0]?.startTime,
    );
    return analyse(events, url, moduleAt, { untilMarkAtMs });
  } finally {
    await context.close();
  }
}

/**
 * The main thread's tasks of `minTaskMs` or more between the marks `fromMark` (default: the navigation)
 * and `untilMark` (default: the first row shown), each with what it did and whose code ran, and the
 * totals over that span. `untilMarkAtMs`: that mark's time on the page's own clock (performance.now()),
 * which places the navigation on the trace's clock.
 */
export function analyse(
  events,
  url,
  moduleAt,
  { fromMark, untilMark = 'first-row-shown', untilMarkAtMs, minTaskMs = 50 } = {},
) {
  const thread = mainThread(events, url);
  const onMain = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const mark = (name) => events.find((event) => event.name === name && event.pid === thread.pid)?.ts;
  const fcp = mark('firstContentfulPaint');
  const firstRow = mark(untilMark);
  // The navigation on the trace's clock: where the page's own clock puts `untilMark`, when it is given.
  // A trace can hold a later main-frame navigationStart (seen after the first paint, in any order in the
  // list), so without it the earliest one is taken, not the first listed.
  const [navigation] = events
    .filter(
      (event) =>
        event.name === 'navigationStart' && event.pid === thread.pid && event.args?.data?.isLoadingMainFrame,
    )
    .sort((a, b) => a.ts - b.ts);
  const origin =
    untilMarkAtMs !== undefined && firstRow !== undefined
      ? firstRow - untilMarkAtMs * 1000
      : (navigation?.ts ?? onMain[0]?.ts ?? 0);
  const from = fromMark ? mark(fromMark) : origin;
  const { nodes, samples } = samplesOf(events, thread);

  const frameModule = (node) => {
    const frame = node?.callFrame;
    if (!frame?.url) return null;
    return (
      moduleAt(frame.url, frame.lineNumber, frame.columnNumber) ?? moduleName(new URL(frame.url).pathname)
    );
  };
  /** The sample's own module ('(program)': native work, style and layout) and the nearest app module. */
  const sampleModules = (nodeId) => {
    const leaf = nodes.get(nodeId);
    const own = leaf?.callFrame.url ? frameModule(leaf) : (leaf?.callFrame.functionName ?? '?');
    let app = null;
    for (let node = leaf; node && !app; node = nodes.get(node.parent)) {
      const module = frameModule(node);
      if (module?.startsWith('src/') || module?.startsWith('scripts/')) app = module;
    }
    return { own, app };
  };
  // Parents are not listed in the trace's nodes: link them.
  for (const node of nodes.values())
    for (const child of node.children ?? []) if (nodes.has(child)) nodes.get(child).parent = node.id;

  /** Self time by kind and by event name, and samples by module, within [start, end). */
  const breakdown = (start, end) => {
    const kinds = new Map();
    const stack = [];
    for (const event of onMain) {
      if (event.ts < start || event.ts >= end || !event.dur) continue;
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) add(kinds, parent.kind, -event.dur);
      event.kind = event.name === 'RunTask' ? 'other' : kindOf(event);
      if (event.kind === 'script evaluation' || event.kind === 'compile') {
        const file = String(event.args?.data?.url ?? event.args?.fileName ?? '')
          .split('/')
          .pop();
        if (file) event.kind = `${event.kind} of ${file}`;
      }
      // Work the trace names but this list does not sort: by its own name.
      if (event.kind === 'other' && event.name !== 'RunTask' && !/RunTask|Receive mojo/.test(event.name))
        event.kind = `other: ${event.name}`;
      add(kinds, event.kind, event.dur);
      stack.push(event);
    }
    const own = new Map();
    const app = new Map();
    let previous = null;
    for (const sample of samples) {
      if (sample.time < start || sample.time >= end) continue;
      const span = previous === null ? 0 : sample.time - previous;
      previous = sample.time;
      const modules = sampleModules(sample.nodeId);
      add(own, modules.own, span);
      if (modules.app) add(app, modules.app, span);
    }
    return { kinds, own, app };
  };

  // Top-level tasks only (a task's runner may nest a second RunTask event inside it).
  const tasks = [];
  for (const event of onMain) {
    if (event.name !== 'RunTask' && event.name !== 'ThreadControllerImpl::RunTask') continue;
    const last = tasks.at(-1);
    if (last && event.ts < last.ts + last.dur) continue;
    tasks.push(event);
  }
  const until = firstRow ?? fcp ?? Infinity;
  const longTasks = tasks.filter((task) => task.dur >= minTaskMs * 1000 && task.ts + task.dur > from);
  return {
    fcpMs: fcp === undefined ? NaN : ms(fcp - origin),
    firstRowMs: firstRow === undefined ? NaN : ms(firstRow - origin),
    longTasks: longTasks.map((task) => {
      const parts = breakdown(task.ts, task.ts + task.dur);
      return {
        // From the navigation, or from the first mark when one is given.
        startMs: ms(task.ts - from),
        durationMs: ms(task.dur),
        kinds: top(parts.kinds, 5).map(([kind, us]) => [kind, ms(us)]),
        modules: top(parts.own, 6).map(([module, us]) => [module, ms(us)]),
        appModules: top(parts.app, 4).map(([module, us]) => [module, ms(us)]),
      };
    }),
    beforeFirstRow: (() => {
      const parts = breakdown(from, until);
      return {
        kinds: top(parts.kinds, 8).map(([kind, us]) => [kind, ms(us)]),
        modules: top(parts.own, 14).map(([module, us]) => [module, ms(us)]),
        appModules: top(parts.app, 10).map(([module, us]) => [module, ms(us)]),
      };
    })(),
  };
}

const list = (pairs) => pairs.map(([name, value]) => `${name} ${value}`).join(', ');

/** The profile as printed lines. */
export function profileLines(name, profile) {
  const lines = [
    `${name}: first contentful paint ${profile.fcpMs} ms, first row shown ${profile.firstRowMs} ms (4x slower CPU)`,
    `  tasks of 50 ms or more: ${profile.longTasks.length}, the longest ${Math.max(0, ...profile.longTasks.map((task) => task.durationMs))} ms`,
  ];
  for (const task of profile.longTasks) {
    lines.push(`  · at ${task.startMs} ms, ${task.durationMs} ms: ${list(task.kinds)}`);
    lines.push(`      code: ${list(task.modules)}`);
    if (task.appModules.length) lines.push(`      app code on the stack: ${list(task.appModules)}`);
  }
  const before = profile.beforeFirstRow;
  lines.push(`  until the first row, main thread by kind (ms): ${list(before.kinds)}`);
  lines.push(`  … by code (ms of samples): ${list(before.modules)}`);
  lines.push(`  … by the app's own module on the stack: ${list(before.appModules)}`);
  return lines;
}
