// One click handler for the plain anchors of a table's rows, in place of a react-router `Link` per anchor:
// a page of 25 projects drew 75 Links, each with its own hooks (the address resolved against the route,
// a click handler) rendered again on every page step. The anchors stay real links (a screen reader's
// "link", a middle, ctrl, cmd or shift click, "open in new tab"); a plain left click or Enter on one that
// points inside the app is turned into the router's navigation, as a Link does (no page reload).
import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The in-app address a click should navigate to, or null when the browser should handle it: not a plain
 * primary click, already handled (a Link inside does its own), no anchor, an anchor opening elsewhere
 * (a target, a download) or pointing outside the app's origin. The anchors' `href`s are the app's own
 * paths (`paths`): the router has no basename.
 */
export function inAppLinkTarget(event: MouseEvent<Element>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The delegated click handler for a table's in-app anchors (put it on an element around the table). */
export function useInAppLinkClicks(): (event: MouseEvent<Element>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<Element>) => {
      const to = inAppLinkTarget(event);
      if (to === null) return;
      event.preventDefault();
      void navigate(to);
    },
    [navigate],
  );
}
