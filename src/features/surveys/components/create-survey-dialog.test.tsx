// What a survey created from the "New survey" dialog gets: the shared new-survey start
// (entities/survey/model/new-survey.ts), the same as the editor's blank form, not a look of its own:
// PostHog's defaults under the project's default theme, and no styling nobody chose.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { SurveyRecord } from '@/contracts/survey';
import type { Written } from '@/lib/api/client';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/testing/render';
import { newSurveyAppearance, STYLING_KEYS } from '@/entities/survey/model/new-survey';
import { CreateSurveyDialog } from './create-survey-dialog';

afterEach(() => server.events.removeAllListeners());

/** The JSON bodies of the POSTs that create a survey. */
function createBodies() {
  const bodies: Promise<Record<string, unknown>>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && /\/surveys\/?$/.test(new URL(request.url).pathname))
      bodies.push(request.clone().json() as Promise<Record<string, unknown>>);
  });
  return bodies;
}

/** Creates a survey from the NPS template in `projectId`; the POST body and what the server answered. */
async function createNps(projectId: number) {
  const bodies = createBodies();
  const onCreated = vi.fn<(written: Written<SurveyRecord>, name: string) => void>();
  const { user } = renderWithProviders(
    <CreateSurveyDialog projectId={projectId} open onClose={() => {}} onCreated={onCreated} />,
  );
  await user.click(screen.getByRole('radio', { name: /Net promoter score/ }));
  await user.click(screen.getByRole('button', { name: 'Create survey' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
  expect(bodies).toHaveLength(1);
  const [written, name] = onCreated.mock.calls[0]!;
  expect(name).toBe('Net promoter score (NPS)');
  return { body: await bodies[0]!, survey: written.data!.survey };
}

describe('creating a survey from the dialog', () => {
  it('sends PostHog’s look with partial responses on, and no styling nobody chose', async () => {
    const { body, survey } = await createNps(1);
    expect(body.appearance).toEqual(newSurveyAppearance(null));
    // Not PostHog's defaults: a text colour of Surveyor's own and "right" (DEFAULT_SURVEY_APPEARANCE has
    // no text colour and "bottom-right"), which a plan without survey styling may be refused.
    for (const key of STYLING_KEYS) expect(body.appearance, key).not.toHaveProperty(key);
    expect(body.enable_partial_responses).toBe(true);
    expect(survey).toMatchObject({
      enable_partial_responses: true,
      appearance: {
        displayThankYouMessage: true,
        thankYouMessageHeader: 'Thank you for your feedback!',
        whiteLabel: false,
        shuffleQuestions: false,
      },
    });
  });

  it('starts from the project’s default theme (survey_config.appearance), as PostHog’s UI does', async () => {
    // Acme Mobile (project 2) has a theme in the demo.
    const { body, survey } = await createNps(2);
    const theme = {
      backgroundColor: '#eef2ff',
      borderColor: '#1d4aff',
      submitButtonColor: '#1d4aff',
      ratingButtonActiveColor: '#1d4aff',
      position: 'left',
    };
    expect(body.appearance).toMatchObject({
      ...theme,
      thankYouMessageHeader: 'Thank you for your feedback!',
    });
    expect(
      Object.keys(body.appearance as object)
        .filter((key) => STYLING_KEYS.includes(key as never))
        .sort(),
    ).toEqual(Object.keys(theme).sort());
    expect(survey.appearance).toMatchObject(theme);
  });
});
