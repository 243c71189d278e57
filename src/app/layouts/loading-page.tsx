// Where a page will be while its code (or the app's) is still coming: the page's own heading when the
// address names a page whose heading needs no data, where the page will draw it, and a progress bar.
// The heading is what a user looks for first, and the largest text of the first paint: drawn here, it
// does not wait for the router, the demo backend and the page's code (Largest Contentful Paint).
import { LinearProgress } from '@mui/material';
import { PageHeader } from '@/components/navigation/page-header';
import { paths } from '@/lib/paths';

/** The pages whose heading is the same whatever the data (the page's own `PageHeader` title). */
const HEADINGS: ReadonlyMap<string, string> = new Map([
  ['/', 'Projects'], // the home redirects to the projects list
  [paths.projects(), 'Projects'],
  [paths.connectionSettings(), 'Connection settings'],
]);

/** The heading the page at `pathname` draws first, if it needs no data. */
function loadingHeading(pathname: string): string | undefined {
  return HEADINGS.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/** `pathname`: the address the page is loading for (the router's, once there is one). */
export function LoadingPage({ pathname }: { pathname: string }) {
  const heading = loadingHeading(pathname);
  return (
    <>
      {heading ? <PageHeader title={heading} /> : null}
      <LinearProgress aria-label="Loading page" />
    </>
  );
}
