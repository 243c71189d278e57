// The frame of a dialog that waits for the user's answer (confirm, import, reset a token, a save's
// checks, a form): the title names the dialog, long content scrolls inside it, and closing it (Escape,
// the backdrop, the cancel button) is the answer "no", refused while an answer is being carried out.
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps } from '@mui/material';

interface DecisionDialogProps {
  /** Default: open. A dialog that keeps its state while closed passes it, and fades out on close. */
  open?: boolean;
  title: ReactNode;
  /** Escape, the backdrop and the cancel button: the answer "no" (a promise resolved, a dialog closed). */
  onClose: () => void;
  /** The answer is being carried out (a request is out): the dialog cannot be closed. */
  busy?: boolean;
  /** The cancel button's words; null for none (once done, the answer's own button closes it). */
  cancelLabel?: string | null;
  /** The answers, after the cancel button. */
  actions: ReactNode;
  /** What stands before the cancel button (a count of what is left to choose, "Keep all mine"). */
  beforeCancel?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** Lines above and below the content, for content long enough to scroll. */
  dividers?: boolean;
  /**
   * The content can scroll with nothing focusable in it (a report to read): it takes the focus itself, so
   * the keyboard can scroll it.
   */
  focusableContent?: boolean;
  /** The id of the text that describes the dialog. */
  describedBy?: string;
  /** Makes title, content and actions a form (the answer is its submit button): Enter in a field answers. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

export function DecisionDialog({
  open = true,
  title,
  onClose,
  busy = false,
  cancelLabel = 'Cancel',
  actions,
  beforeCancel,
  maxWidth = 'sm',
  dividers = false,
  focusableContent = false,
  describedBy,
  onSubmit,
  children,
}: DecisionDialogProps) {
  const titleId = useId();
  const frame = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers={dividers} tabIndex={focusableContent ? 0 : undefined}>
        {children}
      </DialogContent>
      <DialogActions>
        {beforeCancel}
        {cancelLabel === null ? null : (
          <Button onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
        )}
        {actions}
      </DialogActions>
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      maxWidth={maxWidth}
      fullWidth
      scroll="paper"
    >
      {onSubmit ? (
        // The browser's own checks stay off: the form's schema says what is wrong, in its words.
        <form noValidate onSubmit={onSubmit}>
          {frame}
        </form>
      ) : (
        frame
      )}
    </Dialog>
  );
}
