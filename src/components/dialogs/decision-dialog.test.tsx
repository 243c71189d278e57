import { screen } from '@testing-library/react';
import { Button, TextField } from '@mui/material';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DecisionDialog } from './decision-dialog';

describe('DecisionDialog', () => {
  it('is named by its title and described by the text it names; Escape and Cancel answer "no"', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <DecisionDialog
        title="Review changes"
        describedBy="what-it-does"
        onClose={onClose}
        actions={<Button>Save</Button>}
      >
        <p id="what-it-does">Saving changes the survey.</p>
      </DecisionDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Review changes' });
    expect(dialog).toHaveAccessibleDescription('Saving changes the survey.');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be closed while its answer is carried out', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <DecisionDialog title="Delete project?" busy onClose={onClose} actions={<Button>Delete</Button>}>
        Gone for good.
      </DecisionDialog>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Delete project?' })).toBeInTheDocument();
  });

  it('puts what comes before the cancel button first, names the cancel its own way or leaves it out', () => {
    const { unmount } = renderWithProviders(
      <DecisionDialog
        title="Changed elsewhere"
        onClose={() => {}}
        cancelLabel="Back to editing"
        beforeCancel={<Button>Keep all mine</Button>}
        actions={<Button>Save merged</Button>}
      >
        Both changed it.
      </DecisionDialog>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Keep all mine',
      'Back to editing',
      'Save merged',
    ]);
    unmount();
    renderWithProviders(
      <DecisionDialog title="New token" onClose={() => {}} cancelLabel={null} actions={<Button>Done</Button>}>
        Shown once.
      </DecisionDialog>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Done']);
  });

  it('as a form, the answer button and Enter in a field submit it', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithProviders(
      <DecisionDialog
        title="New thing"
        onClose={() => {}}
        onSubmit={onSubmit}
        actions={<Button type="submit">Create</Button>}
      >
        <TextField label="Name" />
      </DecisionDialog>,
    );
    await user.type(screen.getByLabelText('Name'), 'Acme{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
