// A light keyboard check of "Copy to projects": its project checkboxes and its buttons are reached with Tab
// and used with Space and Enter, from picking a project to the plan.
import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { openCopyDialog } from '@/testing/fleet-copies';

describe('Copy to projects by keyboard', { timeout: 90_000 }, () => {
  it('reaches the checkboxes and the buttons with Tab', async () => {
    const { user, dialog } = await openCopyDialog();
    const mobile = await within(dialog).findByRole('checkbox', { name: 'Acme Mobile' });
    const own = within(dialog).getByRole('checkbox', { name: /Acme Web/ });
    // Tab until Acme Mobile has the focus, never landing on the own project's disabled box.
    for (let step = 0; step < 10 && document.activeElement !== mobile; step += 1) {
      await user.tab();
      expect(document.activeElement).not.toBe(own);
    }
    expect(mobile).toHaveFocus();
    await user.keyboard(' ');
    expect(mobile).toBeChecked();
    await user.tab();
    expect(within(dialog).getByRole('checkbox', { name: 'Acme Demo' })).toHaveFocus();

    const review = within(dialog).getByRole('button', { name: 'Review the plan (1)' });
    // Every one of the organization's projects is a Tab stop; backwards, the dialog's trap wraps to its buttons.
    for (let step = 0; step < 10 && document.activeElement !== review; step += 1)
      await user.tab({ shift: true });
    expect(review).toHaveFocus();
    await user.keyboard('{Enter}');
    const copy = await within(dialog).findByRole('button', { name: 'Copy to 1 project' });
    await within(dialog).findByRole('region', { name: 'Mapped to this project’s own' });
    for (let step = 0; step < 60 && document.activeElement !== copy; step += 1) await user.tab();
    expect(copy).toHaveFocus();
    // Back is reachable too, and goes back to the picked project.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('checkbox', { name: 'Acme Mobile' })).toBeChecked();
  });
});
