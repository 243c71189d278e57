// The shell's frame as a user meets it: its landmarks, names, keyboard order and the current page's mark.
// The e2e specs and assistive technology find the shell by these, whatever draws it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';

describe('AppShell', () => {
  it('names its landmarks and links, marks the current page and keeps the keyboard order', async () => {
    const { user } = renderRoute('/projects');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Surveyor' })).toHaveAttribute('href', '/projects');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    const projects = within(nav).getByRole('link', { name: 'Projects' });
    const settings = within(nav).getByRole('link', { name: 'Settings' });
    expect(projects).toHaveAttribute('aria-current', 'page');
    expect(settings).not.toHaveAttribute('aria-current');

    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    await user.tab();
    expect(skip).toHaveFocus();
    await user.tab();
    expect(within(banner).getByRole('link', { name: 'Surveyor' })).toHaveFocus();
    await user.tab();
    expect(projects).toHaveFocus();
  });
});
