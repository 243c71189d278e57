// products/feature_flags/backend/api/test/test_feature_flag_require_tags.py,
// test_feature_flag_require_evaluation_tags.py and the key/archived rules of feature_flag.py: creating
// flags under a project's requirements, keys, archived flags.
import type { CaseFile, ConformanceServer } from '../conformance-case';

const TAGS = 'products/feature_flags/backend/api/test/test_feature_flag_require_tags.py@0c308099';
const CONTEXTS =
  'products/feature_flags/backend/api/test/test_feature_flag_require_evaluation_tags.py@3b31537a';
const FLAG_API = 'products/feature_flags/backend/api/feature_flag.py@00611561';
const FLAGS = '/api/projects/{team}/feature_flags/';

const projectOf = (server: ConformanceServer) =>
  server.db.projects.find((project) => project.id === server.team)!;
const requireTags = (server: ConformanceServer) => {
  projectOf(server).feature_flag_policy = { require_tags: true };
};
const requireContexts = (server: ConformanceServer) => {
  projectOf(server).require_evaluation_contexts = true;
};
/** FeatureFlag.objects.create(key=…, team=self.team): a flag made on the server's side. */
const flagRow = (server: ConformanceServer, key: string, extra: Record<string, unknown> = {}) => {
  server.db.nextFlagId += 1;
  const id = server.db.nextFlagId;
  server.db.featureFlags.push({
    projectId: server.team,
    flag: {
      id,
      team_id: server.team,
      key,
      name: '',
      filters: { groups: [] },
      active: true,
      deleted: false,
      ...extra,
    },
  });
  server.saved[key.replace(/-/g, '_')] = id;
};

