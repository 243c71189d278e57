// Keeps the editor's derived stores in step with the form, in one subscription: the API view of the
// questions (api-view.ts), derived once per change of a question, and the question directory (numbers,
// kinds, texts and rules for labels and card headers), which only a question's text, kind or rule, or
// the list itself, can change.
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SurveyEditorValues } from './editor-values';
import type { EditorStores } from './editor-stores';

const LABEL_FIELD = /^questions\.\d+(\.(question|type|rule))?$/;

export function useDocumentSync(
  form: Pick<UseFormReturn<SurveyEditorValues>, 'watch' | 'getValues'>,
  stores: EditorStores,
) {
  const { watch, getValues } = form;
  useEffect(() => {
    const questions = getValues('questions');
    stores.setApiView(questions);
    stores.setQuestions(questions);
    const subscription = watch((_, { name }) => {
      if (name && !name.startsWith('questions')) return;
      const current = getValues('questions');
      stores.setApiView(current);
      if (!name || name === 'questions' || LABEL_FIELD.test(name)) stores.setQuestions(current);
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, stores]);
}
