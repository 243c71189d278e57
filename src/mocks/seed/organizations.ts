// The demo user's two seeded organizations: Acme Analytics (current, with white labelling) and Northwind
// Labs (smaller, on a plan without it, with the nulls the model allows).
import type { StoredOrganization } from '../stored';
import { NORTHWIND_ORG_ID, ORG_ID, SEED_BASE_DATE } from './projects';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Acme Analytics: the user's current organization, on a plan with white labelling. */
export function buildOrganization(): StoredOrganization {
  return {
    id: ORG_ID,
    name: 'Acme Analytics',
    slug: 'acme-analytics',
    logo_media_id: null,
    created_at: iso(SEED_BASE_DATE - 400 * DAY),
    updated_at: iso(SEED_BASE_DATE - 10 * DAY),
    membership_level: 8,
    plugins_access_level: 3,
    available_product_features: [
      { key: 'surveys_styling', name: 'Surveys styling' },
      { key: 'surveys_recurring', name: 'Recurring surveys' },
      // AvailableFeature.WHITE_LABELLING: lets surveys set appearance.whiteLabel (validate_appearance).
      { key: 'white_labelling', name: 'White labelling' },
      { key: 'organizations_projects', name: 'Projects', limit: null },
    ],
    is_member_join_email_enabled: true,
    metadata: { instance_tag: 'demo' },
    customer_id: null,
    enforce_2fa: null,
    members_can_invite: true,
    members_can_use_personal_api_keys: true,
    allow_publicly_shared_resources: true,
    member_count: 12,
    is_ai_data_processing_approved: null,
    default_experiment_stats_method: 'bayesian',
    default_role_id: null,
  };
}

/**
 * Northwind Labs: a second organization the demo user owns. It lacks `white_labelling`, and carries the
 * nulls the model allows: `members_can_invite` (BooleanField(null=True)) and
 * `default_experiment_stats_method` (CharField(null=True)) in posthog/models/organization.py.
 */
export function buildNorthwindOrganization(): StoredOrganization {
  return {
    id: NORTHWIND_ORG_ID,
    name: 'Northwind Labs',
    slug: 'northwind-labs',
    logo_media_id: null,
    created_at: iso(SEED_BASE_DATE - 90 * DAY),
    updated_at: iso(SEED_BASE_DATE - 30 * DAY),
    membership_level: 15,
    plugins_access_level: 3,
    available_product_features: [{ key: 'organizations_projects', name: 'Projects', limit: null }],
    is_member_join_email_enabled: true,
    metadata: { instance_tag: 'demo' },
    customer_id: null,
    enforce_2fa: null,
    members_can_invite: null,
    members_can_use_personal_api_keys: true,
    allow_publicly_shared_resources: true,
    member_count: 3,
    is_ai_data_processing_approved: null,
    default_experiment_stats_method: null,
    default_role_id: null,
  };
}
