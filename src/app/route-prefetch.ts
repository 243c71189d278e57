// The next screen's code, fetched when the user shows where they are going: pointing at or focusing a
// link of the app starts the download of the route modules its address matches, so the click finds
// them loaded. Nothing is fetched on a mere page load (the first screen keeps the network to itself).
import { matchRoutes, type RouteObject } from 'react-router-dom';

const startedByTable = new WeakMap<RouteObject[], Set<string>>();

/** Starts (once per path) the lazy modules of the routes `pathname` matches. */
export function prefetchRouteModules(routes: RouteObject[], pathname: string): void {
  let started = startedByTable.get(routes);
  if (!started) startedByTable.set(routes, (started = new Set()));
  if (started.has(pathname)) return;
  started.add(pathname);
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    // The same import() the router will make: the module loads once, whoever asks first.
    if (typeof route.lazy === 'function') void route.lazy().catch(() => started.delete(pathname));
  }
}

/** Listens, on the whole document, for intent towards same-origin links; returns the way to stop. */
export function prefetchRoutesOnIntent(routes: RouteObject[], doc: Document = document): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== doc.location.origin) return;
    prefetchRouteModules(routes, link.pathname);
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  return () => {
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
  };
}
