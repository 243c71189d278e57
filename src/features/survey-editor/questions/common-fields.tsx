// The fields every question has, whatever its kind: text, description and its format, button label,
// and whether it may be skipped.
import { memo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { FormSwitch } from '@/components/form/form-switch';
import { FormTextField } from '@/components/form/form-text-field';
import { LongTextGuard } from '@/components/form/long-text-guard';

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
