// Which backend Surveyor talks to: the choice of backends, and the address of a self-hosted one.
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { BACKEND_KINDS, BACKENDS, parseSelfHostedUrl, type BackendKind } from '@/lib/api/backend';
import type { ConnectionFormValues } from '../connection.form';

const OFFERED = BACKEND_KINDS.filter((kind) => BACKENDS[kind].offered);

interface Props {
  form: UseFormReturn<ConnectionFormValues>;
  kind: BackendKind;
  /** Called after the choice changed, with the backend chosen. */
  onChosen: (kind: BackendKind) => void;
}

export function BackendChoice({ form, kind, onChosen }: Props) {
  const { control, register, formState } = form;
  const typedUrl = useWatch({ control, name: 'selfHostedUrl' });
  // Shown as parsed, so an address that reads like one host but goes to another is plain to see.
  const selfHostedBase = parseSelfHostedUrl(typedUrl).url;
  return (
    <>
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="backend-label">Backend</FormLabel>
            <RadioGroup
              aria-labelledby="backend-label"
              value={field.value}
              onChange={(event) => {
                const next = event.target.value as BackendKind;
                field.onChange(next);
                onChosen(next);
              }}
            >
              {OFFERED.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={
                    <span>
                      {BACKENDS[option].label}{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        — {BACKENDS[option].description}
                      </Typography>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />

      {kind === 'self-hosted' ? (
        <TextField
          label="Base URL"
          placeholder="https://posthog.example.com"
          {...register('selfHostedUrl')}
          error={Boolean(formState.errors.selfHostedUrl)}
          helperText={
            formState.errors.selfHostedUrl?.message ??
            (selfHostedBase
              ? `API requests will go to ${selfHostedBase}/api/`
              : 'The address you open PostHog at, without /api.')
          }
        />
      ) : null}
    </>
  );
}
