// products/surveys/backend/api/test/test_survey.py: creating and updating a survey (defaults, question ids,
// schedule, unique names), as TestSurvey asserts them.
import { expect } from 'vitest';
import type { CaseFile } from '../../conformance-case';
import { DEMO_USER } from '../../../models/demo-user';
import { create, givenFlag, givenSurvey, SURVEY, SURVEYS, TEST_SURVEY, update } from '../support/surveys';

const FILE = TEST_SURVEY;

const NOTEBOOKS = {
  name: 'Notebooks beta release survey',
  description: 'Get feedback on the new notebooks feature',
  type: 'popover',
  questions: [{ type: 'open', question: 'What do you think of the new notebooks feature?' }],
  targeting_flag_filters: null,
};

/** The answer's questions are exactly the sent ones, each with a string id. */
const questionsWithIds = (sent: Record<string, unknown>[]) => (json: unknown) => {
  const questions = (json as { questions: Record<string, unknown>[] }).questions;
  expect(questions).toEqual(sent.map((question, i) => ({ ...question, id: questions[i]?.id })));
  for (const question of questions) expect(typeof question.id).toBe('string');
};

export const caseFile: CaseFile = {
  cases: [
    {
      source: `${FILE}::TestSurvey::test_can_create_basic_survey`,
      area: 'surveys',
      title: 'a basic popover is created with the defaults the serializer answers',
      steps: [
        create(NOTEBOOKS, {
          status: 201,
          body: {
            name: 'Notebooks beta release survey',
            description: 'Get feedback on the new notebooks feature',
            type: 'popover',
            schedule: 'once',
            enable_partial_responses: false,
            created_by: { id: DEMO_USER.id },
          },
          check: questionsWithIds(NOTEBOOKS.questions),
        }),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_questions_get_ids_when_creating_survey`,
      area: 'surveys',
      title: 'every created question gets a non-empty id',
      steps: [
        create(
          {
            name: 'Question ID Test Survey',
            type: 'popover',
            questions: [
              { type: 'open', question: 'What do you think of this feature?' },
              { type: 'rating', question: 'How would you rate this feature?', scale: 5 },
            ],
          },
          {
            status: 201,
            check: (json) => {
              for (const question of (json as { questions: { id?: string }[] }).questions)
                expect(question.id?.length).toBeGreaterThan(0);
            },
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_question_ids_preserved_when_updating_survey`,
      area: 'surveys',
      title: 'an update keeps a sent question id and gives a new question a new one',
      steps: [
        create(
          {
            name: 'Question ID Update Test',
            type: 'popover',
            questions: [
              { type: 'open', question: 'Original question 1' },
              { type: 'rating', question: 'Original question 2', scale: 5 },
            ],
          },
          { status: 201 },
          { survey: 'id', first: 'questions.0.id', second: 'questions.1.id' },
        ),
        update(
          {
            questions: [
              { type: 'open', question: 'Updated question 1', id: '{first}' },
              { type: 'open', question: 'New question without ID' },
            ],
          },
          {
            status: 200,
            check: (json, { saved }) => {
              const questions = (json as { questions: { id?: string }[] }).questions;
              expect(questions).toHaveLength(2);
              expect(questions[0]!.id).toBe(saved.first);
              expect(questions[1]!.id).toBeTruthy();
              expect([saved.first, saved.second]).not.toContain(questions[1]!.id);
            },
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_custom_question_ids_accepted_when_creating_survey`,
      area: 'surveys',
      title: 'question ids sent on create are kept',
      steps: [
        create(
          {
            name: 'Custom Question ID Test',
            type: 'popover',
            questions: [
              { type: 'open', question: 'Question with custom ID 1', id: 'custom-id-1' },
              { type: 'open', question: 'Question with custom ID 2', id: 'custom-id-2' },
            ],
          },
          { status: 201, body: { questions: [{ id: 'custom-id-1' }, { id: 'custom-id-2' }] } },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_validate_schedule_on_create`,
      area: 'surveys',
      title: 'an unknown schedule is refused on create',
      steps: [
        create(
          {
            name: 'survey with invalid schedule',
            type: 'popover',
            schedule: 'invalid_value',
            questions: [{ type: 'open', question: "What's a survey?" }],
          },
          { status: 400, detail: 'Schedule must be one of: once, recurring, always' },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_validate_schedule_on_update`,
      area: 'surveys',
      title: 'an unknown schedule is refused on update',
      given: (server) => {
        server.saved.survey = givenSurvey(server, {
          name: 'survey to update',
          type: 'popover',
          questions: [{ type: 'open', question: "Why's a hedgehog?" }],
        });
      },
      steps: [
        update(
          { schedule: 'invalid_value' },
          { status: 400, detail: 'Schedule must be one of: once, recurring, always' },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_updating_survey_name_validates`,
      area: 'surveys',
      title: "renaming a survey to another survey's name is refused",
      steps: [
        create({
          name: 'survey with targeting',
          type: 'popover',
          targeting_flag_filters: {
            groups: [
              {
                variant: null,
                rollout_percentage: null,
                properties: [{ key: 'billing_plan', value: ['cloud'], operator: 'exact', type: 'person' }],
              },
            ],
          },
          conditions: { url: 'https://app.posthog.com/notebooks' },
        }),
        { method: 'POST', path: SURVEYS, body: { name: 'survey without targeting', type: 'popover' } },
        update(
          { name: 'survey without targeting' },
          { status: 400, detail: 'There is already another survey with this name.' },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurveyQuestionValidation::test_update_basic_survey_question_validation`,
      area: 'surveys',
      title: 'an update sanitises question text and the thank-you message like a create',
      steps: [
        create({ name: 'survey without targeting', type: 'popover' }),
        update(
          {
            name: 'Notebooks beta release survey',
            description: 'Get feedback on the new notebooks feature',
            type: 'popover',
            questions: [
              { type: 'open', question: 'What up?', description: '<script>alert(0)</script>check?' },
              {
                type: 'link',
                link: 'https://bazinga.com',
                question: '<b>What</b> do you think of the new notebooks feature?',
              },
            ],
            appearance: {
              thankYouMessageDescription:
                "<b>We'll use it to make notebooks better.<script>alert(0)</script>",
            },
          },
          {
            status: 200,
            body: {
              name: 'Notebooks beta release survey',
              description: 'Get feedback on the new notebooks feature',
              type: 'popover',
              created_by: { id: DEMO_USER.id },
            },
            check: (json) => {
              const answer = json as { questions: unknown; appearance: unknown };
              questionsWithIds([
                { type: 'open', question: 'What up?', description: 'check?' },
                {
                  type: 'link',
                  link: 'https://bazinga.com',
                  question: '<b>What</b> do you think of the new notebooks feature?',
                },
              ])(json);
              expect(answer.appearance).toEqual({
                thankYouMessageDescription: "<b>We'll use it to make notebooks better.</b>",
              });
            },
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurveyQuestionValidation::test_create_basic_survey_question_validation`,
      area: 'surveys',
      title: 'a create sanitises question text and the thank-you message, keeping the rest of appearance',
      steps: [
        create(
          {
            name: 'Notebooks beta release survey',
            description: 'Get feedback on the new notebooks feature',
            type: 'popover',
            questions: [
              { type: 'open', question: 'What up?', description: '<script>alert(0)</script>check?' },
              {
                type: 'link',
                link: 'https://bazinga.com',
                question: '<b>What</b> do you think of the new notebooks feature?',
              },
            ],
            appearance: {
              thankYouMessageHeader: 'Thanks for your feedback!',
              thankYouMessageDescription:
                "<b>We'll use it to make notebooks better.<script>alert(0)</script>",
              shuffleQuestions: true,
              surveyPopupDelaySeconds: 60,
            },
          },
          {
            status: 201,
            body: {
              name: 'Notebooks beta release survey',
              type: 'popover',
              created_by: { id: DEMO_USER.id },
            },
            check: (json) => {
              questionsWithIds([
                { type: 'open', question: 'What up?', description: 'check?' },
                {
                  type: 'link',
                  link: 'https://bazinga.com',
                  question: '<b>What</b> do you think of the new notebooks feature?',
                },
              ])(json);
              expect((json as { appearance: unknown }).appearance).toEqual({
                thankYouMessageHeader: 'Thanks for your feedback!',
                thankYouMessageDescription: "<b>We'll use it to make notebooks better.</b>",
                shuffleQuestions: true,
                surveyPopupDelaySeconds: 60,
              });
            },
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurveyQuestionValidation::test_cleaning_empty_questions`,
      area: 'surveys',
      title: 'empty questions and blank thank-you texts are stored as sent',
      steps: [
        create(
          {
            name: 'Notebooks beta release survey',
            description: 'Get feedback on the new notebooks feature',
            type: 'popover',
            questions: [],
            appearance: { thankYouMessageHeader: ' ', thankYouMessageDescription: '' },
          },
          {
            status: 201,
            check: (json) => {
              const answer = json as { questions: unknown; appearance: unknown };
              expect(answer.questions).toEqual([]);
              expect(answer.appearance).toEqual({
                thankYouMessageHeader: ' ',
                thankYouMessageDescription: '',
              });
            },
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestMultipleChoiceQuestions::test_create_survey_has_open_choice`,
      area: 'surveys',
      title: 'a multiple-choice question keeps hasOpenChoice',
      steps: [
        create(
          {
            name: 'Notebooks beta release survey',
            type: 'popover',
            questions: [
              {
                type: 'multiple_choice',
                choices: ['Tutorials', 'Customer case studies', 'Product announcements', 'Other'],
                question: 'What can we do to improve our product?',
                buttonText: 'Submit',
                description: '',
                hasOpenChoice: true,
              },
            ],
          },
          { status: 201, body: { questions: [{ hasOpenChoice: true }] } },
        ),
      ],
    },
    {
      source: `${FILE}::TestMultipleChoiceQuestions::test_create_survey_with_shuffle_options`,
      area: 'surveys',
      title: 'a multiple-choice question keeps shuffleOptions',
      steps: [
        create(
          {
            name: 'Notebooks beta release survey',
            type: 'popover',
            questions: [
              {
                type: 'multiple_choice',
                choices: ['Tutorials', 'Customer case studies', 'Product announcements', 'Other'],
                question: 'What can we do to improve our product?',
                hasOpenChoice: true,
                shuffleOptions: true,
              },
            ],
          },
          { status: 201, body: { questions: [{ hasOpenChoice: true, shuffleOptions: true }] } },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_deleting_survey_does_not_delete_linked_flag`,
      area: 'surveys',
      title: 'deleting a survey leaves its linked flag',
      given: (server) => {
        server.saved.flag = givenFlag(server, 'early-access');
      },
      steps: [
        create({ name: 'Early access survey', type: 'popover', linked_flag_id: '{flag}' }),
        { method: 'DELETE', path: SURVEY, expect: { status: 204 } },
        { method: 'GET', path: '/api/projects/{team}/feature_flags/{flag}/', expect: { status: 200 } },
      ],
    },
  ],
  leftOut: [
    {
      source: `${FILE}::TestSurvey::test_create_survey_in_specific_folder`,
      area: 'surveys',
      reason:
        'asserts a FileSystem (project tree) row; the demo keeps no project tree and Surveyor sends no folder',
    },
    {
      source: `${FILE}::TestSurvey::test_update_survey_dates_calls_report_user_action`,
      area: 'surveys',
      reason:
        'asserts the analytics events report_user_action sends to PostHog itself, which no answer shows',
    },
  ],
};
