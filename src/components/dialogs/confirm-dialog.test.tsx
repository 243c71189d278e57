import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { renderWithProviders } from '@/testing/render';
import { ConfirmDialog } from './confirm-dialog';

const props = {
  open: true,
  title: 'Delete project?',
  description: 'This cannot be undone.',
  confirmLabel: 'Delete',
  destructive: true,
  onClose: () => {},
};

describe('ConfirmDialog', () => {
  it('enables the confirm button only once the exact text is typed', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog {...props} confirmText="Acme Web" onConfirm={onConfirm} />,
    );
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Type "Acme Web" to confirm'), 'acme web');
    expect(confirm).toBeDisabled();
    await user.clear(screen.getByLabelText('Type "Acme Web" to confirm'));
    await user.type(screen.getByLabelText('Type "Acme Web" to confirm'), 'Acme Web{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('stays open and explains a failed action', () => {
    const error = new ApiError({
      kind: 'http',
      status: 403,
      detail: "API key missing required scope 'project:write'",
    });
    renderWithProviders(<ConfirmDialog {...props} error={error} onConfirm={() => {}} />, (ui) => (
      <MemoryRouter>{ui}</MemoryRouter>
    ));
    expect(screen.getByRole('dialog', { name: 'Delete project?' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("missing the 'project:write' scope");
  });
});
