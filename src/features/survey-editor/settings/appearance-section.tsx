// Appearance: colours, position, thank-you message and behaviour toggles. The values are the API's
// appearance object itself, which the live preview renders as they change.
import { useWatch } from 'react-hook-form';
import { organizationFeatures } from '@/contracts/organization';
import { useWorkingOrganization } from '@/entities/organization/organization-query';
import { Alert, Box, Stack } from '@mui/material';
import { SURVEY_POSITIONS } from '@/contracts/survey-settings';
import { FormColorField } from '@/components/form/form-color-field';
import { FormNumberField } from '@/components/form/form-number-field';
import { FormSelect, type SelectOption } from '@/components/form/form-select';
import { FormSwitch } from '@/components/form/form-switch';
import { FormTextField } from '@/components/form/form-text-field';
import { SectionError } from '@/components/form/section-error';
import { SectionHeading } from '@/components/form/section-heading';
import { APPEARANCE_FIELD_LABELS, COLOUR_KEYS, SUGGESTED_MAX_POPUP_DELAY_SECONDS } from './appearance';
import { suggestedRangeText } from './section-rules';
import type { SurveySettingsValues } from './settings-schema';
import { useSurveyType } from './use-survey-type';

/** The survey's colours (the feedback button's own is with the button's options). */
const COLOURS = COLOUR_KEYS.filter((key) => key !== 'widgetColor').map((key) => ({
  key,
  label: APPEARANCE_FIELD_LABELS[`appearance.${key}`],
}));

const POSITION_LABELS: Record<(typeof SURVEY_POSITIONS)[number], string> = {
  top_left: 'Top left',
  top_center: 'Top centre',
  top_right: 'Top right',
  middle_left: 'Middle left',
  middle_center: 'Middle centre',
  middle_right: 'Middle right',
  left: 'Bottom left',
  center: 'Bottom centre',
  right: 'Bottom right',
  next_to_trigger: 'Next to the feedback button',
};

/** Where a survey can sit; next to its trigger only for a feedback-button survey, which has one. */
const positions = (widget: boolean): SelectOption<string>[] =>
  SURVEY_POSITIONS.filter((position) => widget || position !== 'next_to_trigger').map((position) => ({
    value: position,
    label: POSITION_LABELS[position],
  }));

/** AvailableFeature.WHITE_LABELLING. */
const WHITE_LABELLING = 'white_labelling';

const WIDGET_TYPES: SelectOption<'button' | 'tab' | 'selector'>[] = [
  { value: 'tab', label: 'Tab on the edge of the page' },
  { value: 'button', label: 'Floating button' },
  { value: 'selector', label: 'My own element (CSS selector)' },
];

const CONTENT_TYPES: SelectOption<'text' | 'html'>[] = [
  { value: 'text', label: 'Plain text' },
  { value: 'html', label: 'HTML' },
];

function WidgetOptions() {
  const widgetType = useWatch<SurveySettingsValues, 'appearance.widgetType'>({
    name: 'appearance.widgetType',
  });
  return (
    <Stack spacing={1.5}>
      <SectionHeading description="How people open a feedback-button survey.">Feedback button</SectionHeading>
      <FormSelect name="appearance.widgetType" label="Opens from" options={WIDGET_TYPES} fallback="tab" />
      {widgetType === 'selector' ? (
        <FormTextField
          name="appearance.widgetSelector"
          size="small"
          fullWidth
          label="CSS selector of your element"
          placeholder="#feedback-button"
          helperText="The survey opens when this element is clicked."
          monospace
        />
      ) : (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <FormTextField
            name="appearance.widgetLabel"
            size="small"
            label="Button label"
            placeholder="Feedback"
          />
          <FormColorField name="appearance.widgetColor" label="Button background" />
        </Stack>
      )}
    </Stack>
  );
}

function ThankYouFields() {
  const shown = useWatch<SurveySettingsValues, 'appearance.displayThankYouMessage'>({
    name: 'appearance.displayThankYouMessage',
  });
  return (
    <Stack spacing={1.5}>
      <SectionHeading>Thank-you message</SectionHeading>
      <FormSwitch
        name="appearance.displayThankYouMessage"
        label="Show a thank-you message after the last question"
      />
      {shown ? (
        <>
          <FormTextField
            name="appearance.thankYouMessageHeader"
            size="small"
            fullWidth
            label="Thank-you heading"
          />
          <FormTextField
            name="appearance.thankYouMessageDescription"
            size="small"
            fullWidth
            minRows={2}
            label="Thank-you text"
            multiline
          />
          <FormSelect
            name="appearance.thankYouMessageDescriptionContentType"
            label="Thank-you text format"
            options={CONTENT_TYPES}
            // The SDK renders the text as HTML unless it is marked as text.
            fallback="html"
            helperText="HTML is cleaned by PostHog: scripts and event handlers are removed."
          />
          <FormTextField
            name="appearance.thankYouMessageCloseButtonText"
            size="small"
            label="Close button text"
            placeholder="Close"
          />
          <FormSwitch
            name="appearance.autoDisappear"
            label="Close the thank-you message by itself after a few seconds"
          />
        </>
      ) : null}
    </Stack>
  );
}

