// Display conditions: on which pages, elements and devices an in-app survey shows, after which events,
// and how long to wait after another survey. Hosted surveys are opened by link, so none of this applies.
import { useId } from 'react';
import { useController } from 'react-hook-form';
import {
  Alert,
  Autocomplete,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import { operatorOptions } from '@/contracts/property-operators';
import { deviceType, type UrlMatchType } from '@/contracts/survey-settings';
import { useFieldDisabled } from '@/components/form/fields-disabled';
import { FormNumberField } from '@/components/form/form-number-field';
import { FormSelect, type SelectOption } from '@/components/form/form-select';
import { FormSwitch } from '@/components/form/form-switch';
import { FormTextField } from '@/components/form/form-text-field';
import { SectionError } from '@/components/form/section-error';
import { SectionHeading } from '@/components/form/section-heading';
import type { SurveySettingsValues } from './settings-schema';
import { useSurveyType } from './use-survey-type';

const MATCH_TYPES: SelectOption<UrlMatchType>[] = operatorOptions([
  'icontains',
  'not_icontains',
  'exact',
  'is_not',
  'regex',
  'not_regex',
]);

function DeviceTypes() {
  const { field, fieldState } = useController<SurveySettingsValues, 'conditions.deviceTypes'>({
    name: 'conditions.deviceTypes',
  });
  const disabled = useFieldDisabled(false, field);
  const labelId = useId();
  const chosen = field.value;
  return (
    <FormControl component="fieldset" disabled={disabled} error={Boolean(fieldState.error)}>
      <FormLabel component="legend" id={labelId}>
        Devices (none ticked: every device)
      </FormLabel>
      <FormGroup row aria-labelledby={labelId}>
        {deviceType.options.map((device) => (
          <FormControlLabel
            key={device}
            label={device}
            control={
              <Checkbox
                checked={chosen.includes(device)}
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? deviceType.options.filter((option) => option === device || chosen.includes(option))
                      : chosen.filter((option) => option !== device),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
}

function EventTriggers() {
  const { field } = useController<SurveySettingsValues, 'conditions.events.values'>({
    name: 'conditions.events.values',
  });
  const disabled = useFieldDisabled(false, field);
  const events = field.value;
  return (
    <Stack spacing={1}>
      <Autocomplete
        multiple
        freeSolo
        options={[] as string[]}
        value={events.map((event) => event.name)}
        disabled={disabled}
        onBlur={field.onBlur}
        onChange={(_, names) => {
          const unique = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
          // Keep what each event already carried (property filters…) when the list is edited.
          field.onChange(unique.map((name) => events.find((event) => event.name === name) ?? { name }));
        }}
        renderValue={(names, getItemProps) =>
          names.map((name, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={name} size="small" {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="Show after these events"
            placeholder={events.length ? '' : 'e.g. checkout completed'}
            helperText="Type an event name and press Enter. None: the survey shows without a trigger."
            size="small"
          />
        )}
      />
      {events.length ? (
        <FormSwitch
          name="conditions.events.repeatedActivation"
          label="Show every time one of these events happens"
          helperText="Otherwise the survey shows once, the first time an event happens."
        />
      ) : null}
    </Stack>
  );
}

export function DisplayConditionsSection() {
  const type = useSurveyType();
  if (type === 'external_survey') {
    return (
      <Alert severity="info" variant="outlined">
        Hosted surveys are opened by their link, so display conditions do not apply (PostHog refuses them for
        this type). Any stored in-app conditions are left out when you save.
      </Alert>
    );
  }
  return (
    <Stack spacing={3}>
      <SectionError name="conditions" />
      {type === 'api' ? (
        <Alert severity="info" variant="outlined">
          API surveys are shown by your own code; the SDK still evaluates these conditions if you ask it to.
        </Alert>
      ) : null}
      <Stack spacing={1.5}>
        <SectionHeading description="Empty: every page.">Page URL</SectionHeading>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <FormSelect
            name="conditions.urlMatchType"
            label="URL"
            options={MATCH_TYPES}
            fallback="icontains"
            minWidth={220}
          />
          <FormTextField name="conditions.url" size="small" label="URL value" placeholder="/pricing" />
        </Stack>
      </Stack>
      <Stack spacing={1.5}>
        <SectionHeading>Element and devices</SectionHeading>
        <FormTextField
          name="conditions.selector"
          size="small"
          fullWidth
          label="Only when this element is on the page (CSS selector)"
          placeholder="#checkout-form"
          monospace
        />
        <DeviceTypes />
        <FormSelect
          name="conditions.deviceTypesMatchType"
          label="Device type must"
          options={MATCH_TYPES}
          fallback="icontains"
          minWidth={220}
        />
      </Stack>
      <Stack spacing={1.5}>
        <SectionHeading>Triggers and frequency</SectionHeading>
        <EventTriggers />
        <FormNumberField
          name="conditions.seenSurveyWaitPeriodInDays"
          label="Wait after another survey"
          unit="days"
          helperText="Do not show this survey to someone who saw any survey in the last N days. Empty: no wait."
          width={260}
        />
      </Stack>
    </Stack>
  );
}
