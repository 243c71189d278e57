import { useState } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';

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

export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const tooltip =
    state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed: select and copy by hand' : 'Copy';
  return (
    <Tooltip title={tooltip} onClose={() => setState('idle')}>
      <IconButton
        size="small"
        aria-label={label}
        onClick={async () => setState((await copyText(value)) ? 'copied' : 'failed')}
      >
        {state === 'copied' ? <CheckIcon fontSize="small" /> : <ContentCopyIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}

export function shorten(value: string, head = 8, tail = 4): string {
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`;
}

/** A token shown shortened in monospace, with a copy button for the whole value. */
export function SecretValue({ value, label = 'Copy token' }: { value: string; label?: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="code" title={value} sx={{ fontFamily: 'monospace', fontSize: '0.85em' }}>
        {shorten(value)}
      </Box>
      <CopyButton value={value} label={label} />
    </Box>
  );
}
