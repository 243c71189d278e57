// products/surveys/backend/api/test/test_survey.py: appearance (TestSurveyQuestionValidationWithEnterprise-
// Features), the HTML cleaner (test_nh3_clean_configuration), conditions with actions (TestSurveyWithActions)
// and hosted ("external") surveys (TestExternalSurveyValidation).
import { expect } from 'vitest';
import type { CaseFile, ConformanceCase } from '../../conformance-case';
import {
  create,
  givenFlag,
  givenOtherOrganizationProject,
  givenSurvey,
  TEST_SURVEY,
  update,
} from '../support/surveys';

const FILE = TEST_SURVEY;
const ENTERPRISE = `${FILE}::TestSurveyQuestionValidationWithEnterpriseFeatures`;
const EXTERNAL = `${FILE}::TestExternalSurveyValidation`;

const withAppearance = (
  source: string,
  title: string,
  appearance: Record<string, unknown>,
  expectation: ConformanceCase['steps'][number]['expect'],
): ConformanceCase => ({
  source,
  area: 'surveys',
  title,
  steps: [create({ name: 'Notebooks beta release survey', type: 'popover', appearance }, expectation)],
});

/** nh3_clean_with_allow_list, compared as the test compares it: with every space removed. */
const cleaned = (name: string, input: string, output: string): ConformanceCase => ({
  source: `${FILE}::test_nh3_clean_configuration[${name}]`,
  area: 'surveys',
  title: `the HTML cleaner writes ${name} back well-formed (applied to a thank-you message)`,
  steps: [
    create(
      { name: 'Cleaner', type: 'popover', appearance: { thankYouMessageDescription: input } },
      {
        status: 201,
        check: (json) =>
          expect(
            String(
              (json as { appearance: { thankYouMessageDescription: string } }).appearance
                .thankYouMessageDescription,
            ).replace(/ /g, ''),
          ).toBe(output.replace(/ /g, '')),
      },
    ),
  ],
});

const NESTED_DIVS = `
        <div style="display: flex; justify-content: center;">
                <div style="flex: 1;">
                    <img src="https://www.gardenhealth.com/wp-content/uploads/2019/09/hedgehog_octobergardeningjobs-768x768.webp" alt="Your Image" style="max-width: 100%; height: auto;   opacity: 1;">
                </div>
                <div style="flex: 3; padding:10px;">
                    <p>Help us stay sharp.</p>
        </div>
      `;
const NESTED_DIVS_CLOSED = `
        <div style="display: flex; justify-content: center;">
                <div style="flex: 1;">
                    <img src="https://www.gardenhealth.com/wp-content/uploads/2019/09/hedgehog_octobergardeningjobs-768x768.webp" alt="Your Image" style="max-width: 100%; height: auto;   opacity: 1;">
                </div>
                <div style="flex: 3; padding:10px;">
                    <p>Help us stay sharp.</p>
                </div>
        </div>`;

const TEST_FLAG_FILTERS = { groups: [{ properties: [], rollout_percentage: 50 }] };

