// How a stored feature flag appears nested in a survey.
import type { MinimalFeatureFlag } from '@/contracts/survey';
import type { StoredFeatureFlag } from '../../stored';

/** The MinimalFeatureFlag a survey nests as `linked_flag`. */
export function toMinimalFlag({ projectId, flag }: StoredFeatureFlag): MinimalFeatureFlag {
  return {
    id: flag.id,
    team_id: projectId,
    name: flag.name ?? '',
    key: flag.key,
    filters: flag.filters ?? {},
    deleted: flag.deleted ?? false,
    active: flag.active,
    ensure_experience_continuity: flag.ensure_experience_continuity ?? null,
    has_encrypted_payloads: false,
    version: 1,
    evaluation_runtime: 'all',
    evaluation_tags: [],
  };
}
