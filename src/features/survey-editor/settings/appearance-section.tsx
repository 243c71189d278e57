// Appearance: colours, position, thank-you message and behaviour toggles. The values are the API's
// appearance object itself, which the live preview renders as they change.
import { useWatch } from 'react-hook-form';
import { organizationFeatures } from '../../../contracts/organization';
import { useWorkingOrganization } from '../../../entities/organization/organization-query';
import { Alert, Box, Stack } from '@mui/material';
import {
  ColorInput,
  NumberInput,
  SectionHeading,
  SelectInput,
  SwitchField,
  TextInput,
  useSurveyType,
  type Option,
  SectionError,
} from './settings-fields';
import { MAX_POPUP_DELAY_SECONDS, type ColourKey, type SurveySettingsValues } from './settings-form';

const COLOURS: { key: ColourKey; label: string }[] = [
  { key: 'backgroundColor', label: 'Background colour' },
  { key: 'borderColor', label: 'Border colour' },
  { key: 'textColor', label: 'Text colour' },
  { key: 'submitButtonColor', label: 'Button colour' },
  { key: 'submitButtonTextColor', label: 'Button text colour' },
  { key: 'ratingButtonColor', label: 'Rating button colour' },
  { key: 'ratingButtonActiveColor', label: 'Selected rating colour' },
];

const POSITIONS: Option<string>[] = [
  { value: 'top_left', label: 'Top left' },
  { value: 'top_center', label: 'Top centre' },
  { value: 'top_right', label: 'Top right' },
  { value: 'middle_left', label: 'Middle left' },
  { value: 'middle_center', label: 'Middle centre' },
  { value: 'middle_right', label: 'Middle right' },
  { value: 'left', label: 'Bottom left' },
  { value: 'center', label: 'Bottom centre' },
  { value: 'right', label: 'Bottom right' },
];
/** AvailableFeature.WHITE_LABELLING. */
const WHITE_LABELLING = 'white_labelling';

const NEXT_TO_TRIGGER: Option<string> = { value: 'next_to_trigger', label: 'Next to the feedback button' };

const WIDGET_TYPES: Option<'button' | 'tab' | 'selector'>[] = [
  { value: 'tab', label: 'Tab on the edge of the page' },
  { value: 'button', label: 'Floating button' },
  { value: 'selector', label: 'My own element (CSS selector)' },
];

const CONTENT_TYPES: Option<'text' | 'html'>[] = [
  { value: 'text', label: 'Plain text' },
  { value: 'html', label: 'HTML' },
];

function WidgetOptions({ disabled }: { disabled?: boolean }) {
  const widgetType = useWatch<SurveySettingsValues, 'appearance.widgetType'>({
    name: 'appearance.widgetType',
  });
  return (
    <Stack spacing={1.5}>
      <SectionHeading description="How people open a feedback-button survey.">Feedback button</SectionHeading>
      <SelectInput
        name="appearance.widgetType"
        label="Opens from"
        options={WIDGET_TYPES}
        fallback="tab"
        disabled={disabled}
      />
      {widgetType === 'selector' ? (
        <TextInput
          name="appearance.widgetSelector"
          label="CSS selector of your element"
          placeholder="#feedback-button"
          helperText="The survey opens when this element is clicked."
          monospace
          disabled={disabled}
        />
      ) : (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextInput
            name="appearance.widgetLabel"
            label="Button label"
            placeholder="Feedback"
            fullWidth={false}
            disabled={disabled}
          />
          <ColorInput name="appearance.widgetColor" label="Button background" disabled={disabled} />
        </Stack>
      )}
    </Stack>
  );
}

