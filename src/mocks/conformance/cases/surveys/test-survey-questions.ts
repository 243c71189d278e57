// products/surveys/backend/api/test/test_survey.py: question validation (TestSurveyQuestionValidation,
// TestSurveyQuestionValidationWithEnterpriseFeatures), branching with shuffling.
import { expect } from 'vitest';
import type { CaseFile, ConformanceCase } from '../../conformance-case';
import { create, givenSurvey, TEST_SURVEY, update } from '../support/surveys';

const FILE = TEST_SURVEY;
const VALIDATION = `${FILE}::TestSurveyQuestionValidation`;
const ENTERPRISE = `${FILE}::TestSurveyQuestionValidationWithEnterpriseFeatures`;

/** A create of one survey with `questions` that the server refuses with `detail`. */
const refused = (source: string, title: string, questions: unknown, detail: string): ConformanceCase => ({
  source,
  area: 'surveys',
  title,
  steps: [
    create({ name: 'Notebooks beta release survey', type: 'popover', questions }, { status: 400, detail }),
  ],
});

/** A create the server refuses with a detail containing `part`. */
const refusedIncluding = (source: string, title: string, body: Record<string, unknown>, part: string) => ({
  source,
  area: 'surveys' as const,
  title,
  steps: [create({ name: 'Survey', type: 'popover', ...body }, { status: 400, detailIncludes: [part] })],
});

const SHUFFLE_BRANCHING = 'Question shuffling and question branching cannot be used together';