/**
 * posthog-js keeps the saved order while partial responses are on (`getDisplayOrderQuestions` returns
 * `survey.questions` when `survey.enable_partial_responses`, surveys-extension-utils.mjs in
 * @posthog/browser-common, 1.449.2), so the switch says so rather than promise shuffled questions.
 */
function ShuffleHelp() {
  const partial = useWatch<SurveySettingsValues, 'schedule.partialResponses'>({
    name: 'schedule.partialResponses',
  });
  return partial
    ? 'posthog-js does not shuffle questions while partial responses are on (Schedule → “Save partial responses”): respondents see the saved order. Not possible together with branching either.'
    : 'Not possible together with branching.';
}

export function AppearanceSection() {
  const type = useSurveyType();
  const delay = useWatch<SurveySettingsValues, 'appearance.surveyPopupDelaySeconds'>({
    name: 'appearance.surveyPopupDelaySeconds',
  });
  const widget = type === 'widget';
  const inApp = type !== 'api' && type !== 'external_survey';
  return (
    <Stack spacing={3}>
      <SectionError name="appearance" />
      {type === 'api' ? (
        <Alert severity="info" variant="outlined">
          API surveys are rendered by your own code: these settings only travel with the survey for you to
          use.
        </Alert>
      ) : null}
      {widget ? <WidgetOptions /> : null}
      <Stack spacing={1.5}>
        <SectionHeading description="Empty means PostHog's default. Any CSS colour works: #1d4aff, rgb(…), navy.">
          Colours
        </SectionHeading>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          {COLOURS.map(({ key, label }) => (
            <FormColorField key={key} name={`appearance.${key}`} label={label} fullWidth />
          ))}
        </Box>
      </Stack>
      <Stack spacing={1.5}>
        <SectionHeading>Layout and text</SectionHeading>
        {inApp ? (
          <FormSelect
            name="appearance.position"
            label="Position on the page"
            options={positions(widget)}
            fallback="right"
          />
        ) : null}
        <FormTextField
          name="appearance.placeholder"
          size="small"
          fullWidth
          label="Placeholder of open-text answers"
          placeholder="Start typing..."
        />
      </Stack>
      <ThankYouFields />
      <Stack spacing={1.5}>
        <SectionHeading>Behaviour</SectionHeading>
        <FormSwitch
          name="appearance.shuffleQuestions"
          label="Shuffle the order of questions"
          helperText={<ShuffleHelp />}
        />
        {type !== 'external_survey' ? (
          <FormNumberField
            name="appearance.surveyPopupDelaySeconds"
            label="Delay before showing"
            unit="seconds"
            helperText={suggestedRangeText(delay, {
              max: SUGGESTED_MAX_POPUP_DELAY_SECONDS,
              unit: 'seconds',
              text: `Wait at least this long after the conditions match (0 to ${SUGGESTED_MAX_POPUP_DELAY_SECONDS}).`,
            })}
            width={260}
          />
        ) : null}
        <WhiteLabel />
      </Stack>
    </Stack>
  );
}

/**
 * Hiding PostHog's branding is a paid feature: validate_appearance refuses `whiteLabel: true` unless the
 * organization has WHITE_LABELLING ("You need to upgrade to PostHog Enterprise to use white labelling"),
 * and once a plan loses it, any appearance change of a survey that still hides the branding is refused.
 */
function WhiteLabel() {
  const organization = useWorkingOrganization().data;
  const features = organization ? organizationFeatures(organization) : undefined;
  const on = Boolean(
    useWatch<SurveySettingsValues, 'appearance.whiteLabel'>({ name: 'appearance.whiteLabel' }),
  );
  const lacking = features !== undefined && !features.includes(WHITE_LABELLING);
  return (
    <Stack spacing={1}>
      <FormSwitch
        name="appearance.whiteLabel"
        label="Hide PostHog branding"
        helperText={
          lacking
            ? 'Your organization’s plan does not include white labelling, which PostHog requires for this.'
            : 'PostHog accepts this only on plans with white labelling.'
        }
        // Turning it off stays possible: that is what unblocks a survey whose plan lost the feature.
        disabled={lacking && !on}
      />
      {lacking && on ? (
        <Alert severity="warning" variant="outlined">
          This survey hides PostHog branding, which your organization’s plan no longer includes: PostHog
          refuses every change to the appearance while it is on. Turn it off to change anything else here.
        </Alert>
      ) : null}
    </Stack>
  );
}
