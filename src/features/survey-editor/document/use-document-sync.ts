// Keeps the editor's derived stores in step with the form, at once after each change (a follower of the
// editor's one form subscription, form-changes.ts): the API view of the questions (api-view.ts), derived
// once per change of a question, and the question directory (numbers, kinds, texts and rules for labels
// and card headers), which only a question's text, kind or rule, or the list itself, can change.
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SurveyEditorValues } from './editor-values';
import type { EditorStores } from './editor-stores';
import type { FormChanges } from './form-changes';

const LABEL_FIELD = /^questions\.\d+(\.(question|type|rule))?$/;

export function useDocumentSync(
  form: Pick<UseFormReturn<SurveyEditorValues>, 'getValues'>,
  changes: FormChanges,
  stores: EditorStores,
) {
  const { getValues } = form;
  useEffect(() => {
    const questions = getValues('questions');
    stores.setApiView(questions);
    stores.setQuestions(questions);
    const follower = changes.follow({
      accept: ({ name }) => !name || name.startsWith('questions'),
      onChange: ({ name }) => {
        const current = getValues('questions');
        stores.setApiView(current);
        if (!name || name === 'questions' || LABEL_FIELD.test(name)) stores.setQuestions(current);
      },
    });
    return () => follower.unsubscribe();
  }, [changes, getValues, stores]);
}
