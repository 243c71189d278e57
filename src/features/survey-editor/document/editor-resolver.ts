// How the editor's form is validated. A new survey is sent whole, so all of it must be valid; an
// existing one only where it changed from what the server has (the form's `context`): a stored value
// the editor would not write itself never blocks saving something else.
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { filteredResolver } from '@/lib/form/changed-fields-resolver';
import { surveyEditorSchemaWith } from './editor-schema';
import { apiViewOf, type ApiViewOf } from './api-view';
import type { SurveyEditorValues } from './editor-values';
import { touchedErrors } from './touched-errors';

type EditorResolver = Resolver<SurveyEditorValues, SurveyEditorValues>;

/** `viewOf`: the API view of the questions, as the editor's stores hold it after each change. */
export function editorResolver(isNew: boolean, viewOf: ApiViewOf = apiViewOf): EditorResolver {
  const wholeSurvey = zodResolver(surveyEditorSchemaWith(viewOf)) as unknown as EditorResolver;
  if (isNew) return wholeSurvey;
  // The flow check compares with the stored questions (a stored loop is not the edit's fault), so each
  // baseline has its schema, made once (a baseline changes only when a save or a draft replaces it).
  const againstStored = new WeakMap<SurveyEditorValues, EditorResolver>();
  const resolverFor = (saved: SurveyEditorValues) => {
    let resolver = againstStored.get(saved);
    if (!resolver) {
      resolver = zodResolver(surveyEditorSchemaWith(viewOf, saved.questions)) as unknown as EditorResolver;
      againstStored.set(saved, resolver);
    }
    return resolver;
  };
  /** `saved`: the values the server has, as `useForm({ context })`. */
  return (values, saved, options) =>
    filteredResolver(saved ? resolverFor(saved) : wholeSurvey, (errors, current) =>
      saved ? touchedErrors(errors, saved, current) : errors,
    )(values, saved, options);
}
