// A text too long to edit in an input (see lib/long-text): its size, a note that it is kept as stored,
// and a way to clear it. Ordinary texts get the field itself.
import { memo, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { Alert, Button } from '@mui/material';
import { isLongText, longTextSize } from '@/lib/long-text';

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
