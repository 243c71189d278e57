// The survey's basics, above the tabs: its name, type and internal description.
import { Grid, MenuItem, Paper } from '@mui/material';
import { isKnownSurveyType, SURVEY_TYPES } from '@/contracts/survey-facts';
import { FormTextField } from '@/components/form/form-text-field';
import { surveyTypeName, surveyTypeOption } from '@/entities/survey/model/survey-types';

export function SurveyBasics({ storedType }: { storedType: string | null }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Survey basics">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <FormTextField name="name" label="Survey name" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <SurveyTypeField storedType={storedType} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField name="description" label="Internal description (optional)" fullWidth />
        </Grid>
      </Grid>
    </Paper>
  );
}

function SurveyTypeField({ storedType }: { storedType: string | null }) {
  // A type this version does not know stays selected (and is sent back untouched) until another is chosen.
  const unknown = storedType !== null && !isKnownSurveyType(storedType) ? storedType : null;
  return (
    <FormTextField
      name="type"
      label="Type"
      select
      fullWidth
      helperText={
        unknown ? 'Surveyor does not know this type; it is kept unless you choose another.' : undefined
      }
    >
      {unknown ? (
        <MenuItem value={unknown} disabled>
          {surveyTypeName(unknown)}
        </MenuItem>
      ) : null}
      {SURVEY_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {surveyTypeOption(type)}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
