// A dialog that creates something from a form, in the DecisionDialog frame (named by its title, not closed
// while the request is out): the form checks everything before sending (the schema's messages, not the
// browser's), and the server's refusal lands on the field it names ("that name is taken" on the name
// field) or, naming none, above the buttons.
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Alert, Button, Stack, type DialogProps } from '@mui/material';
import { isApiError, type ApiError } from '@/lib/api/api-error';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { DecisionDialog } from '../dialogs/decision-dialog';

/**
 * A name already taken. PostHog answers it without naming a field: a 409 for a project ("There is already
 * a project called …"), a 400 with code `unique` for a survey ("There is already a survey with this name.").
 */
export function isNameConflict(error: unknown): error is ApiError {
  return isApiError(error) && (error.status === 409 || error.code === 'unique');
}

interface Props<Values extends FieldValues, Output> {
  open: boolean;
  onClose: () => void;
  title: string;
  form: UseFormReturn<Values, unknown, Output>;
  /**
   * Sends the checked values. Resolving means done (the form is emptied for next time); a rejection is the
   * server's refusal, shown on the form.
   */
  onSubmit: (values: Output) => Promise<void>;
  /** The fields a server error's `attr` may name. */
  serverFields: readonly string[];
  /** The field a taken name belongs on. */
  conflictField?: Path<Values>;
  submitLabel: string;
  /** The submit button's words while the request is out ("Creating…"). */
  pendingLabel: string;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}

export function FormDialog<Values extends FieldValues, Output>({
  open,
  onClose,
  title,
  form,
  onSubmit,
  serverFields,
  conflictField,
  submitLabel,
  pendingLabel,
  maxWidth = 'sm',
  children,
}: Props<Values, Output>) {
  const { formState, handleSubmit, setError } = form;
  const pending = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      form.reset();
    } catch (error) {
      if (conflictField && isNameConflict(error))
        setError(conflictField, { type: 'server', message: error.detail }, { shouldFocus: true });
      else applyServerErrors(error, setError, serverFields);
    }
  });

  return (
    <DecisionDialog
      open={open}
      title={title}
      onClose={onClose}
      busy={pending}
      maxWidth={maxWidth}
      onSubmit={submit}
      actions={
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      }
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {children}
        {formState.errors.root?.serverError ? (
          <Alert severity="error">{formState.errors.root.serverError.message}</Alert>
        ) : null}
      </Stack>
    </DecisionDialog>
  );
}
