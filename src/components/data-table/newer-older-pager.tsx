import { Button, Stack } from '@mui/material';

/** Paging for newest-first logs (activity), where "next" means older. */
export function NewerOlderPager({
  hasNewer,
  hasOlder,
  onNewer,
  onOlder,
}: {
  hasNewer: boolean;
  hasOlder: boolean;
  onNewer: () => void;
  onOlder: () => void;
}) {
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" disabled={!hasNewer} onClick={onNewer}>
        Newer
      </Button>
      <Button size="small" disabled={!hasOlder} onClick={onOlder}>
        Older
      </Button>
    </Stack>
  );
}
