// The Schedule tab's times, as a person sets them: a time the clocks skip is refused before anything is
// written, what the times mean on real PostHog (not exact; read at page load) is said where they are
// set, a window too short for PostHog's 2-minute runs is warned of, and an API survey is told which SDK
// calls keep to the schedule.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { db } from '@/mocks/db';
import { gateFlagKey } from '@/entities/survey/schedule/gate-flag';
import { renderRoute } from '@/testing/render';

const DRAFT = 'Legacy: null appearance keys';
/** The editor is the heaviest screen: it is given longer to open on a busy machine. */
const OPENING = { timeout: 12_000 };

const surveyNamed = (name: string) => db.surveys.find((candidate) => candidate.survey.name === name)!.survey;

async function openSchedule(name: string) {
  const survey = surveyNamed(name);
  const view = renderRoute(`/projects/1/surveys/${survey.id}/edit?tab=schedule`);
  await screen.findByRole('radiogroup', { name: 'Launch' }, OPENING);
  return { ...view, survey };
}

async function choose(user: ReturnType<typeof renderRoute>['user'], group: 'Launch' | 'Stop') {
  await user.click(
    within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', {
      name: 'At a date and time',
    }),
  );
}

const setTime = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

// Each test opens the editor and types into it: slow on a busy machine.
const SLOW = { timeout: 40_000 };

describe('the times of a schedule', () => {
  it(
    'refuses a launch the clocks skip, which would land after its stop, and writes nothing',
    SLOW,
    async () => {
      const { user, survey } = await openSchedule(DRAFT);
      await choose(user, 'Launch');
      await choose(user, 'Stop');
      // Berlin's clocks go from 02:00 to 03:00 on 28 March 2027.
      setTime('Launch at', '2027-03-28T02:30');
      setTime('Stop at', '2027-03-28T03:15');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText(
          '02:30 is missing on Sun 28 Mar in Europe/Berlin (the clocks go forward), so it would be 03:30: pick a time outside the clock change.',
        ),
      ).toBeInTheDocument();
      expect(db.featureFlags.some((stored) => stored.flag.key === gateFlagKey(survey.id))).toBe(false);
      expect(surveyNamed(DRAFT).start_date).toBeNull();
    },
  );

  it(
    'says the times are applied within 2 minutes and read at page load, and warns of a window under 5 minutes',
    SLOW,
    async () => {
      const { user } = await openSchedule(DRAFT);
      await choose(user, 'Launch');
      await choose(user, 'Stop');
      setTime('Launch at', '2027-06-01T09:00');
      setTime('Stop at', '2027-06-01T09:03');
      expect(
        await screen.findByText(
          /PostHog applies scheduled changes every 2 minutes, and posthog-js reads flags when a page loads/,
        ),
      ).toBeInTheDocument();
      expect(
        screen.getByText(/^This window is 3 minutes long: PostHog applies scheduled changes every 2 minutes/),
      ).toBeInTheDocument();
      expect(screen.queryByText(/switch on and off at these times/)).not.toBeInTheDocument();
      setTime('Stop at', '2027-06-01T10:00');
      expect(screen.queryByText(/^This window is/)).not.toBeInTheDocument();
    },
  );

  it('tells an API survey that only some SDK calls keep to the schedule', SLOW, async () => {
    const { user } = await openSchedule('Thumbs check');
    await choose(user, 'Stop');
    expect(
      await screen.findByText(
        /getActiveMatchingSurveys\(\) and displaySurvey\(\) check its gate flag, but getSurveys\(\) and renderSurvey\(\) do not/,
      ),
    ).toBeInTheDocument();
  });
});
