import { useState } from 'react';
import { IconButton } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';
import { ROW_ICON_BUTTON, RowIcon } from '../data-table/row-parts';
import { AnchoredTooltip } from './anchored-tooltip';

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

/**
 * An icon button that copies `value`, with a tooltip ("Copy", then "Copied") hung beside it
 * (anchored-tooltip.tsx): tables repeat it in every row, and the button itself never remounts.
 * `inRow`: a plain button drawn by a DataTable's styles (row-parts.tsx).
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
  // What a click did, for the value it copied: a table that reuses its rows for the next page gives the
  // button another value in place, and that one is not copied yet.
  const [done, setDone] = useState<{ value: string; state: 'copied' | 'failed' } | null>(null);
  const state = done?.value === value ? done.state : 'idle';
  const onClick = async () => setDone({ value, state: (await copyText(value)) ? 'copied' : 'failed' });
  const tooltip =
    state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed: select and copy by hand' : 'Copy';
  return (
    <AnchoredTooltip title={tooltip} onHide={() => setDone(null)}>
      {inRow ? (
        <button type="button" className={ROW_ICON_BUTTON} aria-label={label} onClick={onClick}>
          <RowIcon icon={state === 'copied' ? 'check' : 'contentCopy'} />
        </button>
      ) : (
        <IconButton size="small" aria-label={label} onClick={onClick}>
          {state === 'copied' ? <CheckIcon fontSize="small" /> : <ContentCopyIcon fontSize="small" />}
        </IconButton>
      )}
    </AnchoredTooltip>
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
