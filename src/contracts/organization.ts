// The organization (GET /api/organizations/@current and /api/organizations/:id/). The app needs only
// its id and name; everything else is read when it can be and ignored when it cannot, because the
// serializer has nullable model fields (members_can_invite, default_experiment_stats_method) and types
// some fields loosely (metadata and member_count are declared as strings).
import { z } from 'zod';
import { paginated } from './common';
import { readItems, schemaReader } from './readable';

/** An optional field read when it fits, dropped to null when it does not. */
const soft = <T extends z.ZodType>(schema: T) => schema.nullish().catch(null);

export const membershipLevel = z.number().int();

export const organization = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  slug: soft(z.string()),
  logo_media_id: soft(z.string()),
  created_at: soft(z.string()),
  updated_at: soft(z.string()),
  membership_level: soft(membershipLevel),
  plugins_access_level: soft(z.number()),
  teams: soft(z.array(z.unknown())),
  projects: soft(z.array(z.unknown())),
  available_product_features: soft(z.array(z.unknown())),
  is_member_join_email_enabled: soft(z.boolean()),
  customer_id: soft(z.string()),
  enforce_2fa: soft(z.boolean()),
  members_can_invite: soft(z.boolean()),
  members_can_use_personal_api_keys: soft(z.boolean()),
  allow_publicly_shared_resources: soft(z.boolean()),
  is_ai_data_processing_approved: soft(z.boolean()),
  default_experiment_stats_method: soft(z.string()),
  default_role_id: soft(z.string()),
});
export type Organization = z.infer<typeof organization>;

/** GET /api/organizations/: the organizations the user belongs to. */
export const organizationList = paginated(readItems(schemaReader(organization)));

/** Product keys of the organization's plan (available_product_features items are {key, name, …}). */
export function organizationFeatures(org: Pick<Organization, 'available_product_features'>): string[] {
  return (org.available_product_features ?? []).flatMap((feature) =>
    feature && typeof feature === 'object' && typeof (feature as { key?: unknown }).key === 'string'
      ? [(feature as { key: string }).key]
      : [],
  );
}
