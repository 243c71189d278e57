// Seeded answers that belong to some projects are built when one of those projects is first read, so a
// response count of one project does not build every project's answers (the bench's 100,000).
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../db';
import { newSurvey } from '../survey';
import {
  addEvent,
  addSeedSource,
  eventsOfProject,
  eventsOfSurvey,
  findPerson,
  storeVersion,
  type SeedBatch,
  type StoredEvent,
} from './event-store';

const PROJECT = 7;
const SURVEY = 'seeded-survey-of-project-7';

const sent = (uuid: string, timestamp = 1): StoredEvent => ({
  uuid,
  projectId: PROJECT,
  event: 'survey sent',
  distinct_id: 'seeded-person',
  timestamp,
  created_at: timestamp,
  properties: { $survey_id: SURVEY },
  personId: 'person-uuid',
  personProperties: {},
  personless: false,
});

/** A source of one seeded answer and its person, in PROJECT. */
function projectSource() {
  const build = vi.fn((): SeedBatch => ({
    persons: [
      { uuid: 'person-uuid', projectId: PROJECT, distinctId: 'seeded-person', created_at: 0, properties: {} },
    ],
    events: [sent('seeded-answer')],
  }));
  addSeedSource('test: an answer in project 7', build, [PROJECT]);
  return build;
}

describe('seeded answers of given projects', () => {
  it('are not built when another project is read, and built once when theirs is', () => {
    const build = projectSource();
    expect(eventsOfProject(1).length).toBeGreaterThan(0);
    expect(build).not.toHaveBeenCalled();
    const before = storeVersion();
    expect(eventsOfProject(PROJECT).map((event) => event.uuid)).toEqual(['seeded-answer']);
    // Derived counts know the store changed.
    expect(storeVersion()).toBeGreaterThan(before);
    eventsOfProject(PROJECT);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('are built before a survey of their project is read', () => {
    db.surveys.push({ projectId: PROJECT, survey: newSurvey(SURVEY, { name: 'Seeded' }) });
    const build = projectSource();
    eventsOfProject(1);
    expect(eventsOfSurvey(SURVEY).map((event) => event.uuid)).toEqual(['seeded-answer']);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('are built before a person of their project is looked up', () => {
    projectSource();
    expect(findPerson(PROJECT, 'seeded-person')?.uuid).toBe('person-uuid');
  });

  it('are stored before an event captured into their project, as if seeded first', () => {
    projectSource();
    addEvent(sent('captured-answer', 2));
    expect(eventsOfProject(PROJECT).map((event) => event.uuid)).toEqual(['seeded-answer', 'captured-answer']);
  });
});
