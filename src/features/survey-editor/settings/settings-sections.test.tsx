// The four settings sections mounted in one react-hook-form form, as the editor mounts them, against the mock.
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FormProvider, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { readSurvey, type Survey } from '@/contracts/survey';
import { defaultConnection } from '@/lib/api/backend';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { buildSeed, SEED_BASE_DATE } from '@/mocks/seed';
import { renderWithProviders } from '@/testing/render';
import { AppearanceSection } from './appearance-section';
import { DisplayConditionsSection } from './display-conditions-section';
import { ScheduleSection } from './schedule-section';
import {
  checkSurveySettings,
  settingsToBody,
  settingsToValues,
  surveySettingsFields,
  type SurveySettingsValues,
} from './settings-schema';
import { TargetingSection } from './targeting-section';

const NOW = new Date(SEED_BASE_DATE);
/** The settings rules with the survey's type, as the editor's schema has them. */
const settingsWithType = surveySettingsFields
  .safeExtend({ type: z.string() })
  .superRefine((values, ctx) => checkSurveySettings(values, ctx));

interface HarnessProps {
  survey: Survey | null;
  type?: string;
  onValid: (values: SurveySettingsValues) => void;
  onForm?: (form: UseFormReturn<SurveySettingsValues>) => void;
  /** Default: all four sections. */
  sections?: ReactNode;
}

