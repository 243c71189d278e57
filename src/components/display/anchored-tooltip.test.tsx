import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnchoredTooltip } from './anchored-tooltip';

describe('AnchoredTooltip', () => {
  it('draws no tooltip until pointed at or focused, never replaces its child, then shows the tooltip', async () => {
    const user = userEvent.setup();
    render(
      <AnchoredTooltip title="Switch to dark mode">
        <button type="button" aria-label="Switch to dark mode" />
      </AnchoredTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Switch to dark mode' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to dark mode');
    // The same element, still focused: the tooltip hangs beside it.
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBe(button);
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to dark mode');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBe(button);
  });
});
