import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredTooltip } from './deferred-tooltip';

// One test: the tooltip's module loads once per file, and the remount happens only on that first load.
describe('DeferredTooltip', () => {
  it('shows the child at once, keeps its focus when the tooltip wraps it, then shows the tooltip', async () => {
    const user = userEvent.setup();
    render(
      <DeferredTooltip title="Switch to dark mode">
        <button type="button" aria-label="Switch to dark mode" />
      </DeferredTooltip>,
    );
    const button = () => screen.getByRole('button', { name: 'Switch to dark mode' });
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
