// How the editor's form is validated. A new survey is sent whole, so all of it must be valid; an
// existing one only where it changed from what the server has (the form's `context`): a stored value
// the editor would not write itself never blocks saving something else.
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { filteredResolver } from '../../../lib/form/changed-fields-resolver';
import { surveyEditorSchema } from './editor-schema';
import type { SurveyEditorValues } from './editor-values';
import { touchedErrors } from './touched-errors';

type EditorResolver = Resolver<SurveyEditorValues, SurveyEditorValues>;

const wholeSurvey = zodResolver(surveyEditorSchema) as unknown as EditorResolver;

/** `saved`: the values the server has, as `useForm({ context })`. */
const changedParts: EditorResolver = (values, saved, options) =>
  filteredResolver(wholeSurvey, (errors, current) =>
    saved ? touchedErrors(errors, saved, current) : errors,
  )(values, saved, options);

export const editorResolver = (isNew: boolean): EditorResolver => (isNew ? wholeSurvey : changedParts);