export const caseFile: CaseFile = {
  cases: [
    {
      source: `${TAGS}::TestFeatureFlagRequireTags::test_create_without_tags_is_allowed_when_not_required`,
      area: 'feature flags',
      title: 'an untagged flag is created when the project does not require tags',
      steps: [{ method: 'POST', path: FLAGS, body: { key: 'untagged-flag' }, expect: { status: 201 } }],
    },
    {
      source: `${TAGS}::TestFeatureFlagRequireTags::test_create_without_tags_is_rejected_when_required`,
      area: 'feature flags',
      title: 'an untagged flag is refused when the project requires tags',
      given: requireTags,
      steps: [
        {
          method: 'POST',
          path: FLAGS,
          body: { key: 'untagged-flag' },
          expect: { status: 400, detailIncludes: ['Add at least one tag'], attr: 'tags' },
        },
        {
          method: 'GET',
          path: `${FLAGS}?key=untagged-flag`,
          expect: { status: 200, body: { count: 0 } },
        },
      ],
    },
    {
      source: `${TAGS}::TestFeatureFlagRequireTags::test_create_with_empty_tag_list_is_rejected_when_required`,
      area: 'feature flags',
      title: 'an empty tag list is no tag',
      given: requireTags,
      steps: [
        { method: 'POST', path: FLAGS, body: { key: 'untagged-flag', tags: [] }, expect: { status: 400 } },
      ],
    },
    {
      source: `${TAGS}::TestFeatureFlagRequireTags::test_create_with_tags_is_allowed_when_required`,
      area: 'feature flags',
      title: 'a tagged flag is created under the requirement, with its tag',
      given: requireTags,
      steps: [
        {
          method: 'POST',
          path: FLAGS,
          body: { key: 'tagged-flag', tags: ['billing'] },
          expect: { status: 201, body: { tags: ['billing'] } },
        },
      ],
    },
    ...['early_access_features', 'experiments', 'product_tours', 'surveys', 'web_experiments'].map(
      (context) => ({
        source: `${TAGS}::TestFeatureFlagRequireTags::test_flags_created_for_another_object_stay_exempt[${context}]`,
        area: 'feature flags' as const,
        title: `a flag created for ${context} is exempt from the tag requirement`,
        given: requireTags,
        steps: [
          {
            method: 'POST' as const,
            path: FLAGS,
            body: { key: `${context}-flag`, creation_context: context },
            expect: { status: 201 },
          },
        ],
      }),
    ),
    {
      source: `${TAGS}::TestFeatureFlagRequireTags::test_update_cannot_remove_the_last_tag_when_required`,
      area: 'feature flags',
      title: 'an update may not strip the last tag',
      given: (server) => {
        flagRow(server, 'tagged-flag', { tags: ['billing'] });
        requireTags(server);
      },
      steps: [
        {
          method: 'PATCH',
          path: `${FLAGS}{tagged_flag}/`,
          body: { tags: [] },
          expect: { status: 400, detailIncludes: ['Keep at least one tag'] },
        },
      ],
    },
    {
      source: `${TAGS}::TestFeatureFlagRequireTags::test_update_can_swap_tags_when_required`,
      area: 'feature flags',
      title: 'an update may swap one tag for another',
      given: (server) => {
        flagRow(server, 'tagged-flag', { tags: ['billing'] });
        requireTags(server);
      },
      steps: [
        {
          method: 'PATCH',
          path: `${FLAGS}{tagged_flag}/`,
          body: { tags: ['growth'] },
          expect: { status: 200, body: { tags: ['growth'] } },
        },
      ],
    },
    {
      source: `${TAGS}::TestFeatureFlagRequireTags::test_update_of_a_flag_that_predates_the_setting_is_allowed`,
      area: 'feature flags',
      title: 'a flag older than the setting stays editable',
      given: (server) => {
        flagRow(server, 'legacy-flag');
        requireTags(server);
      },
      steps: [
        {
          method: 'PATCH',
          path: `${FLAGS}{legacy_flag}/`,
          body: { name: 'Renamed' },
          expect: { status: 200 },
        },
      ],
    },
    {
      source: `${TAGS}::TestFeatureFlagRequireTags::test_create_with_a_blank_tag_is_rejected_when_required`,
      area: 'feature flags',
      title: 'a blank tag is no tag',
      given: requireTags,
      steps: [
        {
          method: 'POST',
          path: FLAGS,
          body: { key: 'blank-tag-flag', tags: ['   '] },
          expect: { status: 400 },
        },
      ],
    },
    {
      source: `${CONTEXTS}::TestFeatureFlagRequireEvaluationTags::test_create_flag_without_tags_when_required`,
      area: 'feature flags',
      title: 'a flag without an evaluation context is refused when the project requires one',
      given: requireContexts,
      steps: [
        {
          method: 'POST',
          path: FLAGS,
          body: { key: 'test-flag-required', name: 'Test Flag Required' },
          expect: { status: 400, detailIncludes: ['evaluation context is required'] },
        },
      ],
    },
    {
      source: `${CONTEXTS}::TestFeatureFlagRequireEvaluationTags::test_create_flag_with_empty_tags_when_required`,
      area: 'feature flags',
      title: 'an empty list of evaluation contexts is refused',
      given: requireContexts,
      steps: [
        {
          method: 'POST',
          path: FLAGS,
          body: { key: 'test-flag-empty', name: 'Test Flag Empty', evaluation_contexts: [] },
          expect: { status: 400, detailIncludes: ['evaluation context is required'] },
        },
      ],
    },
    {
      source: `${CONTEXTS}::TestFeatureFlagRequireEvaluationTags::test_create_flag_with_tags_when_required`,
      area: 'feature flags',
      title: 'a flag with an evaluation context is created',
      given: requireContexts,
      steps: [
        {
          method: 'POST',
          path: FLAGS,
          body: { key: 'test-flag-with-tags', tags: ['production'], evaluation_contexts: ['production'] },
          expect: { status: 201, body: { evaluation_contexts: ['production'] } },
        },
      ],
    },
    {
      source: `${CONTEXTS}::TestFeatureFlagRequireEvaluationTags::test_update_flag_remove_all_evaluation_tags_when_required`,
      area: 'feature flags',
      title: 'an update may not remove every evaluation context',
      given: requireContexts,
      steps: [
        {
          method: 'POST',
          path: FLAGS,
          body: { key: 'test-flag-with-tags', evaluation_contexts: ['production', 'staging'] },
          save: { flag: 'id' },
        },
        {
          method: 'PATCH',
          path: `${FLAGS}{flag}/`,
          body: { evaluation_contexts: [] },
          expect: { status: 400, detailIncludes: ['Cannot remove all evaluation contexts'] },
        },
      ],
    },
    {
      source: `${CONTEXTS}::TestFeatureFlagRequireEvaluationTags::test_update_flag_without_evaluation_tags_when_required`,
      area: 'feature flags',
      title: 'a flag without contexts stays editable under the requirement',
      given: (server) => {
        flagRow(server, 'flag-no-tags');
        requireContexts(server);
      },
      steps: [
        {
          method: 'PATCH',
          path: `${FLAGS}{flag_no_tags}/`,
          body: { name: 'Updated Name' },
          expect: { status: 200 },
        },
      ],
    },
    {
      source: `${CONTEXTS}::TestFeatureFlagRequireEvaluationTags::test_create_survey_flag_without_tags_when_required`,
      area: 'feature flags',
      title: 'survey flags are exempt from the evaluation-context requirement',
      given: requireContexts,
      steps: [
        {
          method: 'POST',
          path: FLAGS,
          body: { key: 'survey-flag', name: 'Survey Flag', creation_context: 'surveys' },
          expect: { status: 201, body: { evaluation_contexts: [] } },
        },
      ],
    },
    {
      source: `${CONTEXTS}::TestFeatureFlagRequireEvaluationTags::test_create_experiment_flag_without_tags_when_required`,
      area: 'feature flags',
      title: 'experiment flags are not exempt from it',
      given: requireContexts,
      steps: [
        {
          method: 'POST',
          path: FLAGS,
          body: { key: 'experiment-flag', creation_context: 'experiments' },
          expect: { status: 400, detailIncludes: ['evaluation context is required'] },
        },
      ],
    },
    {
      source: `${FLAG_API}::FeatureFlagSerializer.validate_key`,
      area: 'feature flags',
      title: 'an archived flag still holds its key; a soft-deleted one frees it',
      given: (server) => {
        flagRow(server, 'archived-flag', { active: false, archived: true });
        flagRow(server, 'deleted-flag', { deleted: true });
      },
      steps: [
        {
          method: 'POST',
          path: FLAGS,
          body: { key: 'archived-flag', filters: { groups: [{ properties: [], rollout_percentage: 100 }] } },
          expect: {
            status: 400,
            code: 'unique',
            detail: 'There is already a feature flag with this key.',
            attr: 'key',
          },
        },
        {
          method: 'POST',
          path: FLAGS,
          body: { key: 'deleted-flag', filters: { groups: [{ properties: [], rollout_percentage: 100 }] } },
          expect: { status: 201 },
        },
        {
          method: 'POST',
          path: FLAGS,
          body: { key: 'has space', filters: { groups: [{ properties: [], rollout_percentage: 100 }] } },
          expect: { status: 400, type: 'validation_error', code: 'invalid_key', attr: 'key' },
        },
      ],
    },
    {
      source: `${FLAG_API}::FeatureFlagViewSet.safely_get_queryset (exclude_archived_unless_requested)`,
      area: 'feature flags',
      title: 'the list leaves archived flags out unless archived is asked for',
      given: (server) => flagRow(server, 'archived-flag', { active: false, archived: true }),
      steps: [
        { method: 'GET', path: FLAGS, expect: { status: 200, body: { count: 0 } } },
        { method: 'GET', path: `${FLAGS}?archived=true`, expect: { status: 200, body: { count: 1 } } },
        {
          method: 'GET',
          path: `${FLAGS}?key=ARCHIVED-FLAG&archived=true`,
          expect: { status: 200, body: { count: 1 } },
        },
      ],
    },
    {
      source: `${FLAG_API}::FeatureFlagSerializer._validate_archived_flags_are_disabled`,
      area: 'feature flags',
      title: 'an enabled flag cannot be archived',
      given: (server) => flagRow(server, 'on-flag'),
      steps: [
        {
          method: 'PATCH',
          path: `${FLAGS}{on_flag}/`,
          body: { archived: true },
          expect: {
            status: 400,
            detail:
              'Cannot archive an enabled feature flag. Disable it first, or send active: false in the same request.',
          },
        },
      ],
    },
  ],
  leftOut: [
    {
      source: `${TAGS}::TestFeatureFlagRequireTags::test_update_driven_by_a_post_request_is_not_read_as_a_create`,
      area: 'feature flags',
      reason: 'calls the flag facade from Python, not the HTTP API.',
    },
    {
      source: `${TAGS}::TestFeatureFlagRequireTags::test_bulk_update_*`,
      area: 'feature flags',
      reason: 'bulk_update_tags is an endpoint Surveyor never calls; the demo does not model it.',
    },
    {
      source: `${CONTEXTS}::TestFeatureFlagRequireEvaluationTags::test_create_flag_without_feature_flag_enabled`,
      area: 'feature flags',
      reason: 'patches the flag-evaluation-tags rollout off; the demo takes it as on.',
    },
    {
      source: `${CONTEXTS}::TestFeatureFlagRequireEvaluationTags::test_update_existing_flag_via_gated_write_under_post_request`,
      area: 'feature flags',
      reason: 'calls the flag facade from Python, not the HTTP API.',
    },
    {
      source: `${CONTEXTS}::TestFeatureFlagRequireEvaluationTags::test_filter_by_evaluation_tags`,
      area: 'feature flags',
      reason: 'the has_evaluation_contexts list filter is not one Surveyor uses; the demo does not model it.',
    },
  ],
};
