// A colour as text (what the API stores) with a swatch that opens the browser's colour picker.
import type { ChangeEvent, ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { Box, InputAdornment, TextField } from '@mui/material';
import { isCssColor, toHexInput } from './css-color';
import { useFieldDisabled } from './fields-disabled';

export interface FormColorFieldProps {
  name: string;
  label: string;
  helperText?: ReactNode;
  disabled?: boolean;
  fullWidth?: boolean;
}

export function FormColorField({ name, label, helperText, disabled, fullWidth }: FormColorFieldProps) {
  const { field, fieldState } = useController({ name });
  const off = useFieldDisabled(disabled, field);
  const value = (field.value as string | undefined) ?? '';
  const valid = isCssColor(value);
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={off}
      size="small"
      sx={{ width: fullWidth ? '100%' : 240 }}
      placeholder="Default"
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                sx={{
                  position: 'relative',
                  width: 24,
                  height: 24,
                  borderRadius: 0.75,
                  border: 1,
                  borderColor: 'divider',
                  // An empty or invalid colour shows a struck-through swatch instead of a guess.
                  background: valid
                    ? value
                    : 'linear-gradient(135deg, transparent 45%, #d32f2f 45%, #d32f2f 55%, transparent 55%)',
                  '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <Box
                  component="input"
                  type="color"
                  aria-label={`Pick ${label.toLowerCase()}`}
                  disabled={off}
                  value={toHexInput(value) ?? '#000000'}
                  onChange={(event: ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value)}
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    width: '100%',
                    height: '100%',
                    opacity: 0,
                    cursor: 'pointer',
                    p: 0,
                    border: 0,
                  }}
                />
              </Box>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
