import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditorStores } from './document/editor-stores';
import { useGoToField } from './use-go-to-field';

afterEach(() => {
  document.body.innerHTML = '';
});

function renderGoTo() {
  const form = {
    getValues: vi.fn(() => [{ uid: 'q-a' }, { uid: 'q-b' }]),
    setFocus: vi.fn(),
  };
  const stores = { select: vi.fn() };
  const setTab = vi.fn();
  const { result } = renderHook(() => useGoToField(form as never, stores as unknown as EditorStores, setTab));
  return { ...result.current, form, stores, setTab };
}

describe('useGoToField', () => {
  it('opens the tab of a settings field and focuses it once the tab has rendered', async () => {
    const { goTo, form, setTab, stores } = renderGoTo();
    goTo('schedule.iterationCount');
    expect(setTab).toHaveBeenCalledWith('schedule');
    expect(stores.select).not.toHaveBeenCalled();
    await waitFor(() => expect(form.setFocus).toHaveBeenCalledWith('schedule.iterationCount'));
  });

  it('selects and expands a question, scrolls to its card and focuses the field', async () => {
    const { goTo, form, setTab, stores } = renderGoTo();
    goTo('questions.1.question');
    expect(setTab).toHaveBeenCalledWith('questions');
    expect(stores.select).toHaveBeenCalledWith('q-b', { expand: true });
    const card = document.createElement('div');
    card.dataset.questionUid = 'q-b';
    card.scrollIntoView = vi.fn();
    document.body.append(card);
    await waitFor(() => expect(form.setFocus).toHaveBeenCalledWith('questions.1.question'));
    expect(card.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
  });

  it('a problem without a field to focus (a loop) is no error', async () => {
    const { goTo, form } = renderGoTo();
    form.setFocus.mockImplementation(() => {
      throw new Error('no field');
    });
    goTo('root');
    await waitFor(() => expect(form.setFocus).toHaveBeenCalled());
  });
});
