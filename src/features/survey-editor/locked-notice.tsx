import { Alert } from '@mui/material';
import { PART_NAMES, type LockedPart } from './document/locked-parts';

/** Says, where a locked part would be edited, why it cannot be and what saving does with it. */
export function LockedNotice({ part }: { part: LockedPart }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {PART_NAMES[part]} of this survey cannot be read, so {part === 'conditions' ? 'they' : 'it'} cannot be
      edited here. Saving leaves {part === 'conditions' ? 'them' : 'it'} exactly as stored.
    </Alert>
  );
}
