// Controlled MUI inputs bound to one form path each: a keystroke re-renders only its own field.
import { memo } from 'react';
import { useController } from 'react-hook-form';
import { FormControlLabel, FormHelperText, Switch, TextField, type TextFieldProps, Box } from '@mui/material';

/**
 * A form-state change anywhere under a field's path (a question moved, say) re-renders its controller;
 * the input itself re-renders only when what it shows changed. That matters for multiline fields,
 * whose autosize measures the page's layout on every render.
 */
const StableTextField = memo(TextField);

type FieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & { name: string };

export const FormTextField = memo(function FormTextField({ name, helperText, ...props }: FieldProps) {
  const { field, fieldState } = useController({ name });
  return (
    <StableTextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
});

export const FormSwitch = memo(function FormSwitch({
  name,
  label,
  help,
  disabled,
  onToggle,
}: {
  name: string;
  label: string;
  help?: string;
  disabled?: boolean;
  /** Replaces the plain set, e.g. to apply a document operation. */
  onToggle?: (checked: boolean) => void;
}) {
  const { field, fieldState } = useController({ name });
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
            disabled={disabled}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
        label={label}
      />
      {fieldState.error ? (
        <FormHelperText error sx={{ mt: -0.5 }}>
          {fieldState.error.message}
        </FormHelperText>
      ) : help ? (
        <FormHelperText sx={{ mt: -0.5, ml: 6 }}>{help}</FormHelperText>
      ) : null}
    </Box>
  );
});
