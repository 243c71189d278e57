// Saving a flag the serializer has cleaned: a create with the model's defaults (after removing the deleted
// flags of its key for good), and an update that bumps the version. Shared by the flag endpoints and by an
// approved change request, which applies the write it held.
import type { FeatureFlag } from '@/contracts/feature-flag';
import { mockNowIso } from '../../clock';
import { db, nextFlagId } from '../../db';
import type { FlagFields } from '../../serializers/feature-flag';
import type { StoredFeatureFlag } from '../../stored';
import { refreshLinkedCopies, removeDeletedFlagsOfKey } from './flag-links';

export function insertFlag(projectId: number, fields: FlagFields): StoredFeatureFlag {
  removeDeletedFlagsOfKey(projectId, fields.key!);
  const flag: FeatureFlag = {
    id: nextFlagId(),
    team_id: projectId,
    key: fields.key!,
    name: fields.name ?? '',
    filters: fields.filters ?? { groups: [], multivariate: null, payloads: {} },
    // The model's defaults.
    active: fields.active ?? true,
    deleted: fields.deleted ?? false,
    archived: fields.archived ?? false,
    ensure_experience_continuity: fields.ensure_experience_continuity ?? false,
    tags: fields.tags ?? [],
    evaluation_contexts: fields.evaluation_contexts ?? [],
    created_at: mockNowIso(),
    version: 1,
  };
  const stored = { projectId, flag };
  db.featureFlags.push(stored);
  return stored;
}

export function updateFlag(stored: StoredFeatureFlag, fields: FlagFields): void {
  Object.assign(stored.flag, fields, { version: (Number(stored.flag.version) || 1) + 1 });
  refreshLinkedCopies(stored);
}
