// What the demo backend stores, record by record: the shapes of the in-memory store (db.ts), which the
// seed, the models and the handlers all build and read. Types only, in a module of their own, so that the
// store can be built from the seed without the seed importing the store back.
import type { ActivityEntry } from '@/contracts/common';
import type { FeatureFlag } from '@/contracts/feature-flag';
import type { Organization } from '@/contracts/organization';
import type { Project } from '@/contracts/project';
import type { Survey } from '@/contracts/survey';

/** A value the app reads as optional that the server always stores. */
type Present<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };

/**
 * A project as the server stores it: the app's read type says which fields may be missing from an
 * answer, the store says which ones the server always has.
 */
export type StoredProject = Present<
  Project,
  'organization' | 'uuid' | 'api_token' | 'timezone' | 'created_at' | 'updated_at'
> & {
  /**
   * Team.require_evaluation_contexts: new feature flags must carry an evaluation context
   * (FeatureFlagSerializer._validate_evaluation_contexts_requirement).
   */
  require_evaluation_contexts?: boolean;
  /**
   * TeamFeatureFlagPolicyConfig, a row of its own on the server (not a project field, so answers never
   * show it): `require_tags` makes new feature flags need a tag (_validate_tags_requirement).
   */
  feature_flag_policy?: { require_tags: boolean };
};

export interface StoredFeatureFlag {
  projectId: number;
  flag: FeatureFlag;
}

/**
 * A ScheduledChange row (products/feature_flags/backend/models/scheduled_change.py): what the serializer
 * answers plus the columns it does not show. `failure_reason` is the raw JSON the task writes; answers
 * format it (formatted_failure_reason).
 */
export interface StoredScheduledChange {
  projectId: number;
  id: number;
  record_id: string;
  model_name: string;
  payload: Record<string, unknown>;
  scheduled_at: string;
  executed_at: string | null;
  failure_reason: string | null;
  failure_count: number;
  is_recurring: boolean;
  recurrence_interval: string | null;
  cron_expression: string | null;
  last_executed_at: string | null;
  end_date: string | null;
  timezone: string | null;
  created_at: string;
  updated_at: string;
  /**
   * The pending change request an approval policy bound at creation (ScheduledChange.change_request,
   * products/approvals/backend/scheduled_changes.py): not a serializer field, so answers never show it.
   */
  change_request_id?: string | null;
}

/**
 * Project activity is logged under scope "Team" (the project's passthrough team) and that is the scope
 * the project `activity` action loads (ProjectViewSet.activity, posthog/api/project.py).
 */
export type ActivityScope = 'Team' | 'Survey';

export interface StoredActivity {
  projectId: number;
  scope: ActivityScope;
  entry: ActivityEntry;
}

/**
 * A Cohort row (products/cohorts, posthog/api/cohort.py's CohortSerializer): the fields a copy maps by
 * (`name`) and copies (copy_flags creates a missing cohort from `description`, `is_static`, `filters`).
 * `deleted` is soft: the list hides it, copy_flags never matches it.
 */
export interface StoredCohort {
  projectId: number;
  id: number;
  name: string | null;
  description: string;
  is_static: boolean;
  filters: Record<string, unknown>;
  deleted: boolean;
  created_at: string;
}

/** An Action row (products/actions/backend/api/action.py's ActionSerializer), matched across projects by name. */
export interface StoredAction {
  projectId: number;
  id: number;
  name: string | null;
  description: string;
  steps: Record<string, unknown>[];
  deleted: boolean;
  created_at: string;
  last_calculated_at: string | null;
}

export interface StoredSurvey {
  projectId: number;
  survey: Survey;
  /**
   * Set for the survey behind a product tour. SurveyViewSet.safely_get_queryset excludes
   * `product_tour__isnull=False` for every action, so such a survey is invisible to the survey API.
   */
  productTourId?: string;
}

/**
 * An organization as stored: OrganizationSerializer's fields except `teams` and `projects`, which are
 * derived from the projects on every read. Loosely typed on purpose: the server allows values (nulls)
 * that the app's organization contract may not.
 */
export interface StoredOrganization extends Omit<
  Partial<Organization>,
  'id' | 'name' | 'teams' | 'projects'
> {
  id: string;
  name: string;
  [field: string]: unknown;
}

export interface MockDb {
  /** Every organization the demo user belongs to. */
  organizations: StoredOrganization[];
  /** The user's UI-current organization, which `@current` resolves to (User.organization). */
  currentOrganizationId: string;
  /** The user's current project (User.team), which `/api/projects/@current/` resolves to. */
  currentProjectId: number;
  projects: StoredProject[];
  surveys: StoredSurvey[];
  /** Feature flags a survey can link to (survey targeting flags live on their surveys instead). */
  featureFlags: StoredFeatureFlag[];
  /** Cohorts of each project (targeting maps them by name across projects). */
  cohorts: StoredCohort[];
  /** Actions of each project (survey triggers map them by name across projects). */
  actions: StoredAction[];
  /** Scheduled changes of feature flags, in creation order; run by models/scheduled-change-runner.ts. */
  scheduledChanges: StoredScheduledChange[];
  /** Newest first, as every activity endpoint answers. */
  activity: StoredActivity[];
  /** Remaining is_generating_demo_data polls that answer true, per project id. */
  demoDataPolls: Record<string, number>;
  /**
   * Projects marked `is_pending_deletion` by a DELETE, with how many more project-list reads they stay
   * for. Real PostHog hands the deletion to an asynchronous workflow; the mock finishes it after a few
   * list reads (deterministic, and it survives a reload) so the demo does not keep ghosts.
   */
  pendingDeletions: Record<string, number>;
  nextProjectId: number;
  nextFlagId: number;
  nextScheduledChangeId: number;
  nextCohortId: number;
}
