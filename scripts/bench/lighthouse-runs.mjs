// Lighthouse's performance category with its default config (the mobile preset: simulated slow 4G and a
// 4x CPU slowdown) on Debian's Chromium. A fresh browser per run; the median run is reported, since a
// single run on a shared 2-core machine swings by several points.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function lighthouseOnce(url) {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: lhr.categories.performance?.score ?? NaN,
      tbt: audit('total-blocking-time'),
      lcp: audit('largest-contentful-paint'),
      fcp: audit('first-contentful-paint'),
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
 * falls on both apps rather than on one. Returns name → { median run, every score }.
 */
export async function lighthouseMedians(urls, runs) {
  const results = Object.fromEntries(Object.keys(urls).map((name) => [name, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const [name, url] of Object.entries(urls)) {
      const run = await lighthouseOnce(url);
      console.log(
        `  Lighthouse ${round}/${runs} ${name.padEnd(9)} score ${run.score.toFixed(2)}  TBT ${Math.round(run.tbt)} ms  LCP ${Math.round(run.lcp)} ms`,
      );
      results[name].push(run);
    }
  }
  return Object.fromEntries(
    Object.entries(results).map(([name, all]) => [
      name,
      { ...medianRun(all), scores: all.map((run) => run.score) },
    ]),
  );
}
