import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chip } from '@mui/material';
import { HoverTooltip } from './hover-tooltip';

describe('HoverTooltip', () => {
  it('names its element with the title before any hover, as the tooltip would', () => {
    render(
      <HoverTooltip title="product analytics, session replay">
        <Chip label="2 products" />
      </HoverTooltip>,
    );
    expect(screen.getByLabelText('product analytics, session replay')).toHaveTextContent('2 products');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the tooltip on the first hover and hides it when the pointer leaves', async () => {
    render(
      <HoverTooltip title="product analytics, session replay">
        <Chip label="2 products" />
      </HoverTooltip>,
    );
    // (Mounting the tooltip replaces the element under the pointer: user-event would lose track of it.)
    fireEvent.mouseOver(screen.getByText('2 products'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('product analytics, session replay');
    expect(screen.getByLabelText('product analytics, session replay')).toHaveTextContent('2 products');
    fireEvent.mouseLeave(screen.getByLabelText('product analytics, session replay'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    fireEvent.mouseOver(screen.getByText('2 products'));
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  });
});
