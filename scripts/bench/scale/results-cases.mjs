// The Results screens at scale: the time to the first chart for the seeded family of 10 surveys with
// 100,000 answers between them (Results across surveys, every survey picked: one query per project, at
// most 3 at once, each read to its last page) and for one survey of it (10,000 answers, its Results
// tab). Timed in the page from the navigation to the first animation frame in which Q1's NPS and its
// chart are drawn. Each round is a first visit to its answers: it asks for a range or test-user choice no
// round before it asked for, so every project's answers are read afresh (the query cache keys them by
// range and filter), and it starts only once the screen before it is gone and its reads are over (a
// round of a few ms used to find the last round's screen, still on the page while the router changed
// route in a transition), and across the family once the search for the picked surveys' copies, which
// starts when the answers are in, is over (left running, it read project activity through the next
// round). The first round (which also builds the demo's 100,000 events and loads the
// chart library) is a warm-up, printed apart. Each round's time is printed, and across the family the
// time until every project is read.
/* global window, document, requestAnimationFrame, PopStateEvent */
import { report } from './measure.mjs';

const NAME = 'Scale: results of a family of 10';
const VARIANTS = [
  '',
  '&range=-365d',
  '&range=-90d',
  '&test=include',
  '&test=include&range=-365d',
  '&test=include&range=-90d',
];

/**
 * Navigates inside the app (as a link would) and answers the ms until Q1's NPS and its chart show
 * (`first`), and until no project is still being read (`all`).
 */
function timeToFirstChart(page, url) {
  return page.evaluate(
    ([target, timeout]) =>
      new Promise((resolve, reject) => {
        if (document.querySelector('section[aria-label^="Q1 "]'))
          return reject(new Error('a results screen is still on the page'));
        const start = performance.now();
        window.history.pushState({ idx: (window.history.state?.idx ?? 0) + 1 }, '', target);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        const drawn = () => {
          const card = document.querySelector('section[aria-label^="Q1 "]');
          return Boolean(
            card?.querySelector('[role="group"][aria-label^="NPS: "]') &&
            card.querySelector('svg rect, svg path'),
          );
        };
        const reading = () => Boolean(document.querySelector('[aria-label="Reading the answers"]'));
        // Across the family, the search for the picked surveys' copies starts once the answers are in
        // and reads every project's survey activity; left running, it went on into the next round.
        const searching = () =>
          [...document.querySelectorAll('p')].some((line) => line.textContent.includes('found so far'));
        let first = null;
        let all = null;
        let quiet = 0;
        const tick = () => {
          const now = performance.now() - start;
          if (first === null && drawn()) first = now;
          if (first !== null && all === null && !reading()) all = now;
          // A few frames without a search: the search starts a render after the answers are in.
          quiet = all !== null && !searching() ? quiet + 1 : 0;
          if (quiet > 10) resolve({ first, all });
          else if (now > timeout) reject(new Error(`no chart after ${timeout} ms at ${target}`));
          else requestAnimationFrame(tick);
        };
        tick();
      }),
    [url, 120_000],
  );
}

async function family(page) {
  return page.evaluate(async (name) => {
    const headers = { Authorization: 'Bearer phx_demo_all' };
    const found = [];
    for (let projectId = 1; projectId <= 10; projectId += 1) {
      const list = await (
        await fetch(`/api/projects/${projectId}/surveys/?search=${encodeURIComponent(name)}`, { headers })
      ).json();
      for (const survey of list.results ?? [])
        if (survey.name === name) found.push(`${projectId}:${survey.id}`);
    }
    return found;
  }, NAME);
}

/** Moves the app to `url` as a link would (the router hears the history change). */
const navigate = (page, url) =>
  page.evaluate((target) => {
    window.history.pushState({ idx: (window.history.state?.idx ?? 0) + 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);

async function rounds(page, base, label, path, goalMs) {
  await page.goto(`${base}/projects`);
  await page.waitForFunction(() => Boolean(window.__surveyorMock));
  // A reload forgets the seed's sources; seeding again finds the same records.
  await page.evaluate(() => window.__surveyorMock.seedScale());
  const warmUp = await timeToFirstChart(page, `${path}${VARIANTS[0]}`);
  const times = [];
  for (const variant of VARIANTS.slice(1)) {
    await navigate(page, '/projects');
    // The projects' own table, once the results screen is gone: its tables are tables too.
    await page.waitForFunction(
      () => !document.querySelector('section[aria-label^="Q1 "]') && document.querySelector('table'),
    );
    await page.waitForTimeout(300);
    times.push(await timeToFirstChart(page, `${path}${variant}`));
  }
  const several = times.some((time) => time.all - time.first > 50);
  const figure = ({ first, all }) =>
    several ? `${first.toFixed(0)} ms (all read ${all.toFixed(0)} ms)` : `${first.toFixed(0)} ms`;
  console.log(
    `${label}: warm-up round (builds the demo's events, loads the chart library) ${figure(warmUp)}; rounds ${VARIANTS.slice(
      1,
    )
      .map((variant, i) => `${variant.slice(1)} ${figure(times[i])}`)
      .join(', ')}`,
  );
  return report(
    label,
    times.map((time) => time.first),
    goalMs,
    50,
  );
}

export async function resultsCases(page, base, sourceId) {
  await page.goto(`${base}/projects`);
  await page.waitForFunction(() => Boolean(window.__surveyorMock));
  await page.evaluate(() => window.__surveyorMock.seedScale());
  const picks = await family(page);
  return [
    await rounds(
      page,
      base,
      `Results, family of 10 (${picks.length} surveys), 100,000 answers: first chart`,
      `/projects/1/surveys/results?surveys=${picks.join(',')}`,
      1000,
    ),
    await rounds(
      page,
      base,
      'Results tab, one survey of it (10,000 answers): first chart',
      `/projects/1/surveys/${sourceId}?tab=results`,
      300,
    ),
  ];
}
