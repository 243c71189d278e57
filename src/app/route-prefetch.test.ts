import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { prefetchRoutesOnIntent } from './route-prefetch';

function table() {
  const settings = vi.fn(() => Promise.resolve({}));
  const surveys = vi.fn(() => Promise.resolve({}));
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        { path: 'settings', lazy: settings },
        { path: 'projects/:projectId/surveys', lazy: surveys },
      ],
    },
  ];
  return { routes, settings, surveys };
}

function link(href: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  document.body.append(anchor);
  return anchor;
}

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('prefetchRoutesOnIntent', () => {
  it('loads the matched route module when a link is pointed at, once per path', () => {
    const { routes, settings, surveys } = table();
    stop = prefetchRoutesOnIntent(routes);
    const anchor = link('/projects/7/surveys?page=2');
    anchor.dispatchEvent(new Event('pointerover', { bubbles: true }));
    anchor.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(surveys).toHaveBeenCalledTimes(1);
    expect(settings).not.toHaveBeenCalled();
  });

  it('loads it when a link (or something inside one) gets keyboard focus', () => {
    const { routes, settings } = table();
    stop = prefetchRoutesOnIntent(routes);
    const inner = document.createElement('span');
    link('/settings').append(inner);
    inner.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(settings).toHaveBeenCalledTimes(1);
  });

  it('ignores links to other sites and stops listening when asked', () => {
    const { routes, settings } = table();
    stop = prefetchRoutesOnIntent(routes);
    link('https://us.posthog.com/settings').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(settings).not.toHaveBeenCalled();
    stop();
    link('/settings').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(settings).not.toHaveBeenCalled();
  });
});
