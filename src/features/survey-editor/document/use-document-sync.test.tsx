// The API view of the questions is derived once per change of a question, in one subscription, and is
// what the loop check and the unsaved-changes check read: they do not derive their own.
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { baselineOf, type SurveyEditorValues } from './editor-values';
import { EditorStores } from './editor-stores';
import { editorResolver } from './editor-resolver';
import { useDocumentSync } from './use-document-sync';
import { useFormChanges } from './use-form-changes';
import type { ApiView, ApiViewOf } from './api-view';

const initial = baselineOf(null, {
  name: 'Sync',
  questions: [
    { type: 'open', question: 'First?' },
    { type: 'open', question: 'Second?' },
  ],
}).baseline;

function setup() {
  return renderHook(() => {
    const [stores] = useState(() => new EditorStores());
    const form = useForm<SurveyEditorValues>({ defaultValues: structuredClone(initial.values) });
    useDocumentSync(form, useFormChanges(form), stores);
    return { form, stores };
  });
}

describe('the API view of the questions', () => {
  it('follows every change of a question, and only those', () => {
    const { result } = setup();
    const { form, stores } = result.current;
    const views: ApiView[] = [];
    stores.apiView.subscribe(() => views.push(stores.apiView.get()));
    expect(stores.apiView.get().questions.map((question) => question.question)).toEqual([
      'First?',
      'Second?',
    ]);

    act(() => form.setValue('questions.1.question', 'Changed?'));
    expect(views).toHaveLength(1);
    expect(views[0]!.questions[1]!.question).toBe('Changed?');
    expect(views[0]!.uids).toEqual(form.getValues('questions').map((question) => question.uid));

    act(() => form.setValue('questions.0.rule', { kind: 'end' }));
    expect(views).toHaveLength(2);
    expect(views[1]!.questions[0]!.branching).toEqual({ type: 'end' });

    // Not a question: the view stays the same object.
    act(() => form.setValue('name', 'Renamed'));
    act(() => form.setValue('appearance.backgroundColor', '#eeeeee'));
    expect(views).toHaveLength(2);
  });

  it('is there from the first render: the stores start from the first questions', () => {
    const stores = new EditorStores(initial.values.questions);
    expect(stores.apiView.get().uids).toEqual(initial.values.questions.map((question) => question.uid));
    expect(stores.directory.get()).toHaveLength(2);
  });

  it('is given to readers as is while it is of their questions, and derived when it is not', () => {
    const { result } = setup();
    const { form, stores } = result.current;
    act(() => form.setValue('questions.0.question', 'Edited?'));
    const current = stores.apiView.get();
    expect(stores.apiViewFor(form.getValues('questions'))).toBe(current);
    const fewer = form.getValues('questions').slice(1);
    const derived = stores.apiViewFor(fewer);
    expect(derived).not.toBe(current);
    expect(derived.questions.map((question) => question.question)).toEqual(['Second?']);
  });

  it('is what the loop check reads', async () => {
    const viewOf = vi.fn<ApiViewOf>((questions) => ({
      uids: questions.map((question) => question.uid),
      // A loop the form does not have: Q1 → Q2 → Q1.
      questions: [
        { type: 'open', question: 'a', branching: { type: 'specific_question', index: 1 } },
        { type: 'open', question: 'b', branching: { type: 'specific_question', index: 0 } },
      ],
    }));
    const resolver = editorResolver(true, viewOf);
    const outcome = await resolver(structuredClone(initial.values), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(viewOf).toHaveBeenCalled();
    expect(JSON.stringify(outcome.errors)).toContain('endless loop: Q1 → Q2 → Q1');
  });
});
