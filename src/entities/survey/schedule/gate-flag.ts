// The gate flag of a scheduled survey: created off with a 100 % rollout, linked to the survey, switched on
// and off by PostHog's scheduled changes. Its key and name say what it is in PostHog's own flag list.
import type { Survey } from '@/contracts/survey';

const PREFIX = 'surveyor-gate-';

/** "surveyor-gate-<survey id>": PostHog flag keys allow letters, digits, "-" and "_". */
export const gateFlagKey = (surveyId: string) =>
  `${PREFIX}${surveyId.toLowerCase().replace(/[^a-z0-9_-]/g, '-')}`;

/**
 * The POST body of a survey's gate flag (`POST /api/projects/:id/feature_flags/`). It says it is made for
 * a survey (`creation_context`): a project that requires every new flag to carry tags or an evaluation
 * context exempts flags made for another object, surveys among them, and would otherwise refuse the gate
 * (FeatureFlagSerializer.validate, products/feature_flags/backend/api/feature_flag.py @ 00611561).
 */
export function gateFlagBody(survey: Pick<Survey, 'id' | 'name'>) {
  return {
    key: gateFlagKey(survey.id),
    name: `Surveyor schedule: ${survey.name}`,
    active: false,
    filters: { groups: [{ properties: [], rollout_percentage: 100 }] },
    creation_context: 'surveys',
  };
}

/** Whether a flag is a Surveyor gate (of `surveyId` when given). */
export function isGateFlag(flag: { key?: string | null } | null | undefined, surveyId?: string): boolean {
  if (!flag?.key) return false;
  return surveyId === undefined ? flag.key.startsWith(PREFIX) : flag.key === gateFlagKey(surveyId);
}
