// FeatureFlagSerializer (products/feature_flags/backend/api/feature_flag.py @ 00611561), the parts the demo
// models, in the server's order: each field's own checks (validate_key, validate_filters…), then
// validate(): an archived flag must be off, then the project's evaluation-context and tag requirements.
import type { FeatureFlag } from '@/contracts/feature-flag';
import { errors } from '../http/errors';
import { featureFlagsOf } from '../queries';
import type { StoredFeatureFlag, StoredProject } from '../stored';
import { booleanField, choice, isDict } from './fields';

/** FEATURE_FLAG_CREATION_CONTEXT_CHOICES: the product a flag was created for. */
export const CREATION_CONTEXTS = [
  'feature_flags',
  'experiments',
  'surveys',
  'early_access_features',
  'web_experiments',
  'product_tours',
] as const;

/**
 * TAG_REQUIREMENT_EXEMPT_CREATION_CONTEXTS: every context but `feature_flags`. A flag made to back another
 * object (a survey's gate among them) never passes through a form with a tag input.
 */
const TAG_EXEMPT_CONTEXTS: readonly string[] = CREATION_CONTEXTS.filter(
  (context) => context !== 'feature_flags',
);

export const REQUIRE_TAGS_ON_CREATE_ERROR =
  'Add at least one tag. This project requires new feature flags to be tagged.';
export const REQUIRE_TAGS_ON_UPDATE_ERROR =
  'Keep at least one tag. This project requires feature flags to stay tagged.';
export const REQUIRE_EVALUATION_CONTEXT_ERROR =
  'At least one evaluation context is required to create a new feature flag.';
const KEEP_EVALUATION_CONTEXT_ERROR =
  'Cannot remove all evaluation contexts. At least one evaluation context is required because this flag ' +
  'already has evaluation contexts and the team requires them.';

/** The writable fields the demo keeps, cleaned (absent ones stay absent, as in a partial update). */
export type FlagFields = Partial<
  Pick<FeatureFlag, 'key' | 'name' | 'filters' | 'active' | 'deleted'> & {
    archived: boolean;
    ensure_experience_continuity: boolean;
    tags: string[];
    evaluation_contexts: string[];
  }
>;

/**
 * validate_key: unique among the project's flags that are not deleted (an archived flag still holds its
 * key; a soft-deleted one frees it, and create then removes it for good), then the allowed characters.
 */
function cleanKey(value: unknown, projectId: number, self: StoredFeatureFlag | null): string {
  if (value === null) throw errors.validation('null', 'This field may not be null.', 'key');
  if (typeof value !== 'string' && typeof value !== 'number')
    throw errors.validation('invalid', 'Not a valid string.', 'key');
  const key = String(value).trim();
  if (!key) throw errors.validation('blank', 'This field may not be blank.', 'key');
  if (featureFlagsOf(projectId).some((stored) => stored !== self && stored.flag.key === key))
    throw errors.validation('unique', 'There is already a feature flag with this key.', 'key');
  if (!/^[a-zA-Z0-9_-]+$/.test(key))
    throw errors.validation(
      'invalid_key',
      'Only letters, numbers, hyphens (-) & underscores (_) are allowed.',
      'key',
    );
  return key;
}

/**
 * validate_filters, the part the demo models: a dict; a create needs at least one condition set; a PATCH
 * whose filters carry no `groups` keeps the flag's filters (the server merges a partial filters object).
 */
function cleanFilters(value: unknown, self: StoredFeatureFlag | null): FeatureFlag['filters'] {
  if (!isDict(value)) throw errors.validation('invalid', 'Value must be valid JSON.', 'filters');
  if (self && !('groups' in value)) return self.flag.filters;
  const groups = Array.isArray(value.groups) ? value.groups : [];
  if (!self && groups.length === 0)
    throw errors.invalid('Feature flags must have at least one condition set (group).', 'filters');
  return { ...value, groups };
}

/** normalize_tag_names: trimmed, blanks dropped, each once. */
export function namedTags(tags: readonly unknown[] | undefined): string[] {
  const names = (tags ?? []).filter((tag): tag is string => typeof tag === 'string').map((tag) => tag.trim());
  return [...new Set(names.filter(Boolean))];
}

/** TaggedItemSerializerMixin's `tags`: a list of names. */
function cleanTags(value: unknown): string[] {
  if (value === null) return [];
  if (!Array.isArray(value))
    throw errors.validation('not_a_list', `Expected a list of items but got type "${typeof value}".`, 'tags');
  return value.map((tag) => (typeof tag === 'string' ? tag : String(tag)));
}

