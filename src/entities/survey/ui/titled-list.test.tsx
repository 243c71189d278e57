// The titled list of the diff view and the transfer plan card: its names and its outline.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { TitledList } from './titled-list';

describe('TitledList', () => {
  it('is a region and a list named by its heading, at the level asked', () => {
    render(
      <TitledList heading="h4" title="Dropped" lines={['Launch state', <strong key="b">bold</strong>]} />,
    );
    const region = screen.getByRole('region', { name: 'Dropped' });
    expect(within(region).getByRole('heading', { level: 4, name: 'Dropped' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Dropped' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Launch state', 'bold']);
  });

  it('is a third-level heading unless asked otherwise', () => {
    render(<TitledList title="Questions" lines={['Q1 reworded']} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Questions' })).toBeInTheDocument();
  });

  it('draws nothing without lines', () => {
    const { container } = render(<TitledList title="Branching" lines={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
