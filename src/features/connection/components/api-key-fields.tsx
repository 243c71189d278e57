// The personal API key: the key itself (hidden unless asked), where to get one (the demo keys, or the
// scopes a real key needs), and where it is kept.
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  Alert,
  Box,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  IconButton,
  InputAdornment,
  TextField,
} from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { BackendKind } from '@/lib/api/backend';
import { REQUIRED_SCOPES, type ConnectionFormValues } from '../connection.form';
import { DemoKeyList } from './demo-key-list';

interface Props {
  form: UseFormReturn<ConnectionFormValues>;
  kind: BackendKind;
  onPickDemoKey: (key: string) => void;
}

export function ApiKeyFields({ form, kind, onPickDemoKey }: Props) {
  const [showKey, setShowKey] = useState(false);
  const { control, register, formState } = form;
  return (
    <>
      <TextField
        label="Personal API key"
        type={showKey ? 'text' : 'password'}
        // Not a site password: browsers ignore "off" on password fields, but do not fill a saved password
        // into a "new-password" one.
        autoComplete="new-password"
        spellCheck={false}
        {...register('apiKey')}
        error={Boolean(formState.errors.apiKey)}
        helperText={
          formState.errors.apiKey?.message ??
          (kind === 'demo'
            ? 'Any of the demo keys below; the mock rejects every other key.'
            : 'Starts with phx_. Not the phc_ project token.')
        }
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={showKey ? 'Hide API key' : 'Show API key'}
                  onClick={() => setShowKey((value) => !value)}
                  edge="end"
                >
                  {showKey ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />

      {kind === 'demo' ? (
        <DemoKeyList onPick={onPickDemoKey} />
      ) : (
        <Alert severity="info" variant="outlined">
          Create a personal API key in PostHog under <strong>Settings → Personal API keys</strong> with the
          scopes{' '}
          {REQUIRED_SCOPES.map((scope, index) => (
            <span key={scope}>
              {index > 0 ? ', ' : ''}
              <code>{scope}</code>
            </span>
          ))}
          . Without a scope, the screens that need it say which one is missing. A key limited to some projects
          or organizations works too: <strong>Test connection</strong> asks for its projects or offers its
          organizations.
        </Alert>
      )}

      <Controller
        control={control}
        name="remember"
        render={({ field }) => (
          <Box>
            <FormControlLabel
              control={
                <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
              }
              label="Remember on this device"
            />
            <FormHelperText sx={{ mt: 0 }}>
              Off: the key is kept for this browser tab only (sessionStorage). On: it stays in this browser
              (localStorage) until you disconnect. It is never put in a URL.
            </FormHelperText>
          </Box>
        )}
      />
    </>
  );
}
