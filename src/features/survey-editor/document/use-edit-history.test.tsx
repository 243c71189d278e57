import { act, renderHook, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { EditorQuestion } from './editor-document';
import type { SurveyEditorValues } from './editor-values';
import { EditorStores } from './editor-stores';
import { useEditHistory } from './use-edit-history';
import { useFormChanges } from './use-form-changes';

const question = (uid: string, text: string) =>
  ({ uid, type: 'open', question: text, rule: { kind: 'next' } }) as unknown as EditorQuestion;

const initial = {
  name: 'Start',
  questions: [question('a', 'First'), question('b', 'Second')],
} as unknown as SurveyEditorValues;

function setup() {
  return renderHook(() => {
    const form = useForm<SurveyEditorValues>({ defaultValues: structuredClone(initial) });
    const [stores] = useState(() => new EditorStores());
    const history = useEditHistory(form, useFormChanges(form), stores, initial);
    return { form, history, stores };
  });
}

const texts = (values: SurveyEditorValues) => values.questions.map((q) => q.question);

describe('useEditHistory', () => {
  it('records a structural change as one step once it is on screen; undo and redo apply it', async () => {
    const { result } = setup();
    act(() =>
      result.current.history.editStep(() =>
        result.current.form.setValue('questions', [question('b', 'Second'), question('a', 'First')]),
      ),
    );
    // Taken after the next paint, not in the same task as the change.
    expect(result.current.history.canUndo).toBe(false);
    await waitFor(() => expect(result.current.history.canUndo).toBe(true));

    act(() => result.current.history.undo());
    expect(texts(result.current.form.getValues())).toEqual(['First', 'Second']);
    expect(result.current.history.canRedo).toBe(true);
    act(() => result.current.history.redo());
    expect(texts(result.current.form.getValues())).toEqual(['Second', 'First']);
  });

  it('turns typing still waiting for its pause into its own step before a structural change', async () => {
    const { result } = setup();
    act(() => result.current.form.setValue('name', 'Typed'));
    act(() =>
      result.current.history.editStep(() =>
        result.current.form.setValue('questions', [question('a', 'First')]),
      ),
    );
    await waitFor(() => expect(result.current.history.canUndo).toBe(true));

    act(() => result.current.history.undo());
    expect(result.current.form.getValues('name')).toBe('Typed');
    expect(result.current.form.getValues('questions')).toHaveLength(2);
    act(() => result.current.history.undo());
    expect(result.current.form.getValues('name')).toBe('Start');
    expect(result.current.history.canUndo).toBe(false);
  });

  it('an undo right after a change, before its step was taken, undoes that change', () => {
    const { result } = setup();
    act(() => result.current.history.editStep(() => result.current.form.setValue('name', 'Renamed')));
    act(() => result.current.history.undo());
    expect(result.current.form.getValues('name')).toBe('Start');
  });

  it('keeps the cards that were open open through an undo', async () => {
    const { result } = setup();
    act(() => result.current.stores.setExpanded('b', true));
    act(() =>
      result.current.history.editStep(() =>
        result.current.form.setValue('questions', [question('b', 'Second'), question('a', 'First')]),
      ),
    );
    await waitFor(() => expect(result.current.history.canUndo).toBe(true));
    act(() => result.current.history.undo());
    expect([...result.current.stores.ui.get().expanded]).toEqual(['b']);
  });
});
