// A number typed as text (no browser spinner quirks): the form holds number | null (NaN while the text
// is not a number, for the schema to explain), the field keeps the text as typed.
import { useState, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { InputAdornment, TextField } from '@mui/material';
import { useFieldDisabled } from './fields-disabled';

/** '' → null; a number → it; anything else → NaN (the schema explains what is wrong). */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const formatNumber = (value: unknown) =>
  typeof value === 'number' && !Number.isNaN(value) ? String(value) : '';

export interface FormNumberFieldProps {
  name: string;
  label: string;
  helperText?: ReactNode;
  disabled?: boolean;
  unit?: string;
  width?: number;
}

export function FormNumberField({
  name,
  label,
  helperText,
  disabled,
  unit,
  width = 180,
}: FormNumberFieldProps) {
  const { field, fieldState } = useController({ name });
  const off = useFieldDisabled(disabled, field);
  const value = field.value as number | null | undefined;
  const [text, setText] = useState(() => formatNumber(value));
  const [seen, setSeen] = useState(value);
  // Follow changes made elsewhere (discard, reset, a section toggling it) unless the text already says so.
  if (!Object.is(seen, value)) {
    setSeen(value);
    const typed = parseNumber(text);
    if (!Object.is(typed, value ?? null)) setText(formatNumber(value));
  }
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(parseNumber(event.target.value));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={off}
      size="small"
      sx={{ width }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
