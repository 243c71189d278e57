// Bench and demo only: a survey family at scale for the Results screen — a 5-question source in project 1
// and 9 copies in projects 2-10 (each recorded as duplicate_to_projects records a copy), with 100,000
// answers between them: one "survey sent" each, over twelve weeks, some in French with translated choices,
// some from test users. The surveys are added at once (cheap); a member's answers are built the first
// time an event of its project is read, so the first screen does not pay for them. Reached through seedScale() (scale-seed.ts).
import type { Survey } from '@/contracts/survey';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { mockNow } from './clock';
import { db } from './db';
import { seededRandom, uuidFrom } from './ids';
import { activityEntry } from './models/activity';
import { addSeedSource, type StoredEvent } from './models/events/event-store';
import { newSurvey } from './models/survey';
import { answerQuestion, inLanguage } from './seed/survey-answers';
import { seededSentEvent, seededSentProperties, seedPersons } from './seed/survey-events';

export const SCALE_RESULTS_NAME = 'Scale: results of a family of 10';
const ANSWERS = 100_000;
const DAY = 86_400_000;

function familyQuestions(random: () => number): SurveyQuestion[] {
  const id = () => uuidFrom(random);
  return [
    {
      id: id(),
      type: 'rating',
      question: 'How likely are you to recommend us?',
      display: 'number',
      scale: 10,
    },
    {
      id: id(),
      type: 'single_choice',
      question: 'Which plan are you on?',
      choices: ['Free', 'Team', 'Enterprise'],
      translations: { fr: { question: 'Quelle offre ?', choices: ['Gratuite', 'Équipe', 'Entreprise'] } },
    },
    {
      id: id(),
      type: 'multiple_choice',
      question: 'What do you use?',
      choices: ['Surveys', 'Flags', 'Replay'],
    },
    { id: id(), type: 'open', question: 'What should we improve?' },
    { id: id(), type: 'rating', question: 'How easy was setup?', display: 'emoji', scale: 5 },
  ] as SurveyQuestion[];
}

/** One lean "survey sent" per answer of one member: the bench measures reading them, not making them. */
function memberEvents(
  { projectId, survey }: { projectId: number; survey: Survey },
  count: number,
  random: () => number,
) {
  const anchor = Math.floor(mockNow() / DAY) * DAY;
  const from = anchor - 84 * DAY;
  const persons = seedPersons(projectId, 2000, random, from);
  const events: StoredEvent[] = [];
  const questions = (survey.questions ?? []) as Record<string, unknown>[];
  const shown = questions.map((question) => ({ id: question.id, question: question.question }));
  for (let i = 0; i < count; i += 1) {
    const person = persons[Math.floor(random() * persons.length)]!;
    const language = random() < 0.2 ? 'fr' : null;
    const timestamp = from + Math.floor(random() * (anchor - from));
    const properties = seededSentProperties(survey, shown, random);
    properties.$host = random() < 0.03 ? 'localhost:3000' : 'acme.test';
    if (language) properties.$survey_language = language;
    questions.forEach((question, index) => {
      const answer = answerQuestion(random, question);
      if (answer === undefined) return;
      properties[`$survey_response_${String(question.id)}`] = inLanguage(question, answer, language);
      if (index === 0) properties.$survey_response = properties[`$survey_response_${String(question.id)}`];
    });
    events.push(seededSentEvent(random, projectId, person, timestamp, properties));
  }
  return { persons, events };
}

/**
 * Adds the family once (a second call finds it and answers the same ids). `projectIds` are where the
 * source and its copies live: projects 1-10 by default.
 */
export function seedScaleResults(projectIds: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]): {
  sourceId: string;
  surveyIds: string[];
} {
  let family = db.surveys.filter((stored) => stored.survey.name === SCALE_RESULTS_NAME);
  if (!family.length) family = addFamily(projectIds);
  // Each member's answers are built when its project's events are first read (a count of one project
  // builds its own 10,000, not the family's 100,000).
  const each = Math.floor(ANSWERS / family.length);
  for (const [n, member] of family.entries()) {
    const count = n === family.length - 1 ? ANSWERS - each * n : each;
    addSeedSource(
      `${SCALE_RESULTS_NAME}: ${member.survey.id}`,
      () => memberEvents(member, count, seededRandom(30 + n)),
      [member.projectId],
    );
  }
  return { sourceId: family[0]!.survey.id, surveyIds: family.map((stored) => stored.survey.id) };
}

function addFamily(projectIds: readonly number[]) {
  const random = seededRandom(29);
  const questions = familyQuestions(random);
  const started = new Date(Math.floor(mockNow() / DAY) * DAY - 90 * DAY).toISOString();
  const family = projectIds.map((projectId) => ({
    projectId,
    survey: newSurvey(uuidFrom(random), {
      name: SCALE_RESULTS_NAME,
      questions: structuredClone(questions),
      created_at: started,
      start_date: started,
    }),
  }));
  const source = family[0]!;
  db.surveys.push(...family);
  for (const copy of family.slice(1))
    db.activity.unshift(
      activityEntry(
        uuidFrom(random),
        copy.projectId,
        'Survey',
        copy.survey.id,
        copy.survey.name,
        'created',
        started,
        [
          {
            type: 'Survey',
            action: 'created',
            field: 'source_survey_id',
            before: null,
            after: source.survey.id,
          },
        ],
      ),
    );
  return family;
}
