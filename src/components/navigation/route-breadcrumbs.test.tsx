import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type Params } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteBreadcrumbs, type CrumbHandle } from './route-breadcrumbs';

const Name = ({ params }: { params: Params }) => `Item ${params.id}`;
const crumb = (step: CrumbHandle['crumb']): CrumbHandle => ({ crumb: step });
const page = <RouteBreadcrumbs />;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: 'items',
        handle: crumb('Items'),
        children: [
          { index: true, element: page },
          {
            path: ':id',
            handle: crumb(Name),
            children: [
              { index: true, element: page },
              { path: 'edit', handle: crumb('Edit'), element: page },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const trail = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((item) => [item.textContent, item.querySelector('a')?.getAttribute('href') ?? null]);

describe('RouteBreadcrumbs', () => {
  it('names each matched route with a handle, linking all but the page itself', () => {
    renderAt('/items/7/edit');
    expect(trail()).toEqual([
      ['Items', '/items'],
      ['Item 7', '/items/7'],
      ['Edit', null],
    ]);
  });

  it('lets an index route be its parent step, shown as the page', () => {
    renderAt('/items/7');
    expect(trail()).toEqual([
      ['Items', '/items'],
      ['Item 7', null],
    ]);
  });

  it('shows nothing when the trail is the page alone', () => {
    renderAt('/items');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
