// On the demo backend, a walk-through answered to the end on the survey page is sent through the capture
// API as posthog-js sends it, and the demo's query API then finds it; in the editor (no respondent) nothing
// is sent.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Survey } from '@/contracts/survey';
import { call } from '@/mocks/test-api';
import { renderWithProviders } from '@/testing/render';
import SurveyFlowPanel from './survey-flow-panel';

async function openSurvey(): Promise<Survey> {
  const created = await call('POST', '/api/projects/1/surveys/', {
    name: 'Walk-through capture',
    type: 'popover',
    start_date: new Date().toISOString(),
    questions: [{ id: 'q-open', type: 'open', question: 'Anything to add?' }],
  });
  return created.json as unknown as Survey;
}

const sentFor = async (surveyId: string) =>
  (
    await call('POST', '/api/projects/1/query/', {
      query: {
        kind: 'EventsQuery',
        select: [
          'event',
          "getSurveyResponse(0, 'q-open')",
          'properties.$survey_submission_id',
          'properties.$survey_completed',
        ],
        where: [`properties.$survey_id = '${surveyId}'`],
        after: 'all',
        orderBy: ['timestamp ASC'],
      },
    })
  ).json!.results as unknown[][];

describe('the walk-through on the demo', () => {
  it('sends the answers as posthog-js would, so Results finds them', async () => {
    const survey = await openSurvey();
    const { user } = renderWithProviders(
      <SurveyFlowPanel survey={survey} respondent={{ projectId: 1, survey }} />,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'More charts');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'Your answers were sent to the demo as posthog-js sends them: see them in the Results tab.',
      ),
    ).toBeInTheDocument();
    const rows = await sentFor(survey.id);
    expect(rows.map((row) => row[0])).toEqual(['survey shown', 'survey sent']);
    expect(rows[1]).toEqual(['survey sent', 'More charts', expect.any(String), 'true']);
  }, 60_000);

  it('sends nothing without a respondent (the editor)', async () => {
    const survey = await openSurvey();
    const { user } = renderWithProviders(<SurveyFlowPanel survey={survey} />);
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'More charts');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByText(/sent to the demo/)).not.toBeInTheDocument();
    expect(await sentFor(survey.id)).toEqual([]);
  }, 60_000);
});
