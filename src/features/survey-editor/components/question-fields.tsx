// The fields every question has, and those of link and rating questions.
import { memo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import {
  Box,
  FormHelperText,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { changeRating } from '../model/question-ops';
import { RATING_SCALES, scaleLabel, type RatingDisplay } from '../../../entities/survey/model/question-kinds';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { LongTextGuard } from '../../../components/form/long-text-guard';
import { useQuestionOps } from './question-ops-context';

export const CommonFields = memo(function CommonFields({ index, number }: { index: number; number: number }) {
  const base = `questions.${index}`;
  const format = useController({ name: `${base}.descriptionContentType` });
  const translations = useWatch({ name: `${base}.translations` }) as unknown;
  const languages =
    translations && typeof translations === 'object' && !Array.isArray(translations)
      ? Object.keys(translations)
      : [];
  return (
    <Stack spacing={2}>
      <LongTextGuard name={`${base}.question`} label={`Question ${number}'s text`}>
        <FormTextField
          name={`${base}.question`}
          label={`Question ${number} text`}
          required
          fullWidth
          multiline
          maxRows={4}
          data-question-text
          helperText={
            languages.length
              ? `Translated (${languages.join(', ')}): Surveyor does not edit translations, so rewording this leaves them as they are.`
              : undefined
          }
        />
      </LongTextGuard>
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="body2" color="text.secondary" id={`${base}-format`}>
            Description format
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-labelledby={`${base}-format`}
            value={format.field.value === 'html' ? 'html' : 'text'}
            onChange={(_, value: 'text' | 'html' | null) => value && format.field.onChange(value)}
          >
            <ToggleButton value="text">Text</ToggleButton>
            <ToggleButton value="html">HTML</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <LongTextGuard name={`${base}.description`} label="The description">
          <FormTextField
            name={`${base}.description`}
            label="Description (optional)"
            fullWidth
            multiline
            minRows={1}
            maxRows={6}
            helperText={
              format.field.value === 'html'
                ? 'HTML is cleaned before it is shown: scripts and event handlers are removed.'
                : undefined
            }
          />
        </LongTextGuard>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormTextField
          name={`${base}.buttonText`}
          label="Button label"
          placeholder="Submit"
          size="small"
          sx={{ minWidth: 200 }}
        />
        <FormSwitch name={`${base}.optional`} label="Optional: respondents may skip it" />
      </Stack>
    </Stack>
  );
});

export const LinkFields = memo(function LinkFields({ index }: { index: number }) {
  return (
    <FormTextField
      name={`questions.${index}.link`}
      label="Link"
      required
      fullWidth
      placeholder="https://example.com/book-a-call"
      helperText="https:// or mailto: only. Respondents open it with the button."
    />
  );
});

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
    if (JSON.stringify(before.rule) !== JSON.stringify(next.rule) && before.rule.kind === 'response') {
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
            apply({ display: next, scale: RATING_SCALES[next].includes(scaleValue) ? scaleValue : 5 });
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
