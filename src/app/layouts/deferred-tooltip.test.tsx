import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredTooltip } from './deferred-tooltip';

// One test: the tooltip's module loads once per file, and the remount happens only on that first load.
describe('DeferredTooltip', () => {
  it('shows the child at once, loads the tooltip on the first focus, keeps the focus when it wraps, then shows it', async () => {
    const user = userEvent.setup();
    render(
      <DeferredTooltip title="Switch to dark mode">
        <button type="button" aria-label="Switch to dark mode" />
      </DeferredTooltip>,
    );
    const button = () => screen.getByRole('button', { name: 'Switch to dark mode' });
    expect(button()).not.toHaveAttribute('data-mui-internal-clone-element');
    // Nothing loads it before the pointer or the focus reaches the control: drawn, it costs the first screen.
    // The module is made ready first, so that only the component's own waiting can keep it unwrapped.
    await import('@mui/material/Tooltip');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(button()).not.toHaveAttribute('data-mui-internal-clone-element');
    await user.tab();
    expect(button()).toHaveFocus();
    // Wrapped once loaded (MUI's Tooltip marks its child): a new element, focused again.
    await waitFor(() => expect(button()).toHaveAttribute('data-mui-internal-clone-element'));
    expect(button()).toHaveFocus();
    await user.hover(button());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to dark mode');
  });
});
