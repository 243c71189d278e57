// A select bound to one form path, over a list of options. A value the list does not offer (stored by
// another client, say) stays selectable, so loading it never shows an empty select.
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { MenuItem, TextField } from '@mui/material';
import { useFieldDisabled } from './fields-disabled';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface FormSelectProps<T extends string> {
  name: string;
  label: string;
  options: readonly SelectOption<T>[];
  helperText?: ReactNode;
  disabled?: boolean;
  /** Shown (and left unwritten) while the field is absent, e.g. the SDK's default match type. */
  fallback?: T;
  minWidth?: number;
}

export function FormSelect<T extends string>({
  name,
  label,
  options,
  helperText,
  disabled,
  fallback,
  minWidth = 200,
}: FormSelectProps<T>) {
  const { field, fieldState } = useController({ name });
  const off = useFieldDisabled(disabled, field);
  const value = (field.value as string | null | undefined) ?? fallback ?? '';
  const known = options.some((option) => option.value === value);
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={off}
      size="small"
      // Not stretched by a column Stack: a select is as wide as its longest option.
      sx={{ minWidth, alignSelf: 'flex-start' }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    >
      {known || !value ? null : <MenuItem value={value}>{value}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
