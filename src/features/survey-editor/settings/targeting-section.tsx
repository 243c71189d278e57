// Targeting: the linked feature flag, and who may see the survey (person-property groups that PostHog
// turns into the survey's targeting flag). Removing the groups of an existing flag deletes that flag.
// Over 300 lines on purpose: a nested field array (groups → properties) in small components that only
// make sense together; what the operators mean and the rules live in targeting.ts.
import { useId, useState } from 'react';
import {
  useController,
  useFieldArray,
  useFormContext,
  useFormState,
  useWatch,
  type Control,
} from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { FieldsDisabled, useFieldDisabled } from '@/components/form/fields-disabled';
import { FormNumberField } from '@/components/form/form-number-field';
import { FormSwitch } from '@/components/form/form-switch';
import { FormTextField } from '@/components/form/form-text-field';
import { SectionHeading } from '@/components/form/section-heading';
import { useMissingScope } from '@/lib/api/scopes';
import { LinkedFlagPicker } from './linked-flag-picker';
import type { SurveySettingsValues } from './settings-schema';
import { OPERATORS, VALUELESS_OPERATORS, type FilterGroup, type PropertyFilter } from './targeting';
import { useSurveyType } from './use-survey-type';

const blankProperty = (): PropertyFilter => ({ key: '', type: 'person', operator: 'exact', value: '' });
const blankGroup = (): FilterGroup => ({
  properties: [blankProperty()],
  rollout_percentage: 100,
  variant: null,
});

// The settings values type keeps unknown keys (index signatures), which hides array paths from
// react-hook-form's types; the field arrays are typed against this strict view of the same values.
type StrictProperty = { key: string; type?: string; operator?: string; value?: unknown };
type StrictGroup = {
  properties: StrictProperty[];
  rollout_percentage?: number | null;
  variant?: string | null;
};
type GroupsView = { targeting: { filters: { groups: StrictGroup[] } } };

function useGroupsControl(): Control<GroupsView> {
  return useFormContext<SurveySettingsValues>().control as unknown as Control<GroupsView>;
}

type PropertyPath = `targeting.filters.groups.${number}.properties.${number}`;

const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const formatValue = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '' : String(value);

/** Lists ("pro, team") stay lists; the text is kept as typed so commas can be typed. */
function PropertyValue({ path, label }: { path: PropertyPath; label: string }) {
  const { field, fieldState } = useController<SurveySettingsValues, `${PropertyPath}.value`>({
    name: `${path}.value`,
  });
  const disabled = useFieldDisabled(false, field);
  const value = field.value;
  const isList = Array.isArray(value);
  const [text, setText] = useState(() => formatValue(value));
  const [seen, setSeen] = useState(value);
  // Follow changes made elsewhere (operator switch, discard) unless the text already says so.
  if (seen !== value) {
    setSeen(value);
    if (formatValue(value) !== formatValue(isList ? splitList(text) : text)) setText(formatValue(value));
  }
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(isList ? splitList(event.target.value) : event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      size="small"
      sx={{ flex: 1, minWidth: 160 }}
      error={Boolean(fieldState.error)}
      helperText={
        fieldState.error?.message ?? (isList ? 'Several values: separate them with commas.' : undefined)
      }
    />
  );
}

function PropertyRow(props: { group: number; index: number; onRemove: () => void }) {
  const { group, index, onRemove } = props;
  const disabled = useFieldDisabled();
  const path: PropertyPath = `targeting.filters.groups.${group}.properties.${index}`;
  const { setValue } = useFormContext<SurveySettingsValues>();
  const [type, key, operator] = useWatch<
    SurveySettingsValues,
    [`${PropertyPath}.type`, `${PropertyPath}.key`, `${PropertyPath}.operator`]
  >({
    name: [`${path}.type`, `${path}.key`, `${path}.operator`],
  });
  const name = `condition ${index + 1} of group ${group + 1}`;
  const remove = (
    <IconButton aria-label={`Remove ${name}`} onClick={onRemove} disabled={disabled} sx={{ mt: 0.5 }}>
      <DeleteOutlinedIcon />
    </IconButton>
  );
  if (type !== undefined && type !== 'person') {
    // Cohorts, groups and other kinds are kept as they are: PostHog's own editor changes them.
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {type} {key} {operator ?? ''} (edit this condition in PostHog)
        </Typography>
        {remove}
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 180 }}>
        <FormTextField
          name={`${path}.key`}
          size="small"
          fullWidth
          label="Person property"
          placeholder="email"
        />
      </Box>
      <OperatorSelect
        path={path}
        onValueless={(next) => setValue(`${path}.value`, next, { shouldDirty: true })}
      />
      {VALUELESS_OPERATORS.has(operator ?? 'exact') ? null : <PropertyValue path={path} label="Value" />}
      {/* In a box: a stack resets its children's margins, and this button's lines it up with the fields. */}
      <Box sx={{ display: 'flex' }}>{remove}</Box>
    </Stack>
  );
}

