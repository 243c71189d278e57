// What the survey endpoints answer (products/surveys/backend/api/survey.py @ 0031b5ea): SurveySerializer
// for reads and the launch/stop actions, SurveySerializerCreateUpdateOnly for writes. Both answer
// `conditions` through get_survey_conditions_with_actions: the actions the survey is linked to (the
// `conditions.actions.values` ids of the project's actions, which _associate_actions stores) replace the
// sent values, serialized whole (ActionSerializer).
import { db } from '../db';
import { actionBody } from '../handlers/cohorts-actions';
import { readShape, writeShape, type SurveyWithSampling } from '../models/survey';
import { isDict } from './fields';

/** The conditions as answered: the linked actions in full, when there are any. */
export function conditionsWithActions(projectId: number, conditions: unknown): unknown {
  if (!isDict(conditions)) return conditions ?? null;
  const actions = isDict(conditions.actions) ? conditions.actions : null;
  const values = actions && Array.isArray(actions.values) ? actions.values : [];
  const ids = new Set(values.filter(isDict).map((value) => String(value.id)));
  const linked = db.actions.filter((action) => action.projectId === projectId && ids.has(String(action.id)));
  if (!linked.length) return conditions;
  return { ...conditions, actions: { values: linked.map(actionBody) } };
}

/** SurveySerializer's answer; `matchType` is the list's `search_match_type` when it searched. */
export function surveyReadAnswer(
  projectId: number,
  survey: SurveyWithSampling,
  matchType?: 'exact' | 'similar',
): Record<string, unknown> {
  const shape = readShape(survey);
  shape.conditions = conditionsWithActions(projectId, survey.conditions);
  if (matchType) shape.search_match_type = matchType;
  return shape;
}

/** SurveySerializerCreateUpdateOnly's answer to a create or an update. */
export function surveyWriteAnswer(projectId: number, survey: SurveyWithSampling): Record<string, unknown> {
  const shape = writeShape(survey);
  shape.conditions = conditionsWithActions(projectId, survey.conditions);
  return shape;
}
