import { z } from 'zod';
import { isoDateTime } from './common';

export const membershipLevel = z.union([z.literal(1), z.literal(8), z.literal(15)]);

export const teamBasic = z.looseObject({
  id: z.number().int(),
  uuid: z.string(),
  organization: z.string(),
  project_id: z.number().int().nullable().optional(),
  api_token: z.string(),
  name: z.string(),
  completed_snippet_onboarding: z.boolean(),
  has_completed_onboarding_for: z.record(z.string(), z.boolean()).nullable(),
  ingested_event: z.boolean(),
  is_demo: z.boolean(),
  timezone: z.string(),
  access_control: z.boolean().optional(),
});
export type TeamBasic = z.infer<typeof teamBasic>;

export const organization = z.looseObject({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo_media_id: z.string().nullable().optional(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  membership_level: membershipLevel.nullable(),
  plugins_access_level: z.number().int().optional(),
  teams: z.array(teamBasic),
  projects: z.array(z.looseObject({ id: z.number().int(), organization_id: z.string(), name: z.string() })),
  available_product_features: z
    .array(z.looseObject({ key: z.string(), name: z.string() }))
    .nullable()
    .optional(),
  is_member_join_email_enabled: z.boolean().optional(),
  metadata: z.looseObject({ instance_tag: z.string().optional() }).optional(),
  customer_id: z.string().nullable().optional(),
  enforce_2fa: z.boolean().nullable().optional(),
  members_can_invite: z.boolean().optional(),
  members_can_use_personal_api_keys: z.boolean().optional(),
  allow_publicly_shared_resources: z.boolean().optional(),
  member_count: z.number().int().optional(),
  is_ai_data_processing_approved: z.boolean().nullable().optional(),
  default_experiment_stats_method: z.string().optional(),
  default_role_id: z.string().nullable().optional(),
});
export type Organization = z.infer<typeof organization>;