function OperatorSelect(props: { path: PropertyPath; onValueless: (value: string) => void }) {
  const { path, onValueless } = props;
  const { field } = useController<SurveySettingsValues, `${PropertyPath}.operator`>({
    name: `${path}.operator`,
  });
  const disabled = useFieldDisabled(false, field);
  const current = field.value ?? 'exact';
  return (
    <TextField
      select
      label="Operator"
      value={current}
      onChange={(event) => {
        const next = event.target.value;
        field.onChange(next);
        // PostHog stores the operator as the value of is_set / is_not_set; a real value starts empty.
        if (VALUELESS_OPERATORS.has(next)) onValueless(next);
        else if (VALUELESS_OPERATORS.has(current)) onValueless('');
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      size="small"
      sx={{ minWidth: 180 }}
    >
      {OPERATORS.some((option) => option.value === current) ? null : (
        <MenuItem value={current}>{current}</MenuItem>
      )}
      {OPERATORS.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function GroupCard(props: { index: number; onRemove: () => void }) {
  const { index, onRemove } = props;
  const disabled = useFieldDisabled();
  const properties = useFieldArray({
    control: useGroupsControl(),
    name: `targeting.filters.groups.${index}.properties`,
  });
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        Group {index + 1}
      </Typography>
      <Stack spacing={1.5}>
        {properties.fields.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No conditions: everyone in the rollout below.
          </Typography>
        ) : null}
        {properties.fields.map((field, property) => (
          <PropertyRow
            key={field.id}
            group={index}
            index={property}
            onRemove={() => properties.remove(property)}
          />
        ))}
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Button size="small" onClick={() => properties.append(blankProperty())} disabled={disabled}>
            Add condition
          </Button>
          <Box sx={{ flex: 1 }} />
          <FormNumberField
            name={`targeting.filters.groups.${index}.rollout_percentage`}
            label={`Roll out to (group ${index + 1})`}
            unit="%"
            helperText="Of the people who match. Empty: 100%."
            width={220}
          />
          {/* `&&` outranks the stack's reset of its children's margins: the button lines up with the field. */}
          <Button
            size="small"
            color="error"
            onClick={onRemove}
            disabled={disabled}
            sx={{ '&&': { mt: 0.5 } }}
          >
            Remove group {index + 1}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

function GroupsError() {
  const { errors } = useFormState<SurveySettingsValues>({ name: 'targeting.filters' });
  const filters = errors.targeting?.filters;
  const groups = filters?.groups as { message?: string; root?: { message?: string } } | undefined;
  const message = groups?.root?.message ?? groups?.message ?? filters?.message;
  return message ? <FormHelperText error>{String(message)}</FormHelperText> : null;
}

function Audience() {
  const { control } = useFormContext<SurveySettingsValues>();
  const groups = useFieldArray({ control: useGroupsControl(), name: 'targeting.filters.groups' });
  const { field: remove, fieldState: removeState } = useController({
    control,
    name: 'targeting.removeTargetingFlag',
  });
  const disabled = useFieldDisabled(false, remove);
  const targetingFlag = useWatch({ control, name: 'targeting.targetingFlag' });
  const labelId = useId();
  const everyone = targetingFlag ? remove.value : groups.fields.length === 0;
  const choose = (next: string) => {
    if (next === 'everyone') {
      if (targetingFlag) remove.onChange(true);
      else groups.replace([]);
      return;
    }
    if (targetingFlag) remove.onChange(false);
    if (groups.fields.length === 0) groups.append(blankGroup());
  };
  return (
    <Stack spacing={1.5}>
      <FormControl disabled={disabled}>
        <FormLabel id={labelId}>Who can see this survey?</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={everyone ? 'everyone' : 'matching'}
          onChange={(event) => choose(event.target.value)}
        >
          <FormControlLabel
            value="everyone"
            control={<Radio />}
            label="Everyone who matches the display conditions"
          />
          <FormControlLabel
            value="matching"
            control={<Radio />}
            label="Only people with these person properties"
          />
        </RadioGroup>
        {removeState.error ? <FormHelperText error>{removeState.error.message}</FormHelperText> : null}
      </FormControl>
      {targetingFlag ? (
        everyone ? (
          <Alert severity="warning" variant="outlined">
            Saving deletes the targeting flag <code>{targetingFlag.key}</code>.
          </Alert>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Kept in the targeting flag <code>{targetingFlag.key}</code>.
          </Typography>
        )
      ) : null}
      {everyone ? null : (
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            A person sees the survey if they match every condition of at least one group.
          </Typography>
          {groups.fields.map((field, index) => (
            <GroupCard key={field.id} index={index} onRemove={() => groups.remove(index)} />
          ))}
          <GroupsError />
          <Button
            variant="outlined"
            size="small"
            onClick={() => groups.append(blankGroup())}
            disabled={disabled}
            sx={{ alignSelf: 'flex-start' }}
          >
            Add group
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

export function TargetingSection({ projectId }: { projectId: number }) {
  const type = useSurveyType();
  const missingFlagWrite = useMissingScope('feature_flag:write');
  const targetingFlag = useWatch<SurveySettingsValues, 'targeting.targetingFlag'>({
    name: 'targeting.targetingFlag',
  });
  if (type === 'external_survey') {
    return (
      <Stack spacing={2}>
        <Alert severity="info" variant="outlined">
          Hosted surveys are opened by their link: PostHog refuses a linked flag or person targeting for them,
          so neither is sent when you save.
        </Alert>
        {targetingFlag ? (
          <FormSwitch
            name="targeting.removeTargetingFlag"
            label={`Delete the old targeting flag ${targetingFlag.key}`}
            disabled={Boolean(missingFlagWrite)}
          />
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <Stack spacing={1.5}>
        <SectionHeading description="Optionally, only people for whom a feature flag is enabled (or who get one of its variants).">
          Linked feature flag
        </SectionHeading>
        <LinkedFlagPicker projectId={projectId} />
      </Stack>
      <Stack spacing={1.5}>
        <SectionHeading>Audience</SectionHeading>
        {missingFlagWrite ? (
          <Alert severity="warning" variant="outlined">
            {missingFlagWrite} The audience is the survey&apos;s targeting flag, and PostHog refuses any
            change to it (or removing it) without that scope, so it cannot be edited with this key.
          </Alert>
        ) : null}
        <FieldsDisabled when={Boolean(missingFlagWrite)}>
          <Audience />
        </FieldsDisabled>
      </Stack>
    </Stack>
  );
}
