// posthog/api/test/test_team.py (team_api_test_factory, which TestProjectAPI inherits): the project
// actions Surveyor's project page calls: reset_token, is_generating_demo_data, add_product_intent and
// complete_product_onboarding. The field updates are in test-team.ts.
import { expect } from 'vitest';
import type { CaseFile } from '../conformance-case';
import { newestActivity, PROJECT, storedProject, TEST_TEAM as TEAM } from './support/team';

export const caseFile: CaseFile = {
  cases: [
    {
      source: `${TEAM}::test_reset_token`,
      area: 'projects',
      title: 'reset_token issues a new phc_ token and logs the change from the old one',
      given: (server) => {
        storedProject(server).api_token = 'xyz';
      },
      steps: [
        {
          method: 'PATCH',
          path: `${PROJECT}reset_token/`,
          expect: {
            status: 200,
            check: (json, server) => {
              const token = (json as { api_token: string }).api_token;
              expect(token).not.toBe('xyz');
              expect(token).toBe(storedProject(server).api_token);
              expect(token.startsWith('phc_')).toBe(true);
            },
          },
        },
        {
          method: 'GET',
          path: `${PROJECT}activity`,
          expect: {
            status: 200,
            check: newestActivity((server) => [
              {
                action: 'changed',
                after: storedProject(server).api_token,
                before: 'xyz',
                field: 'api_token',
                type: 'Team',
              },
            ]),
          },
        },
      ],
    },
    {
      source: `${TEAM}::test_is_generating_demo_data`,
      area: 'projects',
      title: 'is_generating_demo_data answers true while generating, then false',
      // The cache key the test sets: the demo counts the polls left before generation ends.
      given: (server) => {
        server.db.demoDataPolls[String(server.team)] = 1;
      },
      steps: [
        {
          method: 'GET',
          path: `${PROJECT}is_generating_demo_data/`,
          expect: { status: 200, body: { is_generating_demo_data: true } },
        },
        {
          method: 'GET',
          path: `${PROJECT}is_generating_demo_data/`,
          expect: { status: 200, body: { is_generating_demo_data: false } },
        },
      ],
    },
    {
      source: `${TEAM}::test_can_add_product_intent`,
      area: 'projects',
      title: 'add_product_intent answers 201 and records an intent not yet onboarded',
      steps: [
        {
          method: 'PATCH',
          path: `${PROJECT}add_product_intent/`,
          body: {
            product_type: 'product_analytics',
            intent_context: 'onboarding product selected - primary',
          },
          expect: {
            status: 201,
            check: (_, server) => {
              const intents = storedProject(server).product_intents ?? [];
              const intent = intents.find((item) => item.product_type === 'product_analytics');
              expect(intent).toBeDefined();
              expect(intent!.onboarding_completed_at).toBeNull();
            },
          },
        },
      ],
    },
    {
      source: `${TEAM}::test_can_update_product_intent_if_already_exists`,
      area: 'projects',
      title: 'add_product_intent for an existing intent keeps its creation and is not onboarded',
      given: (server) => {
        storedProject(server).product_intents = [
          {
            product_type: 'product_analytics',
            created_at: '2024-01-01T00:00:00Z',
            updated_at: '2024-01-01T00:00:00Z',
            onboarding_completed_at: null,
          },
        ];
      },
      steps: [
        {
          method: 'PATCH',
          path: `${PROJECT}add_product_intent/`,
          body: { product_type: 'product_analytics' },
          expect: {
            status: 201,
            check: (_, server) => {
              const intents = (storedProject(server).product_intents ?? []).filter(
                (item) => item.product_type === 'product_analytics',
              );
              expect(intents).toHaveLength(1);
              expect(intents[0]!.created_at).toBe('2024-01-01T00:00:00Z');
              expect(intents[0]!.updated_at).not.toBe('2024-01-01T00:00:00Z');
              expect(intents[0]!.onboarding_completed_at).toBeNull();
            },
          },
        },
      ],
    },
    {
      source: `${TEAM}::test_can_complete_product_onboarding`,
      area: 'projects',
      title: "complete_product_onboarding answers 200 and stamps the intent's onboarding",
      given: (server) => {
        storedProject(server).product_intents = [
          {
            product_type: 'product_analytics',
            created_at: '2024-01-01T00:00:00Z',
            updated_at: '2024-01-01T00:00:00Z',
            onboarding_completed_at: null,
          },
        ];
      },
      steps: [
        {
          method: 'PATCH',
          path: `${PROJECT}complete_product_onboarding/`,
          body: { product_type: 'product_analytics' },
          expect: {
            status: 200,
            check: (_, server) => {
              const intent = storedProject(server).product_intents?.find(
                (item) => item.product_type === 'product_analytics',
              );
              expect(intent?.onboarding_completed_at).toEqual(expect.any(String));
            },
          },
        },
      ],
    },
  ],
};
