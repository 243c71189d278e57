// Says which actions did not happen because the user switched backend while they waited to be resent.
// It stays until dismissed: a toast could vanish before anyone reads that an archive never happened.
import { Alert, AlertTitle, Box } from '@mui/material';
import { dismissAbandonedWrites, useAbandonedWrites } from '@/lib/api/abandoned-writes';

export function AbandonedWritesAlert() {
  const writes = useAbandonedWrites();
  if (!writes.length) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      onClose={dismissAbandonedWrites}
      slotProps={{ closeButton: { 'aria-label': 'Dismiss' } }}
      sx={{ borderRadius: 0 }}
    >
      <AlertTitle>Not sent after the backend changed</AlertTitle>
      {writes.length === 1 ? (
        <>Nothing was sent to either backend: {writes[0]!.action}. Do it again if it is still wanted.</>
      ) : (
        <>
          Nothing was sent to either backend; do them again if they are still wanted:
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {writes.map((write) => (
              <li key={write.id}>{write.action}</li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  );
}
