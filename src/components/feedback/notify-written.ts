// A write the server accepted is reported as done, even when its answer could not be read: that part is
// said separately, so nobody repeats an action that already happened (a second create, a second reset).
import type { AlertColor } from '@mui/material';
import type { Written } from '@/lib/api/client';

export function writtenMessage(
  done: string,
  written: Pick<Written<unknown>, 'unreadable'>,
): {
  message: string;
  severity: AlertColor;
} {
  if (!written.unreadable) return { message: done, severity: 'success' };
  return {
    message: `${done}. The server's answer could not be read (${written.unreadable.detail}), so what you see was fetched again.`,
    severity: 'warning',
  };
}

/** notify(done) for a write that worked, with the unreadable answer named when there was one. */
export function notifyWritten(
  notify: (message: string, severity?: AlertColor) => void,
  done: string,
  written: Pick<Written<unknown>, 'unreadable'>,
): void {
  const { message, severity } = writtenMessage(done, written);
  notify(message, severity);
}
