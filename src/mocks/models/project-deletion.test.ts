// A project's deletion: marked at once, finished by the mock's stand-in for PostHog's workflow.
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { get } from '../test-api';
import { advancePendingDeletions, DELETION_LIST_READS, startDeletion } from './project-deletion';

describe('project deletion', () => {
  it('keeps the project pending for DELETION_LIST_READS reads, then removes it and all it holds', async () => {
    const project = db.projects.find((candidate) => candidate.id === 1)!;
    const surveyIds = db.surveys.filter((stored) => stored.projectId === 1).map((stored) => stored.survey.id);
    expect(surveyIds.length).toBeGreaterThan(0);
    startDeletion(project);
    expect(project.is_pending_deletion).toBe(true);
    for (let read = 1; read < DELETION_LIST_READS; read += 1) advancePendingDeletions();
    expect(db.projects).toContain(project);
    advancePendingDeletions();
    expect(db.projects.some((candidate) => candidate.id === 1)).toBe(false);
    expect(db.surveys.some((stored) => stored.projectId === 1)).toBe(false);
    expect(db.featureFlags.some((stored) => stored.projectId === 1)).toBe(false);
    expect(db.activity.some((item) => item.projectId === 1)).toBe(false);
    expect((await get('/api/projects/1/surveys/responses_count/')).status).toBe(404);
    // The user's current project was the deleted one: the organization's first project takes its place.
    expect(db.currentProjectId).toBe(2);
  });
});
