// Copying a survey to other projects: what PostHog's duplicate_to_projects and copy_flags answer
// (products/surveys/backend/api/survey.py @ 0031b5ea; products/feature_flags/backend/api/
// organization_feature_flag.py @ 07434db5), and the lineage a copy's activity records.
import { z } from 'zod';
import { featureFlag } from './feature-flag';

/** POST …/surveys/:id/duplicate_to_projects/ answers 201 with one entry per copy. */
export const duplicateToProjectsResult = z.looseObject({
  created_surveys: z.array(
    z.looseObject({
      team_id: z.number().int(),
      /** The copy's id (a UUID as text). */
      survey_id: z.string(),
      /** The copy's name: the source's with " (duplicated at YYYY-MM-DD HH:MM:SS)". */
      name: z.string(),
    }),
  ),
  count: z.number().int().nonnegative(),
});
export type DuplicateToProjectsResult = z.infer<typeof duplicateToProjectsResult>;

/** The body of POST /api/organizations/:org/feature_flags/copy_flags/ (scope feature_flag:write). */
export interface CopyFlagsBody {
  feature_flag_key: string;
  /** The source project's id. */
  from_project: number;
  /** At most 50 (CopyFlagsRequestSerializer). */
  target_project_ids: number[];
  /** Also copy the flag's pending scheduled changes. */
  copy_schedule?: boolean;
  /** Create (or update) the copies switched off, whatever the source's `active`. */
  disable_copied_flag?: boolean;
}

/**
 * copy_flags answers 200 even when every target failed: `success` holds the copied flags as
 * FeatureFlagSerializer writes them, `failed` one entry per target it could not copy (`error_message`:
 * text, or the serializer's errors object; some versions say `errors`). That serializer has no `team_id`
 * (organization_feature_flag.py @ 07434db5, FeatureFlagSerializer.Meta.fields): only newer servers add it
 * (@ e21f6113), so a copy is found by its key, one target being sent per call.
 */
export const copyFlagsResult = z.looseObject({
  success: z.array(featureFlag.extend({ team_id: z.number().int().nullish() })),
  failed: z.array(
    z.looseObject({
      project_id: z.unknown().optional(),
      error_message: z.unknown().optional(),
    }),
  ),
});
export type CopyFlagsResult = z.infer<typeof copyFlagsResult>;

/** The activity change a copy's "created" entry carries: `after` is the source survey's id. */
export const SOURCE_SURVEY_FIELD = 'source_survey_id';
