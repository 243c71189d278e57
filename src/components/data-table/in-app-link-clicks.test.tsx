import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useInAppLinkClicks } from './in-app-link-clicks';

function Rows() {
  const onClick = useInAppLinkClicks();
  return (
    <div onClick={onClick}>
      <a href="/projects/2/settings">In the app</a>
      <a href="/projects/2/settings" target="_blank" rel="noreferrer">
        New tab
      </a>
      <a href="/export.csv" download>
        Download
      </a>
      <a href="https://posthog.com/docs">Elsewhere</a>
      <span>Not a link</span>
    </div>
  );
}

const rows = () => {
  const router = createMemoryRouter([{ path: '*', element: <Rows /> }], { initialEntries: ['/projects'] });
  render(<RouterProvider router={router} />);
  return router;
};

describe('useInAppLinkClicks', () => {
  it('leaves to the browser a link opening elsewhere, a download, another origin and what is no link', () => {
    const router = rows();
    for (const name of ['New tab', 'Download', 'Elsewhere', 'Not a link'])
      expect(fireEvent.click(screen.getByText(name))).toBe(true);
    expect(router.state.location.pathname).toBe('/projects');
  });

  it('navigates in the app on a plain click of an in-app link', () => {
    const router = rows();
    expect(fireEvent.click(screen.getByText('In the app'))).toBe(false);
    expect(router.state.location.pathname).toBe('/projects/2/settings');
  });
});
