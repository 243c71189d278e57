// A labelled radio group bound to one form path; its problem shows under the choices.
import { useId, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useFieldDisabled } from './fields-disabled';

export interface FormRadioGroupProps {
  name: string;
  label: string;
  options: readonly { value: string; label: ReactNode }[];
  disabled?: boolean;
}

export function FormRadioGroup({ name, label, options, disabled }: FormRadioGroupProps) {
  const { field, fieldState } = useController({ name });
  const off = useFieldDisabled(disabled, field);
  const labelId = useId();
  return (
    <FormControl disabled={off}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
}
