// A switch bound to one boolean form path. Its help, or the problem found with it (a server 400 naming
// it, say), sits right under it and is read out with it.
import { memo, useId, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { Box, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useFieldDisabled } from './fields-disabled';

export interface FormSwitchProps {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
  /** Replaces the plain set, e.g. to apply a document operation. */
  onToggle?: (checked: boolean) => void;
}

export const FormSwitch = memo(function FormSwitch({
  name,
  label,
  helperText,
  disabled,
  onToggle,
}: FormSwitchProps) {
  const { field, fieldState } = useController({ name });
  const off = useFieldDisabled(disabled, field);
  const helpId = useId();
  const message = fieldState.error?.message;
  const described = Boolean(message || helperText);
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={Boolean(field.value)}
            onChange={(event) =>
              onToggle ? onToggle(event.target.checked) : field.onChange(event.target.checked)
            }
            onBlur={field.onBlur}
            disabled={off}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-describedby': described ? helpId : undefined,
                'aria-invalid': Boolean(message),
              },
            }}
          />
        }
        label={label}
      />
      {described ? (
        <FormHelperText id={helpId} error={Boolean(message)} sx={{ mt: -0.5, ml: 6 }}>
          {message ?? helperText}
        </FormHelperText>
      ) : null}
    </Box>
  );
});
