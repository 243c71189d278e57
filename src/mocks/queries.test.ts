// Lookups in the store shared by handlers, serializers and request resolution.
import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATION_IDS } from '@/contracts/demo-keys';
import { db } from './db';
import {
  currentOrganization,
  featureFlagsOf,
  findFeatureFlag,
  findOrganization,
  findSurvey,
  projectsOf,
  surveysOf,
} from './queries';

describe('queries', () => {
  it("find organizations; @current is the user's current one", () => {
    expect(currentOrganization().id).toBe(DEMO_ORGANIZATION_IDS.acme);
    expect(findOrganization(DEMO_ORGANIZATION_IDS.northwind)?.name).toBe('Northwind Labs');
    expect(findOrganization('nope')).toBeUndefined();
  });
  it("list an organization's projects, or every project with null", () => {
    expect(projectsOf(DEMO_ORGANIZATION_IDS.northwind).map((project) => project.id)).toEqual([121, 122, 123]);
    expect(projectsOf(null)).toHaveLength(db.projects.length);
  });
  it('see live flags only, of the project asked for', () => {
    const [first] = featureFlagsOf(1);
    expect(findFeatureFlag(1, first!.flag.id)).toBe(first);
    expect(findFeatureFlag(2, first!.flag.id)).toBeUndefined();
    first!.flag.deleted = true;
    expect(findFeatureFlag(1, first!.flag.id)).toBeUndefined();
  });
  it('never show the survey of a product tour', () => {
    const tour = db.surveys.find((stored) => stored.productTourId)!;
    expect(surveysOf(tour.projectId)).not.toContain(tour);
    expect(findSurvey(tour.projectId, tour.survey.id)).toBeUndefined();
    const [visible] = surveysOf(1);
    expect(findSurvey(1, visible!.survey.id)).toBe(visible);
    expect(findSurvey(2, visible!.survey.id)).toBeUndefined();
  });
});
