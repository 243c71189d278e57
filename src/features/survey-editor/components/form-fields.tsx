// Controlled MUI inputs bound to one form path each: a keystroke re-renders only its own field.
import { memo, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  FormHelperText,
  Switch,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { isLongText, longTextSize } from '../../../lib/long-text';

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

/**
 * A text too long to edit in an input (see lib/long-text): its size, a note that it is kept as stored,
 * and a way to clear it. Ordinary texts get the field itself.
 */
export const LongTextGuard = memo(function LongTextGuard({
  name,
  label,
  children,
}: {
  name: string;
  label: string;
  children: ReactNode;
}) {
  const { field } = useController({ name });
  if (!isLongText(field.value)) return <>{children}</>;
  return (
    <Alert
      severity="info"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={() => field.onChange('')}>
          Clear it
        </Button>
      }
    >
      {label} is {longTextSize(field.value)} of text, too long to edit here. It is kept as it is unless you
      clear it.
    </Alert>
  );
});
