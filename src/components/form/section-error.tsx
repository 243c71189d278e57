// A problem reported on a whole object of the form (a server 400 naming `appearance`), not on one field.
import { get, useFormState } from 'react-hook-form';
import { Alert } from '@mui/material';

export function SectionError({ name }: { name: string }) {
  const { errors } = useFormState({ name, exact: true });
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return message ? <Alert severity="error">{String(message)}</Alert> : null;
}
