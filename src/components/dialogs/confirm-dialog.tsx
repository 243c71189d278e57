import { useState, type ReactNode } from 'react';
import { Button, DialogContentText, Stack } from '@mui/material';
import { ApiErrorAlert } from '../feedback/api-error-alert';
import { DecisionDialog } from './decision-dialog';
import { IsolatedText } from '../display/isolated-text';
import { TypeToConfirmField } from './type-to-confirm-field';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /** When set, the user must type this exactly before confirming. */
  confirmText?: string;
  pending?: boolean;
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  // Remount the body on every open so a typed confirmation never carries over.
  return props.open ? <ConfirmDialogBody {...props} /> : null;
}

function ConfirmDialogBody({
  title,
  description,
  confirmLabel,
  destructive,
  confirmText,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const matches = confirmText === undefined || typed === confirmText;
  return (
    <DecisionDialog
      title={<IsolatedText text={title} />}
      onClose={onClose}
      busy={pending}
      actions={
        <Button
          onClick={onConfirm}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={!matches || pending}
          autoFocus={confirmText === undefined}
        >
          {pending ? 'Working…' : confirmLabel}
        </Button>
      }
    >
      <Stack spacing={2}>
        {typeof description === 'string' ? <DialogContentText>{description}</DialogContentText> : description}
        {confirmText !== undefined ? (
          <TypeToConfirmField
            expected={confirmText}
            value={typed}
            onChange={setTyped}
            onEnter={() => {
              if (matches && !pending) onConfirm();
            }}
          />
        ) : null}
        {error ? <ApiErrorAlert error={error} /> : null}
      </Stack>
    </DecisionDialog>
  );
}
