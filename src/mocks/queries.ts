// Lookups in the store that handlers, serializers and the request resolution share. They answer what
// exists; turning "not there" into the server's 404 or 400 is the caller's business.
import { db } from './db';
import type { StoredFeatureFlag, StoredOrganization, StoredProject, StoredSurvey } from './stored';

export function findOrganization(id: string): StoredOrganization | undefined {
  return db.organizations.find((organization) => organization.id === id);
}

/** `User.organization`, the organization `@current` means. */
export function currentOrganization(): StoredOrganization {
  return findOrganization(db.currentOrganizationId) ?? db.organizations[0]!;
}

/**
 * The organization's projects (every organization's with null) that still exist: pending deletion ones
 * are still listed until their deletion finishes.
 */
export function projectsOf(organizationId: string | null): StoredProject[] {
  return db.projects.filter((project) => organizationId === null || project.organization === organizationId);
}

/** The project's live (not deleted) feature flags. */
export function featureFlagsOf(projectId: number): StoredFeatureFlag[] {
  return db.featureFlags.filter((stored) => stored.projectId === projectId && !stored.flag.deleted);
}

/** A live (not deleted) flag of the project, or undefined. */
export function findFeatureFlag(projectId: number, id: number): StoredFeatureFlag | undefined {
  return featureFlagsOf(projectId).find((stored) => stored.flag.id === id);
}

/**
 * The surveys the API shows: SurveyViewSet.safely_get_queryset excludes the surveys of product tours
 * (`queryset.exclude(product_tour__isnull=False)`) for every action, list and detail alike.
 */
export function surveysOf(projectId: number): StoredSurvey[] {
  return db.surveys.filter((stored) => stored.projectId === projectId && !stored.productTourId);
}

/** A survey the API shows, or undefined. */
export function findSurvey(projectId: number, id: string): StoredSurvey | undefined {
  return surveysOf(projectId).find((candidate) => candidate.survey.id === id);
}