/** The four sections in one form, as the editor mounts them (the editor adds `type`, read by the sections). */
function Harness({ survey, type = 'popover', onValid, onForm, sections }: HarnessProps) {
  const form = useForm<SurveySettingsValues>({
    resolver: zodResolver(settingsWithType) as unknown as Resolver<SurveySettingsValues>,
    defaultValues: { ...settingsToValues(survey, { now: NOW }), type } as SurveySettingsValues,
  });
  onForm?.(form);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        {sections ?? (
          <>
            <ScheduleSection projectId={1} surveyId={null} />
            <AppearanceSection />
            <DisplayConditionsSection />
            <TargetingSection projectId={1} />
          </>
        )}
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

const seeded = (name: string) =>
  readSurvey(buildSeed().surveys.find((stored) => stored.survey.name === name)!.survey).value!.survey;

describe('settings sections', () => {
  it('schedule: a hosted survey opens on a date, others launch at a date and time through a gate; "when I save" launches and stops on save', async () => {
    const onValid = vi.fn();
    const popover = renderWithProviders(
      <Harness
        survey={null}
        onValid={onValid}
        sections={<ScheduleSection projectId={1} surveyId={null} />}
      />,
    );
    const launch = screen.getByRole('radiogroup', { name: 'Launch' });
    expect(
      within(launch)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Not yet: I will launch it later', 'When I save', 'At a date and time']);
    await popover.user.click(within(launch).getByRole('radio', { name: 'When I save' }));
    expect(screen.getByText(/Saving launches the survey/)).toBeInTheDocument();
    await popover.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(settingsToBody(onValid.mock.calls[0]![0] as SurveySettingsValues, { now: NOW })).toMatchObject({
      start_date: NOW.toISOString(),
      end_date: null,
    });
    popover.unmount();

    const onHosted = vi.fn();
    const hosted = renderWithProviders(
      <Harness
        survey={null}
        type="external_survey"
        onValid={onHosted}
        sections={<ScheduleSection projectId={1} surveyId={null} />}
      />,
    );
    await hosted.user.click(screen.getByRole('radio', { name: 'Open the hosted page on a date and time' }));
    await hosted.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose the date and time to open on.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Open on'), { target: { value: '2040-06-02T10:00' } });
    await hosted.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onHosted).toHaveBeenCalled());
    expect(settingsToBody(onHosted.mock.calls[0]![0] as SurveySettingsValues, { now: NOW })).toMatchObject({
      start_date: new Date('2040-06-02T10:00').toISOString(),
    });
  }, 30_000);

  it('schedule: a running survey stops when saved; a stored end date is kept or cleared to resume', async () => {
    const onValid = vi.fn();
    const running = readSurvey({ id: 'r', name: 'R', type: 'popover', start_date: '2026-01-01T00:00:00Z' })
      .value!.survey;
    const view = renderWithProviders(
      <Harness
        survey={running}
        onValid={onValid}
        sections={<ScheduleSection projectId={1} surveyId={null} />}
      />,
    );
    const stop = screen.getByRole('radiogroup', { name: 'Stop' });
    await view.user.click(within(stop).getByRole('radio', { name: 'When I save' }));
    expect(screen.getByText(/Saving stops the survey/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(settingsToBody(onValid.mock.calls[0]![0] as SurveySettingsValues, { now: NOW }).end_date).toBe(
      NOW.toISOString(),
    );
    view.unmount();

    const legacy = readSurvey({
      id: 'l',
      name: 'L',
      type: 'popover',
      start_date: '2026-01-01T00:00:00Z',
      end_date: '2099-01-01T00:00:00Z',
    }).value!.survey;
    renderWithProviders(
      <Harness
        survey={legacy}
        onValid={vi.fn()}
        sections={<ScheduleSection projectId={1} surveyId={null} />}
      />,
    );
    expect(screen.getByRole('radio', { name: /^Stopped on .* \(kept\)$/ })).toBeChecked();
    expect(
      screen.getByText(/already stopped: PostHog treats any end date as stopped now/),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Resume it when I save' })).toBeInTheDocument();
  }, 30_000);

  it('mounting the sections leaves an untouched survey’s body as it was', async () => {
    for (const name of ['Three-point pulse', 'Beta feedback', 'Checkout satisfaction (CSAT)']) {
      const survey = seeded(name);
      let form: UseFormReturn<SurveySettingsValues> | undefined;
      const view = renderWithProviders(
        <Harness
          survey={survey}
          type={survey.type}
          onValid={vi.fn()}
          onForm={(current) => (form = current)}
        />,
      );
      await screen.findByText(/Who can see this survey/);
      const before = settingsToBody(settingsToValues(survey, { now: NOW }), { now: NOW });
      expect(JSON.stringify(settingsToBody(form!.getValues(), { now: NOW })), name).toBe(
        JSON.stringify(before),
      );
      view.unmount();
    }
  }, 40_000);

  it('the flag picker lists the seeded flags; picking a multivariate flag offers its variants', async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(
      <Harness survey={null} onValid={onValid} sections={<TargetingSection projectId={1} />} />,
    );
    const picker = screen.getByRole('combobox', { name: 'Linked feature flag' });
    await user.click(picker);
    expect(await screen.findByRole('option', { name: /beta-program/ })).toBeInTheDocument();
    fireEvent.change(picker, { target: { value: 'check' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: /new-checkout/ }));
    await user.click(screen.getByRole('combobox', { name: 'Variant' }));
    await user.click(await screen.findByRole('option', { name: 'test' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    const body = settingsToBody(onValid.mock.calls[0]![0] as SurveySettingsValues, { now: NOW });
    expect(body.linked_flag_id).toBe(1001);
    expect(body.conditions).toEqual({ linkedFlagVariant: 'test' });
  }, 30_000);

  it('without feature_flag:read the flag is typed by id, and says why', async () => {
    resetConnectionForTests({ ...defaultConnection, apiKey: 'phx_demo_read' });
    renderWithProviders(
      <Harness survey={null} onValid={vi.fn()} sections={<TargetingSection projectId={1} />} />,
    );
    expect(await screen.findByText(/Feature flags could not be listed/)).toHaveTextContent(
      "missing the 'feature_flag:read' scope",
    );
    expect(screen.getByRole('textbox', { name: 'Linked feature flag ID' })).toBeInTheDocument();
  });

  it('appearance and targeting: colour and group errors beside their fields; the shuffle switch shows the editor’s error; removing the flag', async () => {
    const onValid = vi.fn();
    let form: UseFormReturn<SurveySettingsValues> | undefined;
    const { user } = renderWithProviders(
      <Harness
        survey={seeded('Beta feedback')}
        onValid={onValid}
        onForm={(current) => (form = current)}
        sections={
          <>
            <AppearanceSection />
            <TargetingSection projectId={1} />
          </>
        }
      />,
    );
    const background = screen.getByRole('textbox', { name: 'Background colour' });
    fireEvent.change(background, { target: { value: 'blurple' } });
    await user.click(screen.getByRole('button', { name: 'Remove condition 1 of group 1' }));
    // No property and no rollout limit: the group would target everyone.
    await user.clear(screen.getByRole('textbox', { name: 'Roll out to (group 1)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a CSS colour, e.g. #1d4aff, rgb(29 74 255) or navy.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Roll out to (group 1)' })).toHaveAccessibleDescription(
      /targets everyone/,
    );

    act(() => form!.setError('appearance.shuffleQuestions', { message: 'Not with branching.' }));
    expect(
      screen.getByRole('switch', { name: 'Shuffle the order of questions' }),
    ).toHaveAccessibleDescription('Not with branching.');

    fireEvent.change(background, { target: { value: '' } });
    await user.click(screen.getByRole('radio', { name: 'Everyone who matches the display conditions' }));
    expect(screen.getByText(/Saving deletes the targeting flag/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    const body = settingsToBody(onValid.mock.calls[0]![0] as SurveySettingsValues, { now: NOW });
    expect(body.remove_targeting_flag).toBe(true);
    expect(body).not.toHaveProperty('targeting_flag_filters');
    expect(body.appearance).not.toHaveProperty('backgroundColor');
  }, 30_000);
});

describe('white labelling (validate_appearance: a paid feature)', () => {
  const withoutWhiteLabelling = () =>
    server.use(
      http.get('/api/organizations/@current', () =>
        HttpResponse.json({ id: 'o', name: 'Free plan org', available_product_features: [] }),
      ),
    );

  it('offers to hide the branding only on a plan that has it', async () => {
    withoutWhiteLabelling();
    renderWithProviders(<Harness survey={null} onValid={vi.fn()} sections={<AppearanceSection />} />);
    expect(
      await screen.findByText(
        'Your organization’s plan does not include white labelling, which PostHog requires for this.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Hide PostHog branding' })).toBeDisabled();
  });

  it('a survey that still hides it can turn it off, and is told why other changes fail', async () => {
    withoutWhiteLabelling();
    const branded = readSurvey({ id: 'w', name: 'W', type: 'popover', appearance: { whiteLabel: true } })
      .value!.survey;
    renderWithProviders(<Harness survey={branded} onValid={vi.fn()} sections={<AppearanceSection />} />);
    expect(
      await screen.findByText(/refuses every change to the appearance while it is on/),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Hide PostHog branding' })).toBeEnabled();
  });
});
