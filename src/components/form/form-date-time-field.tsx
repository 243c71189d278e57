// An ISO date-time edited as a datetime-local value in the browser's time zone.
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { TextField } from '@mui/material';
import { fromDateTimeInput, toDateTimeInput } from './date-time-input';
import { useFieldDisabled } from './fields-disabled';

export interface FormDateTimeFieldProps {
  name: string;
  label: string;
  helperText?: ReactNode;
  disabled?: boolean;
}

export function FormDateTimeField({ name, label, helperText, disabled }: FormDateTimeFieldProps) {
  const { field, fieldState } = useController({ name });
  const off = useFieldDisabled(disabled, field);
  const iso = (field.value as string | null | undefined) ?? '';
  const shown = toDateTimeInput(iso);
  return (
    <TextField
      type="datetime-local"
      label={label}
      value={shown}
      onChange={(event) => {
        // Re-entering the minute already shown keeps the stored seconds: an untouched date never changes.
        if (event.target.value !== shown) field.onChange(fromDateTimeInput(event.target.value));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={off}
      size="small"
      sx={{ width: 260 }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
