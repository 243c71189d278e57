// The field a lasting action waits on: the user types a name exactly ("Type "Acme" to confirm") before
// the action's button is enabled.
import { TextField } from '@mui/material';

interface TypeToConfirmFieldProps {
  expected: string;
  value: string;
  onChange: (typed: string) => void;
  /** Enter in the field: the dialog's answer, where it may be given from the keyboard. */
  onEnter?: () => void;
}

export function TypeToConfirmField({ expected, value, onChange, onEnter }: TypeToConfirmFieldProps) {
  return (
    <TextField
      label={`Type "${expected}" to confirm`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoFocus
      autoComplete="off"
      onKeyDown={(event) => {
        if (event.key === 'Enter') onEnter?.();
      }}
    />
  );
}
