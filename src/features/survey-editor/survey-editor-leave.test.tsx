// Leaving the editor with unsaved work is asked about at the moment of leaving, even when the editor's
// "unsaved changes" flag has not caught up yet (it follows edits after a pause and an idle moment).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { db } from '@/mocks/db';
import { renderRoute } from '@/testing/render';

const survey = () => db.surveys.find((candidate) => candidate.survey.name.startsWith('Broken flow'))!.survey;

// A busy page: idle callbacks never come, so the flag stays where it was.
beforeEach(() => {
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn(() => 1),
  );
  vi.stubGlobal('cancelIdleCallback', vi.fn());
});
afterEach(() => vi.unstubAllGlobals());

async function openEditor() {
  const view = renderRoute(`/projects/1/surveys/${survey().id}/edit`);
  const field = await screen.findByRole('textbox', { name: 'Internal description (optional)' });
  return { view, field };
}

// The editor's first render in jsdom takes several seconds.
describe('leaving the survey editor', { timeout: 30_000 }, () => {
  it('asks before leaving right after an edit, before the unsaved flag has followed it', async () => {
    const { view, field } = await openEditor();
    await view.user.click(field);
    await view.user.paste('NOT SAVED YET');
    await act(() => view.router.navigate('/projects'));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(`/projects/1/surveys/${survey().id}/edit`);

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it('leaves without asking when nothing differs from what the server has', async () => {
    const { view, field } = await openEditor();
    const before = (field as HTMLTextAreaElement).value;
    await view.user.click(field);
    await view.user.paste('BRIEFLY');
    await view.user.clear(field);
    if (before) await view.user.paste(before);

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);

    await act(() => view.router.navigate('/projects'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/projects'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });
});