export const caseFile: CaseFile = {
  cases: [
    {
      source: `${VALIDATION}::test_create_validate_link_url_scheme`,
      area: 'surveys',
      title: 'a javascript: link is refused',
      steps: [
        create(
          {
            name: 'survey without targeting',
            type: 'popover',
            questions: [{ type: 'link', link: 'javascript:alert(1)', question: '<b>What</b> do you think?' }],
          },
          { status: 400, detail: 'Link must be a URL with one of these schemes: [https, mailto]' },
        ),
      ],
    },
    refused(
      `${VALIDATION}::test_create_validate_link_mailto`,
      'a mailto link that is not an address is refused',
      [{ type: 'link', link: 'mailto:#@%^%#$@#$@#.com', question: '<b>What</b> do you think?' }],
      'Invalid mailto link. Please enter a valid mailto link (e.g., mailto:example@domain.com).',
    ),
    {
      source: `${VALIDATION}::test_update_validate_link_https_url`,
      area: 'surveys',
      title: 'an https link without a host is refused on update',
      steps: [
        create({ name: 'survey without targeting', type: 'popover' }),
        update(
          {
            name: 'Notebooks beta release survey',
            type: 'popover',
            questions: [{ type: 'link', link: 'https://#.com', question: '<b>What</b> do you think?' }],
          },
          { status: 400, detail: 'Invalid HTTPS URL. Please enter a valid HTTPS link.' },
        ),
      ],
    },
    {
      source: `${VALIDATION}::test_validate_thank_you_with_invalid_type`,
      area: 'surveys',
      title: 'appearance that is not an object is refused',
      steps: [
        create(
          { name: 'Notebooks beta release survey', type: 'popover', appearance: 'invalid' },
          { status: 400, detail: 'Appearance must be an object' },
        ),
      ],
    },
    refused(
      `${VALIDATION}::test_validate_question_with_missing_text`,
      'a question without text is refused',
      [{ type: 'open' }],
      'Question text is required',
    ),
    refused(
      `${VALIDATION}::test_validate_malformed_questions`,
      'questions as an empty string are refused',
      '',
      'Questions must be a list of objects',
    ),
    refused(
      `${VALIDATION}::test_validate_malformed_questions_as_string`,
      'questions as a string are refused',
      'this is my question',
      'Questions must be a list of objects',
    ),
    refused(
      `${VALIDATION}::test_validate_malformed_questions_as_array_of_strings`,
      'questions as a list of strings are refused',
      ['this is my question'],
      'Questions must be a list of objects',
    ),
    refused(
      `${VALIDATION}::test_validate_malformed_question_choices_as_string`,
      'choices as a string are refused',
      [
        {
          question: 'this is my question',
          type: 'multiple_choice',
          choices: 'these are my question choices',
        },
      ],
      'Question choices must be a list of strings',
    ),
    refused(
      `${VALIDATION}::test_validate_malformed_question_choices_as_array_of_empty_strings`,
      'empty choices are refused',
      [{ question: 'this is my question', type: 'multiple_choice', choices: ['', ''] }],
      'Question choices cannot be empty',
    ),
    refusedIncluding(
      `${VALIDATION}::test_validate_shuffling_with_branching_on_create`,
      'shuffled questions cannot branch (create)',
      {
        appearance: { shuffleQuestions: true },
        questions: [
          {
            type: 'rating',
            question: 'How likely are you to recommend us?',
            scale: 10,
            branching: {
              type: 'response_based',
              responseValues: { promoters: 'end', passives: 'end', detractors: 'specific_question' },
              index: 1,
            },
          },
          { type: 'open', question: 'What can we improve?' },
        ],
      },
      SHUFFLE_BRANCHING,
    ),
    {
      source: `${VALIDATION}::test_validate_shuffling_with_branching_on_update`,
      area: 'surveys',
      title: 'a survey with branching cannot switch shuffling on',
      given: (server) => {
        server.saved.survey = givenSurvey(server, {
          name: 'Test Survey',
          type: 'popover',
          questions: [{ type: 'rating', question: 'How likely?', scale: 10, branching: { type: 'end' } }],
        });
      },
      steps: [
        update(
          { appearance: { shuffleQuestions: true } },
          { status: 400, detailIncludes: [SHUFFLE_BRANCHING] },
        ),
      ],
    },
    {
      source: `${VALIDATION}::test_validate_branching_with_shuffling_on_update_questions`,
      area: 'surveys',
      title: 'a shuffled survey cannot gain branching questions',
      given: (server) => {
        server.saved.survey = givenSurvey(server, {
          name: 'Test Survey',
          type: 'popover',
          appearance: { shuffleQuestions: true },
          questions: [{ type: 'open', question: 'What do you think?' }],
        });
      },
      steps: [
        update(
          { questions: [{ type: 'rating', question: 'How likely?', scale: 10, branching: { type: 'end' } }] },
          { status: 400, detailIncludes: [SHUFFLE_BRANCHING] },
        ),
      ],
    },
    {
      source: `${VALIDATION}::test_shuffling_without_branching_is_allowed`,
      area: 'surveys',
      title: 'shuffling without branching is kept',
      steps: [
        create(
          {
            name: 'Survey with just shuffling',
            type: 'popover',
            appearance: { shuffleQuestions: true },
            questions: [
              { type: 'open', question: 'Question 1' },
              { type: 'open', question: 'Question 2' },
            ],
          },
          { status: 201, body: { appearance: { shuffleQuestions: true } } },
        ),
      ],
    },
    {
      source: `${VALIDATION}::test_branching_without_shuffling_is_allowed`,
      area: 'surveys',
      title: 'branching without shuffling is kept',
      steps: [
        create(
          {
            name: 'Survey with just branching',
            type: 'popover',
            questions: [{ type: 'rating', question: 'How likely?', scale: 10, branching: { type: 'end' } }],
          },
          { status: 201, body: { questions: [{ branching: { type: 'end' } }] } },
        ),
      ],
    },
    {
      source: `${ENTERPRISE}::test_create_survey_with_valid_question_description_content_type`,
      area: 'surveys',
      title: 'descriptionContentType text is kept',
      steps: [
        create(
          {
            name: 'Notebooks beta release survey',
            type: 'popover',
            questions: [
              {
                type: 'open',
                question: "What's a survey?",
                description: 'A description',
                descriptionContentType: 'text',
              },
            ],
          },
          { status: 201, body: { questions: [{ descriptionContentType: 'text' }] } },
        ),
      ],
    },
    refused(
      `${ENTERPRISE}::test_validate_question_description_content_type`,
      'an unknown descriptionContentType is refused',
      [
        {
          type: 'open',
          question: "What's a survey?",
          description: 'A description',
          descriptionContentType: 'text/html',
        },
      ],
      "Question descriptionContentType must be one of ['text', 'html']",
    ),
    {
      source: `${ENTERPRISE}::test_create_survey_with_valid_question_description_content_type_html`,
      area: 'surveys',
      title: 'an html description keeps its allowed tags',
      steps: [
        create(
          {
            name: 'Notebooks beta release survey',
            type: 'popover',
            questions: [
              {
                type: 'open',
                question: "What's a survey?",
                description: '<b>This is a description</b>',
                descriptionContentType: 'html',
              },
            ],
          },
          {
            status: 201,
            body: {
              questions: [{ descriptionContentType: 'html', description: '<b>This is a description</b>' }],
            },
          },
        ),
      ],
    },
    {
      source: `${ENTERPRISE}::test_create_survey_with_valid_validation_rules`,
      area: 'surveys',
      title: 'min and max length rules are kept',
      steps: [
        create(
          {
            name: 'Survey with validation',
            type: 'popover',
            questions: [
              {
                type: 'open',
                question: "What's your feedback?",
                validation: [
                  { type: 'min_length', value: 5 },
                  { type: 'max_length', value: 100 },
                ],
              },
            ],
          },
          {
            status: 201,
            check: (json) =>
              expect(
                (json as { questions: { validation: unknown[] }[] }).questions[0]!.validation,
              ).toMatchObject([
                { type: 'min_length', value: 5 },
                { type: 'max_length', value: 100 },
              ]),
          },
        ),
      ],
    },
    refusedIncluding(
      `${ENTERPRISE}::test_validate_validation_rules_invalid_type`,
      'an unknown validation rule type is refused',
      {
        questions: [{ type: 'open', question: "What's your name?", validation: [{ type: 'invalid_type' }] }],
      },
      'Validation rule type must be one of',
    ),
    refusedIncluding(
      `${ENTERPRISE}::test_validate_validation_rules_negative_value`,
      'a negative min_length is refused',
      {
        questions: [
          { type: 'open', question: "What's your name?", validation: [{ type: 'min_length', value: -5 }] },
        ],
      },
      'must be a positive integer',
    ),
    refused(
      `${ENTERPRISE}::test_validate_validation_rules_not_a_list`,
      'validation that is not a list is refused',
      [{ type: 'open', question: "What's your name?", validation: { type: 'email' } }],
      'Question validation must be a list of validation rules',
    ),
    refused(
      `${ENTERPRISE}::test_validate_validation_rules_rule_not_object`,
      'a validation rule that is not an object is refused',
      [{ type: 'open', question: "What's your name?", validation: ['email'] }],
      'Each validation rule must be an object',
    ),
    refused(
      `${ENTERPRISE}::test_validate_validation_rules_min_greater_than_max`,
      'min_length above max_length is refused',
      [
        {
          type: 'open',
          question: "What's your feedback?",
          validation: [
            { type: 'min_length', value: 100 },
            { type: 'max_length', value: 50 },
          ],
        },
      ],
      'Minimum length cannot be greater than maximum length',
    ),
  ],
};
