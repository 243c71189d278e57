// Bench and demo only: a survey family at scale for `scripts/bench-scale.mjs` (issues 27 and 28): a
// 40-question source in project 1 and FLEET_COPIES copies of it in the next projects, each recorded the way
// duplicate_to_projects records a copy (a "created" entry naming `source_survey_id`, survey.py @ 0031b5ea)
// and each drifted in one question, so the Copies matrix has a difference in every column.
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { db } from './db';
import { uuidFrom } from './ids';
import { activityEntry } from './models/activity';
import { newSurvey } from './models/survey';
import { SEED_BASE_DATE } from './seed/projects';

const FLEET_COPIES = 50;
const FLEET_QUESTIONS = 40;
const FLEET_SOURCE_NAME = 'Scale: a survey with 50 copies';

const iso = (ms: number) => new Date(ms).toISOString();

function fleetQuestions(random: () => number, drift: number | null): SurveyQuestion[] {
  return Array.from({ length: FLEET_QUESTIONS }, (_, index) => {
    const text = `Fleet question ${index + 1}${index === drift ? ' (reworded in this copy)' : ''}`;
    const base = { id: uuidFrom(random), description: '', question: text };
    return (
      index % 2 ? { ...base, type: 'single_choice', choices: ['Yes', 'No'] } : { ...base, type: 'open' }
    ) as SurveyQuestion;
  });
}

/** Adds the family once (a second call finds it); the projects must exist (seedScale adds them first). */
export function seedFleet(random: () => number): string {
  const existing = db.surveys.find((stored) => stored.survey.name === FLEET_SOURCE_NAME);
  if (existing) return existing.survey.id;
  const at = iso(SEED_BASE_DATE - 86_400_000);
  const source = newSurvey(uuidFrom(random), {
    name: FLEET_SOURCE_NAME,
    questions: fleetQuestions(random, null),
    created_at: at,
  });
  db.surveys.push({ projectId: 1, survey: source });
  const targets = db.projects.filter((project) => project.id !== 1).slice(0, FLEET_COPIES);
  for (const [n, project] of targets.entries()) {
    const copy = newSurvey(uuidFrom(random), {
      name: FLEET_SOURCE_NAME,
      questions: fleetQuestions(random, n % FLEET_QUESTIONS),
      created_at: at,
    });
    db.surveys.push({ projectId: project.id, survey: copy });
    db.activity.unshift(
      activityEntry(uuidFrom(random), project.id, 'Survey', copy.id, copy.name, 'created', at, [
        { type: 'Survey', action: 'created', field: 'source_survey_id', before: null, after: source.id },
      ]),
    );
  }
  return source.id;
}
