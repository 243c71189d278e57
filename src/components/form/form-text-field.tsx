// A text field bound to one form path: a keystroke re-renders only its own field. Every MUI TextField
// prop passes through (select, multiline, size, slotProps…), so one adapter serves every form.
import { memo } from 'react';
import { useController } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@mui/material';
import { useFieldDisabled } from './fields-disabled';

/**
 * A form-state change anywhere under a field's path (a question moved, say) re-renders its controller;
 * the input itself re-renders only when what it shows changed. That matters for multiline fields,
 * whose autosize measures the page's layout on every render.
 */
const StableTextField = memo(TextField);

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: string;
  /** Code people type (CSS selectors): shown in a monospace font. */
  monospace?: boolean;
};

export const FormTextField = memo(function FormTextField({
  name,
  helperText,
  disabled,
  monospace,
  ...props
}: FormTextFieldProps) {
  const { field, fieldState } = useController({ name });
  const off = useFieldDisabled(disabled, field);
  return (
    <StableTextField
      {...props}
      {...(monospace ? { slotProps: { htmlInput: { sx: { fontFamily: 'monospace' } } } } : {})}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={off}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
});
