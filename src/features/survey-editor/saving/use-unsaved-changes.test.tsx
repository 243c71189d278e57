// "Unsaved changes": whether saving would send something, judged on the API body.
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baselineOf, type SurveyEditorValues } from '../document/editor-values';
import { useUnsavedChanges } from './use-unsaved-changes';
import { apiViewOf } from '../document/api-view';
import { useFormChanges } from '../document/use-form-changes';

const initial = baselineOf(null, { name: 'Dirty test' }).baseline;

function renderUnsaved() {
  return renderHook(() => {
    const form = useForm<SurveyEditorValues>({ defaultValues: initial.values });
    return { form, unsaved: useUnsavedChanges(form, useFormChanges(form), initial, apiViewOf) };
  });
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('useUnsavedChanges', () => {
  it('is dirty once an edit changes the body, and clean again when it is undone or saved', () => {
    const { result } = renderUnsaved();
    expect(result.current.unsaved.dirty).toBe(false);
    act(() => result.current.form.setValue('name', 'Renamed'));
    act(() => vi.advanceTimersByTime(120));
    expect(result.current.unsaved.dirty).toBe(true);
    act(() => result.current.form.setValue('name', 'Dirty test'));
    act(() => vi.advanceTimersByTime(120));
    expect(result.current.unsaved.dirty).toBe(false);

    act(() => result.current.form.setValue('name', 'Saved name'));
    act(() => result.current.unsaved.markSaved());
    expect(result.current.unsaved.dirty).toBe(false);
    act(() => vi.advanceTimersByTime(120));
    expect(result.current.unsaved.dirty).toBe(false);
  });

  it('ignores what the API would not receive (keys react-hook-form adds, untrimmed names)', () => {
    const { result } = renderUnsaved();
    act(() => result.current.form.setValue('name', ' Dirty test '));
    act(() =>
      result.current.form.setValue('appearance', {
        ...result.current.form.getValues('appearance'),
        extra: undefined,
      }),
    );
    act(() => vi.advanceTimersByTime(120));
    expect(result.current.unsaved.dirty).toBe(false);
  });

  it('compares once the page is idle after the pause, not in the frame an edit is being drawn in', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: () => void) => idle.push(callback)),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    try {
      const { result } = renderUnsaved();
      act(() => result.current.form.setValue('name', 'Renamed'));
      act(() => vi.advanceTimersByTime(120));
      // The pause is over, but the page is still busy (drawing the edit): not compared yet.
      expect(result.current.unsaved.dirty).toBe(false);
      expect(idle).toHaveLength(1);
      act(() => idle.shift()!());
      expect(result.current.unsaved.dirty).toBe(true);

      // Saved meanwhile: a comparison still waiting for idle time is dropped.
      act(() => result.current.form.setValue('name', 'Saved name'));
      act(() => vi.advanceTimersByTime(120));
      act(() => result.current.unsaved.markSaved());
      expect(cancelIdleCallback).toHaveBeenCalled();
      expect(result.current.unsaved.dirty).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('compares at once when asked (leaving the page), without waiting for the pause', () => {
    const { result } = renderUnsaved();
    act(() => result.current.form.setValue('name', 'Renamed'));
    let changed = false;
    act(() => {
      changed = result.current.unsaved.checkNow();
    });
    expect(changed).toBe(true);
    expect(result.current.unsaved.dirty).toBe(true);
    act(() => result.current.form.setValue('name', 'Dirty test'));
    act(() => {
      changed = result.current.unsaved.checkNow();
    });
    expect(changed).toBe(false);
    expect(result.current.unsaved.dirty).toBe(false);
  });
});
