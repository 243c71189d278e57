import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { productKey } from '@/contracts/project';
import { ApiErrorAlert } from '@/components/feedback/api-error-alert';
import { writtenMessage } from '@/components/feedback/notify-written';
import { ScopeGate } from '@/components/feedback/scope-gate';
import { useProjectScope } from '@/entities/project/project-scope';
import { useProductAction } from '@/entities/project/use-project-mutations';

const LABELS: Record<string, string> = {
  product_analytics: 'Product analytics',
  session_replay: 'Session replay',
  feature_flags: 'Feature flags',
  experiments: 'Experiments',
  surveys: 'Surveys',
  web_analytics: 'Web analytics',
  error_tracking: 'Error tracking',
  data_warehouse: 'Data warehouse',
};

export function ProductActions({ projectId }: { projectId: number }) {
  const [product, setProduct] = useState<string>('surveys');
  const action = useProductAction(useProjectScope(), projectId);
  const done = action.isSuccess
    ? writtenMessage(
        `${action.variables.action === 'intent' ? 'Product intent added' : 'Onboarding completed'} for ${LABELS[action.variables.product]}`,
        action.data,
      )
    : null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <TextField
          select
          size="small"
          label="Product"
          value={product}
          onChange={(event) => setProduct(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          {productKey.options.map((key) => (
            <MenuItem key={key} value={key}>
              {LABELS[key]}
            </MenuItem>
          ))}
        </TextField>
        <ScopeGate scope="project:read">
          {(reason) => (
            <Button
              variant="outlined"
              disabled={Boolean(reason) || action.isPending}
              onClick={() => action.mutate({ action: 'intent', product })}
            >
              Add product intent
            </Button>
          )}
        </ScopeGate>
        <ScopeGate scope="project:read">
          {(reason) => (
            <Button
              variant="outlined"
              disabled={Boolean(reason) || action.isPending}
              onClick={() => action.mutate({ action: 'onboarding', product })}
            >
              Complete product onboarding
            </Button>
          )}
        </ScopeGate>
      </Stack>
      <div aria-live="polite">
        {done ? <Alert severity={done.severity}>{done.message}</Alert> : null}
        {action.isError ? <ApiErrorAlert error={action.error} title="The action failed" /> : null}
      </div>
    </Stack>
  );
}