export const caseFile: CaseFile = {
  cases: [
    withAppearance(
      `${ENTERPRISE}::test_create_survey_with_valid_thank_you_description_content_type`,
      'thankYouMessageDescriptionContentType text is kept',
      {
        thankYouMessageHeader: 'Thanks for your feedback!',
        thankYouMessageDescription: 'This is a thank you message',
        thankYouMessageDescriptionContentType: 'text',
      },
      { status: 201, body: { appearance: { thankYouMessageDescriptionContentType: 'text' } } },
    ),
    withAppearance(
      `${ENTERPRISE}::test_validate_thank_you_description_content_type`,
      'an unknown thankYouMessageDescriptionContentType is refused',
      {
        thankYouMessageHeader: 'Thanks for your feedback!',
        thankYouMessageDescription: 'This is a thank you message',
        thankYouMessageDescriptionContentType: 'text/html',
      },
      { status: 400, detail: "thankYouMessageDescriptionContentType must be one of ['text', 'html']" },
    ),
    withAppearance(
      `${ENTERPRISE}::test_create_survey_with_valid_thank_you_description_content_type_html`,
      'an html thank-you message keeps its allowed tags',
      {
        thankYouMessageHeader: 'Thanks for your feedback!',
        thankYouMessageDescription: '<b>This is a thank you message</b>',
        thankYouMessageDescriptionContentType: 'html',
      },
      {
        status: 201,
        body: {
          appearance: {
            thankYouMessageDescriptionContentType: 'html',
            thankYouMessageDescription: '<b>This is a thank you message</b>',
          },
        },
      },
    ),
    withAppearance(
      `${ENTERPRISE}::test_create_survey_with_survey_popup_delay`,
      'a popup delay is kept',
      { surveyPopupDelaySeconds: 6000 },
      { status: 201, body: { appearance: { surveyPopupDelaySeconds: 6000 } } },
    ),
    withAppearance(
      `${ENTERPRISE}::test_validate_survey_popup_delay`,
      'a negative popup delay is refused',
      { surveyPopupDelaySeconds: -100 },
      { status: 400, detail: 'Survey popup delay seconds must be a positive integer' },
    ),
    {
      source: `${ENTERPRISE}::test_create_survey_with_white_label`,
      area: 'surveys',
      title: 'white labelling is refused to an organization without the feature',
      given: async (server) => {
        server.saved.other = await givenOtherOrganizationProject(server);
      },
      steps: [
        {
          method: 'POST',
          path: '/api/projects/{other}/surveys/',
          body: {
            name: 'Notebooks beta release survey',
            type: 'popover',
            appearance: {
              thankYouMessageHeader: 'Thanks for your feedback!',
              thankYouMessageDescription: '<b>This is a thank you message</b>',
              thankYouMessageDescriptionContentType: 'html',
              whiteLabel: true,
            },
          },
          expect: { status: 400, detail: 'You need to upgrade to PostHog Enterprise to use white labelling' },
        },
      ],
    },
    cleaned('unclosed nested divs', NESTED_DIVS, NESTED_DIVS_CLOSED),
    cleaned('a single space', ' ', ' '),
    {
      source: `${FILE}::TestSurveyWithActions::test_can_use_actions_with_properties`,
      area: 'surveys',
      title: 'an action in the conditions is answered with its steps and their properties',
      given: (server) => {
        const id = 990_000 + server.team;
        server.db.actions.push({
          projectId: server.team,
          id,
          name: 'person subscribed',
          description: '',
          steps: [
            {
              event: '$pageview',
              url: 'docs',
              url_matching: 'contains',
              properties: [{ key: 'plan', value: 'pro', operator: 'exact' }],
            },
          ],
          deleted: false,
          created_at: new Date().toISOString(),
          last_calculated_at: null,
        });
        server.saved.action = id;
      },
      steps: [
        create(
          {
            name: 'Notebooks beta release survey',
            type: 'popover',
            conditions: { actions: { values: [{ name: 'person subscribed', id: '{action}' }] } },
            questions: [{ type: 'open', question: "What's a survey?" }],
          },
          {
            status: 201,
            body: {
              conditions: {
                actions: {
                  values: [
                    {
                      name: 'person subscribed',
                      steps: [{ properties: [{ key: 'plan', value: 'pro', operator: 'exact' }] }],
                    },
                  ],
                },
              },
            },
          },
        ),
      ],
    },
    {
      source: `${EXTERNAL}::test_update_survey_to_external_with_prohibited_fields_returns_validation_error`,
      area: 'surveys',
      title: 'turning a popover into a hosted survey with targeting is refused',
      given: (server) => {
        server.saved.flag = givenFlag(server, 'test-flag', TEST_FLAG_FILTERS);
        server.saved.survey = givenSurvey(server, {
          name: 'Regular Survey',
          type: 'popover',
          questions: [{ type: 'open', question: 'Test question' }],
        });
      },
      steps: [
        update(
          {
            type: 'external_survey',
            linked_flag_id: '{flag}',
            targeting_flag_filters: {
              groups: [
                {
                  properties: [{ key: 'email', value: '@test.com', operator: 'icontains', type: 'person' }],
                  rollout_percentage: 50,
                },
              ],
            },
            conditions: { url: 'https://different.com' },
            appearance: {
              backgroundColor: '#ffffff',
              surveyPopupDelaySeconds: 5,
              submitButtonColor: '#000000',
            },
          },
          { status: 400, detailIncludes: ['not allowed for external surveys'] },
        ),
      ],
    },
    {
      source: `${EXTERNAL}::test_create_external_survey_with_prohibited_fields_returns_validation_error`,
      area: 'surveys',
      title: 'a hosted survey with a linked flag, targeting and conditions is refused',
      given: (server) => {
        server.saved.flag = givenFlag(server, 'test-flag', TEST_FLAG_FILTERS);
      },
      steps: [
        create(
          {
            name: 'External Survey with Prohibited Fields',
            type: 'external_survey',
            questions: [{ type: 'open', question: 'What do you think?' }],
            linked_flag_id: '{flag}',
            targeting_flag_filters: {
              groups: [
                {
                  properties: [{ key: 'email', value: '@test.com', operator: 'icontains', type: 'person' }],
                  rollout_percentage: 50,
                },
              ],
            },
            conditions: { url: 'https://example.com', selector: '.test-button' },
            appearance: {
              backgroundColor: '#ffffff',
              surveyPopupDelaySeconds: 3,
              submitButtonColor: '#ff0000',
            },
          },
          { status: 400, detailIncludes: ['not allowed for external surveys'] },
        ),
      ],
    },
    {
      source: `${EXTERNAL}::test_create_external_survey_without_prohibited_fields_succeeds`,
      area: 'surveys',
      title: 'a hosted survey with colours only is created',
      steps: [
        create(
          {
            name: 'Valid External Survey',
            type: 'external_survey',
            questions: [{ type: 'open', question: 'What do you think?' }],
            appearance: { backgroundColor: '#ffffff', submitButtonColor: '#ff0000' },
          },
          {
            status: 201,
            body: {
              name: 'Valid External Survey',
              type: 'external_survey',
              appearance: { backgroundColor: '#ffffff', submitButtonColor: '#ff0000' },
            },
          },
        ),
      ],
    },
    {
      source: `${EXTERNAL}::test_external_survey_allows_empty_conditions`,
      area: 'surveys',
      title: 'a hosted survey accepts conditions whose fields are all empty',
      steps: [
        create(
          {
            name: 'External Survey with Empty Conditions',
            type: 'external_survey',
            questions: [{ type: 'open', question: 'What do you think?' }],
            conditions: {
              actions: { values: [] },
              events: { values: [] },
              deviceTypes: null,
              deviceTypesMatchType: null,
              linkedFlagVariant: null,
              seenSurveyWaitPeriodInDays: null,
              url: null,
              urlMatchType: null,
            },
          },
          { status: 201, body: { name: 'External Survey with Empty Conditions', type: 'external_survey' } },
        ),
      ],
    },
    {
      source: `${EXTERNAL}::test_external_survey_rejects_populated_conditions`,
      area: 'surveys',
      title: 'a hosted survey with a URL and an action is refused, naming both',
      steps: [
        create(
          {
            name: 'External Survey with Populated Conditions',
            type: 'external_survey',
            questions: [{ type: 'open', question: 'What do you think?' }],
            conditions: { url: 'https://example.com', actions: { values: [{ id: '123' }] } },
          },
          {
            status: 400,
            detailIncludes: ['condition fields are not allowed for external surveys', 'url', 'actions'],
          },
        ),
      ],
    },
    {
      source: `${EXTERNAL}::test_non_external_survey_preserves_fields`,
      area: 'surveys',
      title: 'a popover keeps its conditions, linked flag and popup delay',
      given: (server) => {
        server.saved.flag = givenFlag(server, 'test-flag', TEST_FLAG_FILTERS);
      },
      steps: [
        create(
          {
            name: 'Regular Survey Test',
            type: 'popover',
            questions: [{ type: 'open', question: 'What do you think?' }],
            linked_flag_id: '{flag}',
            conditions: { url: 'https://example.com' },
            appearance: { backgroundColor: '#ffffff', surveyPopupDelaySeconds: 5 },
          },
          {
            status: 201,
            body: { conditions: { url: 'https://example.com' }, appearance: { surveyPopupDelaySeconds: 5 } },
            check: (json, server) =>
              expect((json as { linked_flag: { id: number } }).linked_flag.id).toBe(server.saved.flag),
          },
        ),
      ],
    },
  ],
  leftOut: [
    {
      source: `${FILE}::TestSurveyWithActions::test_can_set_associated_actions`,
      area: 'surveys',
      reason: 'asserts the survey-to-action many-to-many table, which no API answer shows',
    },
    {
      source: `${FILE}::TestSurveyWithActions::test_can_remove_associated_actions`,
      area: 'surveys',
      reason: 'asserts the survey-to-action many-to-many table, which no API answer shows',
    },
    {
      source: `${FILE}::TestSurveyWithActions::test_can_clear_associated_actions`,
      area: 'surveys',
      reason: 'asserts the survey-to-action many-to-many table, which no API answer shows',
    },
  ],
};
