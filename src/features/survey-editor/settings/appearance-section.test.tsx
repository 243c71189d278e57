// The Shuffle switch's helper text follows the form: posthog-js keeps the order while partial responses
// are on, so the switch says so instead of promising shuffled questions.
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { readSurvey } from '@/contracts/survey';
import { renderWithProviders } from '@/testing/render';
import { AppearanceSection } from './appearance-section';
import { settingsToValues, type SurveySettingsValues } from './settings-schema';

function Harness({
  partial,
  onForm,
}: {
  partial: boolean;
  onForm: (form: UseFormReturn<SurveySettingsValues>) => void;
}) {
  const survey = readSurvey({
    id: 's',
    name: 'S',
    type: 'popover',
    enable_partial_responses: partial,
    appearance: { shuffleQuestions: true },
  }).value!.survey;
  const form = useForm<SurveySettingsValues>({
    defaultValues: { ...settingsToValues(survey), type: 'popover' } as SurveySettingsValues,
  });
  onForm(form);
  return (
    <FormProvider {...form}>
      <AppearanceSection />
    </FormProvider>
  );
}

describe('the Shuffle switch', () => {
  const shuffle = () => screen.getByRole('switch', { name: 'Shuffle the order of questions' });

  it('warns that partial responses keep the order, and stops once they are off', () => {
    let form: UseFormReturn<SurveySettingsValues> | undefined;
    renderWithProviders(<Harness partial onForm={(current) => (form = current)} />);
    expect(shuffle()).toHaveAccessibleDescription(
      /posthog-js does not shuffle questions while partial responses are on/,
    );
    act(() => form!.setValue('schedule.partialResponses', false));
    expect(shuffle()).toHaveAccessibleDescription('Not possible together with branching.');
  });
});
