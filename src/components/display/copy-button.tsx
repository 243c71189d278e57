import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';
import { ROW_ICON_BUTTON, RowIcon } from '../data-table/row-parts';

async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    // Clipboard API refused (no permission / insecure context): fall back to a hidden textarea.
    const area = document.createElement('textarea');
    area.value = value;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand?.('copy') ?? false;
    area.remove();
    return ok;
  }
}

/** MUI's default delay before a tooltip opens under the pointer. */
const ENTER_DELAY_MS = 100;

const focusVisible = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
};

/**
 * An icon button that copies `value`, with a tooltip ("Copy", then "Copied"). Tables repeat it in every
 * row, so MUI's Tooltip (its hooks, its Popper) mounts on the first pointer over or keyboard focus, and
 * beside the button over an anchor of the button's size: the button itself never remounts (no lost
 * focus, no lost click), and opens and closes the tooltip as MUI's would (pointer after 100 ms, focus
 * when visible, Escape). `inRow`: a plain button drawn by a DataTable's styles (row-parts.tsx).
 */
export function CopyButton({
  value,
  label,
  inRow = false,
}: {
  value: string;
  label: string;
  inRow?: boolean;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (delay: number) => {
    setMounted(true);
    clearTimeout(timer.current);
    if (delay) timer.current = setTimeout(() => setOpen(true), delay);
    else setOpen(true);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
    setState('idle');
  };
  const handlers = {
    onMouseEnter: () => show(ENTER_DELAY_MS),
    onMouseLeave: hide,
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      if (focusVisible(event.currentTarget)) show(0);
    },
    onBlur: hide,
    onClick: async () => setState((await copyText(value)) ? 'copied' : 'failed'),
  };
  const tooltip =
    state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed: select and copy by hand' : 'Copy';
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      {inRow ? (
        <button type="button" className={ROW_ICON_BUTTON} aria-label={label} {...handlers}>
          <RowIcon icon={state === 'copied' ? 'check' : 'contentCopy'} />
        </button>
      ) : (
        <IconButton size="small" aria-label={label} {...handlers}>
          {state === 'copied' ? <CheckIcon fontSize="small" /> : <ContentCopyIcon fontSize="small" />}
        </IconButton>
      )}
      {mounted ? (
        <Tooltip title={tooltip} open={open} onClose={hide}>
          <span aria-hidden style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
        </Tooltip>
      ) : null}
    </span>
  );
}

export function shorten(value: string, head = 8, tail = 4): string {
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`;
}

/** A token shown shortened in monospace, with a copy button for the whole value. */
export function SecretValue({
  value,
  label = 'Copy token',
  inRow = false,
}: {
  value: string;
  label?: string;
  /** In a DataTable row: its copy button is the table's plain one. */
  inRow?: boolean;
}) {
  // Plain elements with fixed styles: tables repeat this in every row.
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <code title={value} style={{ fontFamily: 'monospace', fontSize: '0.85em' }}>
        {shorten(value)}
      </code>
      <CopyButton value={value} label={label} inRow={inRow} />
    </span>
  );
}
