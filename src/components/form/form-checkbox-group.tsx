// A set of choices bound to one form path holding the ticked ones (a newly ticked one goes last).
import { useId, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import {
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useFieldDisabled } from './fields-disabled';

export interface FormCheckboxGroupProps {
  name: string;
  /** The group's accessible name. */
  label: string;
  options: readonly string[];
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
}

export function FormCheckboxGroup({ name, label, options, helperText, sx }: FormCheckboxGroupProps) {
  const { field, fieldState } = useController({ name });
  const off = useFieldDisabled(false, field);
  const helpId = useId();
  const ticked = (field.value ?? []) as string[];
  return (
    <FormGroup row role="group" aria-label={label} aria-describedby={helpId} sx={sx}>
      {options.map((option) => (
        <FormControlLabel
          key={option}
          label={option}
          control={
            <Checkbox
              disabled={off}
              checked={ticked.includes(option)}
              onBlur={field.onBlur}
              onChange={(event) =>
                field.onChange(
                  event.target.checked ? [...ticked, option] : ticked.filter((item) => item !== option),
                )
              }
            />
          }
        />
      ))}
      <FormHelperText id={helpId} error={Boolean(fieldState.error)} sx={{ width: '100%' }}>
        {fieldState.error?.message ?? helperText}
      </FormHelperText>
    </FormGroup>
  );
}
