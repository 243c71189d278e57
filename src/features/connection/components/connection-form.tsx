// The connection form: the backend, the key, then what "Test connection" found the key reaches. The logic
// (test, project check, save) lives in useConnectionForm; this file only lays the parts out.
import { Box, Button, Paper, Stack } from '@mui/material';
import { ApiErrorAlert } from '@/components/feedback/api-error-alert';
import type { Connection } from '@/lib/api/backend';
import type { CandidateTransport } from '@/lib/api/session';
import { useConnectionForm } from '../use-connection-form';
import { ApiKeyFields } from './api-key-fields';
import { BackendChoice } from './backend-choice';
import { OrganizationAccess } from './organization-access';
import { ProjectAccess } from './project-access';

interface ConnectionFormProps {
  initial: Connection;
  /** How "Test connection" reaches the backend it tests (the connection session's). */
  transportFor: CandidateTransport;
  onSave: (connection: Connection) => Promise<void>;
  onDisconnect: () => Promise<void>;
}

export function ConnectionForm({ initial, transportFor, onSave, onDisconnect }: ConnectionFormProps) {
  const connection = useConnectionForm({ initial, transportFor, onSave });
  const { form, kind, report, mode, projectIds } = connection;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, maxWidth: 960 }}
      component="form"
      noValidate
      onSubmit={connection.save}
      aria-label="Connection"
    >
      <Stack spacing={3}>
        <BackendChoice form={form} kind={kind} onChosen={connection.backendChanged} />
        <ApiKeyFields form={form} kind={kind} onPickDemoKey={connection.pickDemoKey} />

        <Box aria-live="polite">
          {connection.testError ? (
            <ApiErrorAlert error={connection.testError} title="Connection test failed" />
          ) : null}
          {connection.saveError ? (
            <ApiErrorAlert error={connection.saveError} title="Could not switch backend" />
          ) : null}
        </Box>
        {report?.mode === 'organization' ? (
          <OrganizationAccess report={report} control={form.control} selectedId={connection.organizationId} />
        ) : null}
        {mode === 'projects' ? (
          <ProjectAccess
            refusal={report?.mode === 'projects' ? report.refusal : null}
            field={projectIds.field}
            fieldError={projectIds.problem ?? undefined}
            onCheck={projectIds.check}
            checking={projectIds.checking}
            probes={projectIds.probes}
          />
        ) : null}

        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={connection.runTest} disabled={connection.testing}>
            {connection.testing ? 'Testing…' : 'Test connection'}
          </Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            Save and connect
          </Button>
          <Button color="error" onClick={() => void onDisconnect()}>
            Forget key
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
