// Keeps the question directory (numbers, kinds, texts and rules for labels and card headers) in step
// with the form. Only changes that can alter an entry reach the store: a question's text, kind or rule,
// or the list itself.
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SurveyEditorValues } from './editor-values';
import type { EditorStores } from './editor-stores';

const LABEL_FIELD = /^questions\.\d+(\.(question|type|rule))?$/;

export function useDirectorySync(
  form: Pick<UseFormReturn<SurveyEditorValues>, 'watch' | 'getValues'>,
  stores: EditorStores,
) {
  const { watch, getValues } = form;
  useEffect(() => {
    stores.setQuestions(getValues('questions'));
    const subscription = watch((_, { name }) => {
      if (!name || name === 'questions' || LABEL_FIELD.test(name))
        stores.setQuestions(getValues('questions'));
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, stores]);
}
