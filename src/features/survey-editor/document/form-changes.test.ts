// The editor's one form subscription: each follower hears each change it counts once, at once; a burst of
// changes owes one call after the pause; one timer serves every pause; unsubscribing stops the calls.
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormChanges, type FormChange } from './form-changes';
import { useFormChanges } from './use-form-changes';
import { baselineOf, type SurveyEditorValues } from './editor-values';

const typing = (name: string): FormChange => ({ name, kind: 'typing' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('FormChanges', () => {
  it('tells each follower of each change once, at once', () => {
    const changes = new FormChanges();
    const first = vi.fn();
    const second = vi.fn();
    changes.follow({ onChange: first });
    changes.follow({ onChange: second });
    changes.notify(typing('name'));
    changes.notify(typing('questions.0.question'));
    expect(first.mock.calls).toEqual([[typing('name')], [typing('questions.0.question')]]);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('calls a follower once after a burst of typing, when the pause is over', () => {
    const changes = new FormChanges();
    const paused = vi.fn();
    const follower = changes.follow({ pause: { ms: 600, onPause: paused } });
    for (let key = 0; key < 10; key += 1) {
      changes.notify(typing('name'));
      vi.advanceTimersByTime(100);
    }
    expect(paused).not.toHaveBeenCalled();
    expect(follower.pending()).toBe(true);
    vi.advanceTimersByTime(499);
    expect(paused).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(paused).toHaveBeenCalledTimes(1);
    expect(follower.pending()).toBe(false);
    vi.advanceTimersByTime(5_000);
    expect(paused).toHaveBeenCalledTimes(1);
  });

  it('keeps each follower on its own pause, with one timer for all', () => {
    const changes = new FormChanges();
    const calls: string[] = [];
    changes.follow({ pause: { ms: 800, onPause: () => calls.push(`draft ${Date.now()}`) } });
    changes.follow({ pause: { ms: 120, onPause: () => calls.push(`dirty ${Date.now()}`) } });
    changes.follow({ pause: { ms: 600, onPause: () => calls.push(`step ${Date.now()}`) } });
    const start = Date.now();
    changes.notify(typing('name'));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(50);
    changes.notify(typing('name'));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2_000);
    expect(calls).toEqual([`dirty ${start + 170}`, `step ${start + 650}`, `draft ${start + 850}`]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes by a follower the changes it does not count, its pause included', () => {
    const changes = new FormChanges();
    let applying = false;
    const heard = vi.fn();
    const paused = vi.fn();
    changes.follow({ accept: () => !applying, onChange: heard, pause: { ms: 600, onPause: paused } });
    changes.notify(typing('name'));
    vi.advanceTimersByTime(400);
    applying = true;
    changes.notify({ name: undefined, kind: 'structural' });
    applying = false;
    expect(heard).toHaveBeenCalledTimes(1);
    // The pause runs from the last change it counted.
    vi.advanceTimersByTime(200);
    expect(paused).toHaveBeenCalledTimes(1);
  });

  it('drops an owed call on cancel, and stops calling a follower that unsubscribed', () => {
    const changes = new FormChanges();
    const heard = vi.fn();
    const paused = vi.fn();
    const other = vi.fn();
    const follower = changes.follow({ onChange: heard, pause: { ms: 250, onPause: paused } });
    changes.follow({ pause: { ms: 250, onPause: other } });
    changes.notify(typing('name'));
    follower.cancel();
    vi.advanceTimersByTime(250);
    expect(paused).not.toHaveBeenCalled();
    expect(other).toHaveBeenCalledTimes(1);

    changes.notify(typing('name'));
    follower.unsubscribe();
    changes.notify(typing('name'));
    vi.advanceTimersByTime(1_000);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(paused).not.toHaveBeenCalled();
    expect(other).toHaveBeenCalledTimes(2);
  });
});

describe('useFormChanges', () => {
  const initial = baselineOf(null, { name: 'Changes', questions: [{ type: 'open', question: 'First?' }] })
    .baseline.values;

  it('classifies the form’s changes: an input’s own change is typing, values set by code structural', () => {
    const { result, unmount } = renderHook(() => {
      const form = useForm<SurveyEditorValues>({ defaultValues: structuredClone(initial) });
      return { form, changes: useFormChanges(form) };
    });
    const heard: FormChange[] = [];
    result.current.changes.follow({ onChange: (change) => heard.push(change) });
    const { form } = result.current;
    act(() => {
      form.register('name').onChange({ target: { name: 'name', value: 'Typed' }, type: 'change' });
      form.setValue('questions.0.question', 'Set');
      form.reset(structuredClone(initial));
    });
    expect(heard).toEqual([
      { name: 'name', kind: 'typing' },
      { name: 'questions.0.question', kind: 'structural' },
      { name: undefined, kind: 'structural' },
    ]);

    unmount();
    act(() => form.setValue('name', 'After'));
    expect(heard).toHaveLength(3);
  });
});
