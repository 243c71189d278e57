// Lighthouse's performance category with its default config (the mobile preset: simulated slow 4G and a
// 4x CPU slowdown) on Debian's Chromium. A fresh browser per run; the median run is reported, since a
// single run on a shared 2-core machine swings by several points. Each run's longest main-thread task is
// read from Lighthouse's own list of long tasks, whose durations are its simulation's (4x the observed).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** A run Lighthouse could not record (its own advice: run it again) is run again, twice at most, and said. */
const ATTEMPTS = 3;

async function lighthouseOnce(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseAttempt(url);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === ATTEMPTS) throw error;
      console.log(`  (${error.message}: run again, attempt ${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function lighthouseAttempt(url) {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(
        `Lighthouse on ${url}: ${lhr.runtimeError.code ?? lhr.runtimeError.message}`,
      );
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    // Tasks of 50 ms or more, longest first; none listed: the longest was shorter.
    const [longest] = lhr.audits['long-tasks']?.details?.items ?? [];
    return {
      score: lhr.categories.performance?.score ?? NaN,
      tbt: audit('total-blocking-time'),
      lcp: audit('largest-contentful-paint'),
      fcp: audit('first-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      longestTask: longest?.duration ?? 0,
      longestTaskUrl: typeof longest?.url === 'string' ? longest.url : '',
    };
  } finally {
    chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The run with the median score, so its TBT, LCP and FCP belong together. */
function medianRun(runs) {
  const score = median(runs.map((run) => run.score));
  return runs.find((run) => run.score === score);
}

/**
 * `runs` Lighthouse runs on each of `urls` (name → URL), taking turns so that a busy spell on the machine
 * falls on both apps rather than on one. Returns name → { the median run, every score, and the median of
 * the runs' longest tasks (in place of the median run's own) }.
 */
export async function lighthouseMedians(urls, runs) {
  const results = Object.fromEntries(Object.keys(urls).map((name) => [name, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const [name, url] of Object.entries(urls)) {
      const run = await lighthouseOnce(url);
      const where = run.longestTaskUrl.replace(/^https?:\/\/[^/]+/, '') || '—';
      console.log(
        `  Lighthouse ${round}/${runs} ${name.padEnd(9)} score ${run.score.toFixed(2)}  TBT ${Math.round(run.tbt)} ms  LCP ${Math.round(run.lcp)} ms  CLS ${run.cls.toFixed(3)}  longest task ${Math.round(run.longestTask)} ms (${where})`,
      );
      results[name].push(run);
    }
  }
  return Object.fromEntries(
    Object.entries(results).map(([name, all]) => [
      name,
      {
        ...medianRun(all),
        scores: all.map((run) => run.score),
        longestTask: median(all.map((run) => run.longestTask)),
        longestTasks: all.map((run) => run.longestTask),
      },
    ]),
  );
}
