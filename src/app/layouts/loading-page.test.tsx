// The page's heading stands in the frame while its code comes, for the pages whose heading needs no data.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { LoadingPage } from './loading-page';

describe('the loading page', () => {
  it.each([
    ['/', 'Projects'],
    [paths.projects(), 'Projects'],
    [`${paths.projects()}/`, 'Projects'],
    [paths.connectionSettings(), 'Connection settings'],
  ])('at %s draws the heading %s above the progress bar', (path, heading) => {
    render(<LoadingPage pathname={path} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  });

  it.each([paths.surveys(7), paths.projectSettings(7), '/nowhere'])(
    'at %s, whose heading needs data (or which is no page), draws the progress bar alone',
    (path) => {
      render(<LoadingPage pathname={path} />);
      expect(screen.queryByRole('heading')).toBeNull();
      expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    },
  );
});
