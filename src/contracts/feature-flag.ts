// Feature flags of a project (GET /api/projects/:project_id/feature_flags/): what a survey can link to.
import { z } from 'zod';
import { paginated } from './common';
import { readItems, schemaReader } from './readable';

export const featureFlagVariant = z.looseObject({
  key: z.string(),
  name: z.string().nullable().optional(),
  rollout_percentage: z.number().nullable().optional(),
});

export const featureFlagFilters = z.looseObject({
  groups: z.array(z.looseObject({})).nullable().optional(),
  multivariate: z
    .looseObject({ variants: z.array(featureFlagVariant) })
    .nullable()
    .optional(),
});

/** The fields of PostHog's FeatureFlagSerializer Surveyor reads; the many others pass through untouched. */
export const featureFlag = z.looseObject({
  id: z.number().int(),
  key: z.string(),
  /** PostHog calls the flag's description `name`; often "". */
  name: z.string().nullable().optional(),
  filters: featureFlagFilters.nullish().catch(null),
  active: z.boolean().nullish(),
  deleted: z.boolean().nullish(),
  created_at: z.string().nullish(),
});
export type FeatureFlag = z.infer<typeof featureFlag>;

export const featureFlagList = paginated(readItems(schemaReader(featureFlag)));

/**
 * What Surveyor sends to create a flag (POST …/feature_flags/): FeatureFlagSerializer needs a `key` of
 * letters, digits, `-` and `_`, unique among the project's live flags, and at least one condition set.
 */
export interface FeatureFlagCreate {
  key: string;
  name?: string;
  filters: { groups: { properties: unknown[]; rollout_percentage: number | null }[] } & Record<
    string,
    unknown
  >;
  active?: boolean;
}

/** A partial update (PATCH …/feature_flags/:id/); PostHog deletes a flag with `deleted: true` (DELETE is a 405). */
export interface FeatureFlagPatch {
  name?: string;
  active?: boolean;
  filters?: Record<string, unknown>;
  deleted?: boolean;
}

/** Variant keys of a multivariate flag ([] for a boolean flag); accepts any flag-like `filters` object. */
export function featureFlagVariantKeys(filters: unknown): string[] {
  const parsed = featureFlagFilters.safeParse(filters ?? {});
  return parsed.success ? (parsed.data.multivariate?.variants ?? []).map((variant) => variant.key) : [];
}
