// The linked feature flag (and variant): an Autocomplete over the project's flags, searched on the server
// as the user types. When flags cannot be listed (a key without feature_flag:read, an older PostHog, a
// network problem) it falls back to typing the flag's numeric id, and says why.
import { useEffect, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Alert, Autocomplete, Box, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { featureFlagVariantKeys, type FeatureFlag } from '@/contracts/feature-flag';
import { isUnreadable } from '@/contracts/readable';
import { describeApiError } from '@/lib/api/describe-api-error';
import { useMissingScope } from '@/lib/api/scopes';
import { featureFlagQueries } from '@/entities/feature-flag/feature-flags.queries';
import { useFieldDisabled } from '@/components/form/fields-disabled';
import { FormNumberField } from '@/components/form/form-number-field';
import { FormTextField } from '@/components/form/form-text-field';
import type { SurveySettingsValues } from './settings-schema';
import type { TargetingValues } from './targeting';

type FlagOption = NonNullable<TargetingValues['linkedFlag']> & { active?: boolean };

const toOption = (flag: FeatureFlag): FlagOption => ({
  id: flag.id,
  key: flag.key,
  name: flag.name ?? '',
  variants: featureFlagVariantKeys(flag.filters),
  active: flag.active ?? undefined,
});

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

interface AutocompleteProps {
  options: FlagOption[];
  loading: boolean;
  search: string;
  onSearch: (text: string) => void;
}

function FlagAutocomplete({ options, loading, search, onSearch }: AutocompleteProps) {
  const { setValue, getValues } = useFormContext<SurveySettingsValues>();
  const { field, fieldState } = useController<SurveySettingsValues, 'targeting.linkedFlagId'>({
    name: 'targeting.linkedFlagId',
  });
  const disabled = useFieldDisabled(false, field);
  const known = useWatch<SurveySettingsValues, 'targeting.linkedFlag'>({ name: 'targeting.linkedFlag' });
  const id = field.value;
  const selected: FlagOption | null =
    id === null || Number.isNaN(id)
      ? null
      : known?.id === id
        ? known
        : (options.find((option) => option.id === id) ?? { id, key: `Flag #${id}`, name: '', variants: [] });

  return (
    <Autocomplete
      options={options}
      value={selected}
      disabled={disabled}
      loading={loading}
      // The server searches; every option it returns is a match.
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.key}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onInputChange={(_, value, reason) => onSearch(reason === 'input' ? value : '')}
      onBlur={field.onBlur}
      onChange={(_, option) => {
        const previous = getValues('targeting.linkedFlagId');
        field.onChange(option?.id ?? null);
        setValue(
          'targeting.linkedFlag',
          option ? { id: option.id, key: option.key, name: option.name, variants: option.variants } : null,
          {
            shouldDirty: true,
          },
        );
        // A variant belongs to one flag.
        if ((option?.id ?? null) !== previous)
          setValue('targeting.linkedFlagVariant', null, { shouldDirty: true, shouldValidate: true });
      }}
      noOptionsText={search ? `No flag matches “${search}”.` : 'This project has no feature flags.'}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Stack sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ fontFamily: 'monospace' }}>{option.key}</Typography>
              {option.active === false ? <Chip size="small" label="inactive" /> : null}
            </Stack>
            {option.name || option.variants.length ? (
              <Typography variant="body2" color="text.secondary" noWrap>
                {[option.name, option.variants.length ? `variants: ${option.variants.join(', ')}` : '']
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            ) : null}
          </Stack>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label="Linked feature flag"
          placeholder="None: search by key or description"
          size="small"
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error?.message ?? 'Show the survey only to people for whom this flag is enabled.'
          }
        />
      )}
    />
  );
}

function FlagIdFallback({ reason }: { reason: string }) {
  return (
    <Stack spacing={1.5}>
      <Alert severity="info" variant="outlined">
        Feature flags could not be listed: {reason} You can still link a flag by its numeric ID (the number in
        the flag&apos;s address in PostHog, …/feature_flags/123).
      </Alert>
      <FormNumberField
        name="targeting.linkedFlagId"
        label="Linked feature flag ID"
        helperText="Empty: no linked flag."
        width={240}
      />
    </Stack>
  );
}

function VariantChoice() {
  const [id, known] = useWatch<SurveySettingsValues, ['targeting.linkedFlagId', 'targeting.linkedFlag']>({
    name: ['targeting.linkedFlagId', 'targeting.linkedFlag'],
  });
  const { field, fieldState } = useController<SurveySettingsValues, 'targeting.linkedFlagVariant'>({
    name: 'targeting.linkedFlagVariant',
  });
  const disabled = useFieldDisabled(false, field);
  if (id === null || Number.isNaN(id)) return null;
  const flag = known?.id === id ? known : null;
  if (!flag)
    return (
      <FormTextField
        name="targeting.linkedFlagVariant"
        size="small"
        label="Variant (optional)"
        helperText="A variant key of a multivariate flag; empty or “any”: any variant."
      />
    );
  if (!flag.variants.length && !field.value)
    return (
      <Typography variant="body2" color="text.secondary">
        {flag.key} has no variants: the survey shows whenever the flag is enabled.
      </Typography>
    );
  const value = field.value ?? 'any';
  return (
    <TextField
      select
      label="Variant"
      value={value}
      onChange={(event) => field.onChange(event.target.value === 'any' ? null : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      size="small"
      sx={{ minWidth: 240 }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? `Only people who get this variant of ${flag.key}.`}
    >
      <MenuItem value="any">Any variant</MenuItem>
      {[
        ...new Set([...flag.variants, ...(value !== 'any' && !flag.variants.includes(value) ? [value] : [])]),
      ].map((variant) => (
        <MenuItem key={variant} value={variant}>
          {variant}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function LinkedFlagPicker({ projectId }: { projectId: number }) {
  const missingScope = useMissingScope('feature_flag:read');
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 250);
  const flags = useQuery({ ...featureFlagQueries.list(projectId, search), enabled: !missingScope });
  const reason = missingScope ?? (flags.isError ? describeApiError(flags.error).message : null);
  return (
    <Stack spacing={1.5}>
      {reason ? (
        <FlagIdFallback reason={reason} />
      ) : (
        <FlagAutocomplete
          options={(flags.data?.results ?? []).flatMap((flag) =>
            isUnreadable(flag) ? [] : [toOption(flag)],
          )}
          loading={flags.isFetching}
          search={search}
          onSearch={setTyped}
        />
      )}
      <VariantChoice />
    </Stack>
  );
}