function ThankYouFields({ disabled }: { disabled?: boolean }) {
  const shown = useWatch<SurveySettingsValues, 'appearance.displayThankYouMessage'>({
    name: 'appearance.displayThankYouMessage',
  });
  return (
    <Stack spacing={1.5}>
      <SectionHeading>Thank-you message</SectionHeading>
      <SwitchField
        name="appearance.displayThankYouMessage"
        label="Show a thank-you message after the last question"
        disabled={disabled}
      />
      {shown ? (
        <>
          <TextInput name="appearance.thankYouMessageHeader" label="Thank-you heading" disabled={disabled} />
          <TextInput
            name="appearance.thankYouMessageDescription"
            label="Thank-you text"
            multiline
            disabled={disabled}
          />
          <SelectInput
            name="appearance.thankYouMessageDescriptionContentType"
            label="Thank-you text format"
            options={CONTENT_TYPES}
            // The SDK renders the text as HTML unless it is marked as text.
            fallback="html"
            helperText="HTML is cleaned by PostHog: scripts and event handlers are removed."
            disabled={disabled}
          />
          <TextInput
            name="appearance.thankYouMessageCloseButtonText"
            label="Close button text"
            placeholder="Close"
            fullWidth={false}
            disabled={disabled}
          />
          <SwitchField
            name="appearance.autoDisappear"
            label="Close the thank-you message by itself after a few seconds"
            disabled={disabled}
          />
        </>
      ) : null}
    </Stack>
  );
}

export function AppearanceSection({ disabled }: { disabled?: boolean }) {
  const type = useSurveyType();
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
      {widget ? <WidgetOptions disabled={disabled} /> : null}
      <Stack spacing={1.5}>
        <SectionHeading description="Empty means PostHog's default. Any CSS colour works: #1d4aff, rgb(…), navy.">
          Colours
        </SectionHeading>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          {COLOURS.map(({ key, label }) => (
            <ColorInput key={key} name={`appearance.${key}`} label={label} disabled={disabled} fullWidth />
          ))}
        </Box>
      </Stack>
      <Stack spacing={1.5}>
        <SectionHeading>Layout and text</SectionHeading>
        {inApp ? (
          <SelectInput
            name="appearance.position"
            label="Position on the page"
            options={widget ? [...POSITIONS, NEXT_TO_TRIGGER] : POSITIONS}
            fallback="right"
            disabled={disabled}
          />
        ) : null}
        <TextInput
          name="appearance.placeholder"
          label="Placeholder of open-text answers"
          placeholder="Start typing..."
          disabled={disabled}
        />
      </Stack>
      <ThankYouFields disabled={disabled} />
      <Stack spacing={1.5}>
        <SectionHeading>Behaviour</SectionHeading>
        <SwitchField
          name="appearance.shuffleQuestions"
          label="Shuffle the order of questions"
          helperText="Not possible together with branching."
          disabled={disabled}
        />
        {type !== 'external_survey' ? (
          <NumberInput
            name="appearance.surveyPopupDelaySeconds"
            label="Delay before showing"
            unit="seconds"
            helperText={`Wait at least this long after the conditions match (0 to ${MAX_POPUP_DELAY_SECONDS}).`}
            width={260}
            disabled={disabled}
          />
        ) : null}
        <WhiteLabel disabled={disabled} />
      </Stack>
    </Stack>
  );
}

/**
 * Hiding PostHog's branding is a paid feature: validate_appearance refuses `whiteLabel: true` unless the
 * organization has WHITE_LABELLING ("You need to upgrade to PostHog Enterprise to use white labelling"),
 * and once a plan loses it, any appearance change of a survey that still hides the branding is refused.
 */
function WhiteLabel({ disabled }: { disabled?: boolean }) {
  const organization = useWorkingOrganization().data;
  const features = organization ? organizationFeatures(organization) : undefined;
  const on = Boolean(
    useWatch<SurveySettingsValues, 'appearance.whiteLabel'>({ name: 'appearance.whiteLabel' }),
  );
  const lacking = features !== undefined && !features.includes(WHITE_LABELLING);
  return (
    <Stack spacing={1}>
      <SwitchField
        name="appearance.whiteLabel"
        label="Hide PostHog branding"
        helperText={
          lacking
            ? 'Your organization’s plan does not include white labelling, which PostHog requires for this.'
            : 'PostHog accepts this only on plans with white labelling.'
        }
        // Turning it off stays possible: that is what unblocks a survey whose plan lost the feature.
        disabled={disabled || (lacking && !on)}
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
