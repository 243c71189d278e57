import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CopyButton, SecretValue } from './copy-button';

describe('CopyButton', () => {
  it('mounts no tooltip until pointed at, then says Copy, and Copied after a click', async () => {
    const user = userEvent.setup();
    render(<SecretValue value="phc_abcdefghijklmnop" label="Copy token of Web" inRow />);
    const button = screen.getByRole('button', { name: 'Copy token of Web' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy');
    await user.click(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copied');
    // The tooltip mounted beside the button: the same button, still the one under the pointer.
    expect(screen.getByRole('button', { name: 'Copy token of Web' })).toBe(button);
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Copy$/);
  });

  it('shows its tooltip on keyboard focus, keeps the focus, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<CopyButton value="secret" label="Copy key" />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Copy key' });
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('says Copied of the value copied only: given another value in place, it says Copy again', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SecretValue value="phc_first_token_value" label="Copy token" inRow />);
    const button = screen.getByRole('button', { name: 'Copy token' });
    await user.click(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copied');
    // A table reusing the row for another project's token: the same button, not Copied of that one.
    rerender(<SecretValue value="phc_second_token_value" label="Copy token" inRow />);
    expect(screen.getByRole('button', { name: 'Copy token' })).toBe(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Copy$/);
  });
});
