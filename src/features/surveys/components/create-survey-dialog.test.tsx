// What a survey created from the "New survey" dialog gets: the shared new-survey start
// (entities/survey/model/new-survey.ts), the same as the editor's blank form, not a look of its own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { SurveyRecord } from '../../../contracts/survey';
import type { Written } from '../../../lib/api/client';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../../testing/render';
import { NEW_SURVEY_APPEARANCE } from '../../../entities/survey/model/new-survey';
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

describe('creating a survey from the dialog', () => {
  it('sends the new-survey appearance and partial responses on, and the server keeps them', async () => {
    const bodies = createBodies();
    const onCreated = vi.fn<(written: Written<SurveyRecord>, name: string) => void>();
    const { user } = renderWithProviders(
      <CreateSurveyDialog projectId={1} open onClose={() => {}} onCreated={onCreated} />,
    );
    await user.click(screen.getByRole('radio', { name: /Net promoter score/ }));
    await user.click(screen.getByRole('button', { name: 'Create survey' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());

    expect(bodies).toHaveLength(1);
    const body = await bodies[0]!;
    expect(body.appearance).toEqual(NEW_SURVEY_APPEARANCE);
    expect(body.enable_partial_responses).toBe(true);

    // What the created survey reads back as: PostHog's default look with a thank-you message.
    const [written, name] = onCreated.mock.calls[0]!;
    expect(name).toBe('Net promoter score (NPS)');
    expect(written.data?.survey).toMatchObject({
      enable_partial_responses: true,
      appearance: {
        backgroundColor: '#eeeded',
        submitButtonColor: 'black',
        position: 'right',
        displayThankYouMessage: true,
        thankYouMessageHeader: 'Thank you for your feedback!',
        whiteLabel: false,
        shuffleQuestions: false,
      },
    });
  });
});