/** EvaluationContextSerializerMixin.validate: at most 50 names of at most 255 characters, each once. */
function cleanEvaluationContexts(value: unknown): string[] {
  if (value === null) return [];
  if (!Array.isArray(value) || value.length > 50)
    throw errors.invalid('evaluation_contexts must be a list of at most 50 items.', null);
  if (value.some((item) => typeof item !== 'string' || item.length > 255))
    throw errors.invalid('Invalid evaluation context name.', null);
  return [...new Set(value as string[])];
}

/** _validate_archived_flags_are_disabled: archived means done for good, so an archived flag is off. */
function checkArchivedIsOff(fields: FlagFields, self: StoredFeatureFlag | null): void {
  const archived = fields.archived ?? self?.flag.archived === true;
  const active = fields.active ?? (self ? self.flag.active !== false : true);
  if (!archived || !active) return;
  if (fields.archived)
    throw errors.invalid(
      'Cannot archive an enabled feature flag. Disable it first, or send active: false in the same request.',
      null,
    );
  throw errors.invalid('Cannot enable an archived feature flag. Unarchive it first.', null);
}

/**
 * _validate_evaluation_contexts_requirement (the `flag-evaluation-tags` rollout is taken as on): a create
 * needs a context; an update may not empty the contexts of a flag that has some. Survey flags are exempt.
 */
function checkEvaluationContexts(
  fields: FlagFields,
  project: StoredProject,
  self: StoredFeatureFlag | null,
  creationContext: string | undefined,
): void {
  if (creationContext === 'surveys' || !project.require_evaluation_contexts) return;
  if (!self) {
    if (!fields.evaluation_contexts?.length) throw errors.invalid(REQUIRE_EVALUATION_CONTEXT_ERROR, null);
    return;
  }
  const existing = Array.isArray(self.flag.evaluation_contexts) ? self.flag.evaluation_contexts : [];
  if (existing.length > 0 && fields.evaluation_contexts?.length === 0)
    throw errors.invalid(KEEP_EVALUATION_CONTEXT_ERROR, null);
}

/**
 * _validate_tags_requirement: a create needs a named tag unless its creation context is exempt; an update
 * may not strip the last tag of a flag that has one (flags older than the setting stay editable).
 */
function checkTags(
  fields: FlagFields,
  project: StoredProject,
  self: StoredFeatureFlag | null,
  creationContext: string | undefined,
): void {
  if (creationContext && TAG_EXEMPT_CONTEXTS.includes(creationContext)) return;
  if (!project.feature_flag_policy?.require_tags) return;
  const named = namedTags(fields.tags);
  if (!self) {
    if (!named.length) throw errors.invalid(REQUIRE_TAGS_ON_CREATE_ERROR, 'tags');
    return;
  }
  const current = namedTags(Array.isArray(self.flag.tags) ? self.flag.tags : []);
  if (fields.tags !== undefined && !named.length && current.length)
    throw errors.invalid(REQUIRE_TAGS_ON_UPDATE_ERROR, 'tags');
}

/** What a request through the flag API carries besides the fields: its project, and the flag it updates. */
export interface FlagWrite {
  project: StoredProject;
  self: StoredFeatureFlag | null;
  /**
   * Whether the project's own requirements apply. The serializer reads them only when its context has
   * `get_team`, which copy_flags does not pass: a copy into such a project is exempt.
   */
  projectRequirements: boolean;
}

/** The request's fields, cleaned and validated as FeatureFlagSerializer does before it saves. */
export function cleanFlagBody(body: Record<string, unknown>, write: FlagWrite): FlagFields {
  const { project, self } = write;
  const fields: FlagFields = {};
  if ('key' in body) fields.key = cleanKey(body.key, project.id, self);
  else if (!self) throw errors.validation('required', 'This field is required.', 'key');
  if ('name' in body) {
    if (typeof body.name !== 'string') throw errors.validation('invalid', 'Not a valid string.', 'name');
    fields.name = body.name;
  }
  if ('filters' in body) fields.filters = cleanFilters(body.filters, self);
  for (const field of ['active', 'deleted', 'archived', 'ensure_experience_continuity'] as const)
    if (field in body) fields[field] = booleanField(body[field], field, false)!;
  if ('tags' in body) fields.tags = cleanTags(body.tags);
  const creationContext =
    'creation_context' in body
      ? choice(body.creation_context, CREATION_CONTEXTS, 'creation_context')
      : undefined;
  if ('evaluation_contexts' in body)
    fields.evaluation_contexts = cleanEvaluationContexts(body.evaluation_contexts);
  checkArchivedIsOff(fields, self);
  if (write.projectRequirements) {
    checkEvaluationContexts(fields, project, self, creationContext);
    checkTags(fields, project, self, creationContext);
  }
  if (fields.tags) fields.tags = namedTags(fields.tags);
  return fields;
}
