import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Autocomplete, TextField } from '@mui/material';
import { timeZones } from '../model/time-zones';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
  disabled?: boolean;
}

export function TimezoneAutocomplete({
  value,
  onChange,
  onBlur,
  error,
  label = 'Time zone',
  disabled,
}: Props) {
  return (
    <Autocomplete
      options={timeZones()}
      value={value || null}
      disabled={disabled}
      onChange={(_, next) => onChange(next ?? '')}
      onBlur={onBlur}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? 'Type to search, e.g. "Berlin"'}
        />
      )}
    />
  );
}

/** The time zone field of a react-hook-form form (`control` may be left out inside a FormProvider). */
export function TimezoneField<T extends FieldValues>({
  control,
  name,
}: {
  control?: Control<T>;
  name: FieldPath<T>;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TimezoneAutocomplete
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      disabled={field.disabled}
    />
  );
}
