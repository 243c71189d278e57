// The fields of a rating question: display and scale (as PostHog's editor offers them), the labels at
// either end, and submitting on the first click. Changing the scale drops answer rules it cannot keep.
import { sameJson } from '@/lib/same-json';
import { memo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { Box, FormHelperText, MenuItem, Stack, TextField } from '@mui/material';
import { changeRating } from './question-ops';
import {
  nearestScale,
  RATING_SCALES,
  scaleLabel,
  type RatingDisplay,
} from '@/entities/survey/kinds/rating-scales';
import { FormSwitch } from '@/components/form/form-switch';
import { FormTextField } from '@/components/form/form-text-field';
import { useQuestionOps } from '../document/question-ops-context';

export const RatingFields = memo(function RatingFields({ index }: { index: number }) {
  const ops = useQuestionOps();
  const base = `questions.${index}`;
  const stored = useWatch({ name: `${base}.display` }) as string | null | undefined;
  // A rating stored without a display (or with one the SDK does not know) says so until one is chosen.
  const display: RatingDisplay | '' = stored === 'number' || stored === 'emoji' ? stored : '';
  const displayField = useController({ name: `${base}.display` });
  const scale = useController({ name: `${base}.scale` });
  const apply = (change: { display?: RatingDisplay; scale?: number }) => {
    const before = ops.get(index);
    const next = changeRating(before, change);
    ops.replace(index, next);
    if (!sameJson(before.rule, next.rule) && before.rule.kind === 'response') {
      ops.inform('Answer rules for ratings the new scale does not have were removed.');
    }
  };
  const scales = RATING_SCALES[display || 'number'];
  const scaleValue = Number(scale.field.value);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Display"
          size="small"
          value={display}
          onChange={(event) => {
            const next = event.target.value as RatingDisplay;
            apply({ display: next, scale: nearestScale(next, scaleValue) });
          }}
          error={Boolean(displayField.fieldState.error)}
          helperText={
            displayField.fieldState.error?.message ??
            (display
              ? undefined
              : `${stored ? `“${stored}” is not a display the SDK knows` : 'Not set'}: no rating buttons are shown.`)
          }
          inputRef={displayField.field.ref}
          sx={{ minWidth: 160 }}
        >
          {display ? null : (
            <MenuItem value="" disabled>
              Not set
            </MenuItem>
          )}
          <MenuItem value="number">Numbers</MenuItem>
          <MenuItem value="emoji">Emoji</MenuItem>
        </TextField>
        <Box>
          <TextField
            select
            label="Scale"
            size="small"
            value={scales.includes(scaleValue) ? scaleValue : ''}
            onChange={(event) => apply({ scale: Number(event.target.value) })}
            error={Boolean(scale.fieldState.error)}
            sx={{ minWidth: 240 }}
            inputRef={scale.field.ref}
          >
            {scales.map((value) => (
              <MenuItem key={value} value={value}>
                {scaleLabel(value, display || 'number')}
              </MenuItem>
            ))}
          </TextField>
          {scale.fieldState.error ? (
            <FormHelperText error>{scale.fieldState.error.message}</FormHelperText>
          ) : null}
        </Box>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name={`${base}.lowerBoundLabel`}
          label="Label for the lowest rating"
          required
          size="small"
          fullWidth
        />
        <FormTextField
          name={`${base}.upperBoundLabel`}
          label="Label for the highest rating"
          required
          size="small"
          fullWidth
        />
      </Stack>
      <FormSwitch name={`${base}.skipSubmitButton`} label="Submit as soon as a rating is chosen" />
    </Stack>
  );
});
