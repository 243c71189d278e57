// Bench and demo only: ten times the seed's data (and a survey family of 50 copies, scale-fleet-seed.ts), added to the running demo store the way a user's data
// would be (projects of the organization, a survey and its activity log) so `scripts/bench-scale.mjs`
// can time every screen at scale. Reached from the page as `window.__surveyorMock.seedScale()` (browser.ts
// loads this module only when it is called); nothing in the app calls it.
import type { ActivityChange } from '@/contracts/common';
import type { Survey } from '@/contracts/survey';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { mockNow } from './clock';
import { db } from './db';
import { seededRandom, uuidFrom } from './ids';
import { activityEntry, fieldChange } from './models/activity';
import { addSeedSource, type SeedBatch, type StoredEvent } from './models/events/event-store';
import { buildProject } from './models/project';
import { newSurvey } from './models/survey';
import { ORG_ID, SEED_BASE_DATE } from './seed/projects';
import { answerQuestion, nextQuestion } from './seed/survey-answers';
import { seededSentEvent, seededSentProperties, seedPersons } from './seed/survey-events';
import { seedFleet } from './scale-fleet-seed';
import { seedScaleResults } from './scale-results-seed';

const SCALE_PROJECTS = 1000;
const SCALE_QUESTIONS = 200;
const SCALE_ACTIVITY = 2000;
const SCALE_SURVEY_NAME = 'Scale: 200 questions';
/** The 200-question survey's answers (responses_count counts them; the editor's warnings quote it). */
const SCALE_ANSWERS = 500;
/** One entry in this many rewords a question (the log then holds both whole lists, as the server does). */
const QUESTIONS_EVERY = 100;

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** 200 questions of every kind, with forward jumps only (an acyclic flow, as the seed's stress survey). */
function scaleQuestions(random: () => number, count = SCALE_QUESTIONS): SurveyQuestion[] {
  const questions: SurveyQuestion[] = [];
  for (let i = 0; i < count; i += 1) {
    const base = { id: uuidFrom(random), description: '', question: `Question ${i + 1} of a long survey` };
    const kind = i % 4;
    const question =
      kind === 0
        ? { ...base, type: 'open' }
        : kind === 1
          ? {
              ...base,
              type: 'rating',
              display: 'number',
              scale: 5,
              lowerBoundLabel: 'Bad',
              upperBoundLabel: 'Good',
            }
          : kind === 2
            ? { ...base, type: 'single_choice', choices: ['Yes', 'No', 'Not sure'] }
            : { ...base, type: 'multiple_choice', choices: ['Speed', 'Price', 'Design'] };
    const jump = i + 2 + Math.floor(random() * 4);
    if (jump < count && random() < 0.2)
      Object.assign(question, { branching: { type: 'specific_question', index: jump } });
    questions.push(question as SurveyQuestion);
  }
  return questions;
}

/** The organization grows to SCALE_PROJECTS projects (ids continue the store's one sequence). */
function addProjects(random: () => number): void {
  const have = db.projects.filter((project) => project.organization === ORG_ID).length;
  for (let n = have; n < SCALE_PROJECTS; n += 1) {
    const id = db.nextProjectId;
    db.nextProjectId += 1;
    const created = iso(SEED_BASE_DATE - (SCALE_PROJECTS - n) * 3_600_000);
    db.projects.push(
      buildProject({ id, name: `Scale project ${n + 1}`, created_at: created, updated_at: created }, random),
    );
  }
}

/**
 * A running 200-question survey in project 1 with SCALE_ACTIVITY log entries: created, then updates of
 * its name, description, appearance and (one in QUESTIONS_EVERY) a reworded question, oldest first.
 */
function addSurvey(random: () => number): string {
  const projectId = 1;
  const start = SEED_BASE_DATE - SCALE_ACTIVITY * 10 * MINUTE;
  const survey = newSurvey(uuidFrom(random), {
    name: SCALE_SURVEY_NAME,
    description: 'Revision 0',
    questions: scaleQuestions(random),
    appearance: { thankYouMessageHeader: 'Thanks, revision 0', backgroundColor: '#eeeded' },
    created_at: iso(start),
    start_date: iso(start),
  });
  const log = [
    activityEntry(uuidFrom(random), projectId, 'Survey', survey.id, survey.name, 'created', iso(start)),
  ];
  for (let n = 1; n < SCALE_ACTIVITY; n += 1) {
    let changes: ActivityChange[];
    if (n % QUESTIONS_EVERY === 0) {
      const before = survey.questions ?? [];
      const index = (n / QUESTIONS_EVERY) % SCALE_QUESTIONS;
      survey.questions = before.map((question, at) =>
        at === index ? { ...question, question: `Question ${index + 1}, revision ${n}` } : question,
      );
      changes = [fieldChange('Survey', 'questions', before, survey.questions)];
    } else if (n % 3 === 0) {
      const before = survey.appearance;
      survey.appearance = { ...before, thankYouMessageHeader: `Thanks, revision ${n}` };
      changes = [fieldChange('Survey', 'appearance', before, survey.appearance)];
    } else if (n % 3 === 1) {
      const before = survey.description;
      survey.description = `Revision ${n}`;
      changes = [fieldChange('Survey', 'description', before, survey.description)];
    } else {
      const before = survey.name;
      survey.name = `${SCALE_SURVEY_NAME} (rev ${n})`;
      changes = [fieldChange('Survey', 'name', before, survey.name)];
    }
    const at = iso(start + n * 10 * MINUTE);
    log.push(
      activityEntry(uuidFrom(random), projectId, 'Survey', survey.id, survey.name, 'updated', at, changes),
    );
  }
  db.surveys.push({ projectId, survey });
  db.activity.unshift(...log.reverse());
  db.activity.sort((a, b) => b.entry.created_at.localeCompare(a.entry.created_at));
  return survey.id;
}

/**
 * The 200-question survey's SCALE_ANSWERS answers: one lean "survey sent" each (a submission id, the
 * questions its path visits answered), over its run up to the seed date. Built when an event is first
 * read, like the seed's other answers.
 */
function scaleAnswers(survey: Survey): SeedBatch {
  const random = seededRandom(31);
  const from = Date.parse(survey.start_date ?? '') || SEED_BASE_DATE;
  const to = Math.max(from, Math.min(SEED_BASE_DATE, mockNow()));
  const persons = seedPersons(1, 200, random, from);
  const questions = (survey.questions ?? []) as Record<string, unknown>[];
  const shown = questions.map((question) => ({ id: question.id, question: question.question }));
  const events: StoredEvent[] = [];
  for (let n = 0; n < SCALE_ANSWERS; n += 1) {
    const person = persons[Math.floor(random() * persons.length)]!;
    const timestamp = from + Math.floor(random() * (to - from));
    const properties = seededSentProperties(survey, shown, random);
    properties.$host = 'acme.test';
    for (let index: number | null = 0; index !== null && index < questions.length;) {
      const question = questions[index]!;
      const answer = answerQuestion(random, question);
      if (answer !== undefined) {
        properties[`$survey_response_${String(question.id)}`] = answer;
        if (index === 0) properties.$survey_response = answer;
      }
      index = nextQuestion(question, index, answer, questions.length);
    }
    events.push(seededSentEvent(random, 1, person, timestamp, properties));
  }
  return { persons, events };
}

/** Adds the data at scale once (a second call finds it and answers the same ids). */
export function seedScale(): {
  surveyId: string;
  fleetSourceId: string;
  resultsSourceId: string;
  projectCount: number;
} {
  const random = seededRandom(28);
  const existing = db.surveys.find((stored) => stored.survey.name.startsWith(SCALE_SURVEY_NAME));
  addProjects(random);
  const surveyId = existing?.survey.id ?? addSurvey(random);
  const survey = db.surveys.find((stored) => stored.survey.id === surveyId)!.survey;
  // As it is now: a later edit (the bench rewords questions) does not change the answers already made.
  const asSeeded = structuredClone(survey);
  // Its answers are all in project 1 (scaleAnswers): built when project 1's events are first read.
  addSeedSource(SCALE_SURVEY_NAME, () => scaleAnswers(asSeeded), [1]);
  const fleetSourceId = seedFleet(seededRandom(27));
  // A survey family with 100,000 answers for the Results screen; the answers are built when first read.
  const resultsSourceId = seedScaleResults().sourceId;
  return {
    surveyId,
    fleetSourceId,
    resultsSourceId,
    projectCount: db.projects.filter((project) => project.organization === ORG_ID).length,
  };
}
