import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';

/** The visual editor is not built yet; say so plainly instead of showing a broken page. */
export function Component() {
  const { projectId, surveyId } = useParams();
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Alert severity="info">
        <AlertTitle>The survey editor is not available yet</AlertTitle>
        Until it lands, change a survey by exporting its JSON from the survey page, editing it, and importing it.
      </Alert>
      <Button component={RouterLink} to={surveyId ? `/projects/${projectId}/surveys/${surveyId}` : `/projects/${projectId}/surveys`} sx={{ alignSelf: 'flex-start' }}>
        Back to the survey
      </Button>
    </Stack>
  );
}
