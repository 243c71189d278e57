// A survey diff on screen, in the same words everywhere it appears (the review before a save, the
// history's "compared with now"): questions, branching, settings, each a list of one line per change,
// the server's text in each isolated from the words around it.
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { isEmptyDiff, type SurveyDiff } from '../versions/survey-diff';
import { diffWords } from '../versions/survey-diff-words';
import { TitledList } from './titled-list';

export function SurveyDiffView({ diff, empty = 'No differences.' }: { diff: SurveyDiff; empty?: string }) {
  if (isEmptyDiff(diff))
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  const words = diffWords(diff);
  return (
    <Box>
      <TitledList title="Questions" lines={words.questions} />
      <TitledList title="Branching" lines={words.branching} />
      <TitledList title="Settings" lines={words.settings} />
    </Box>
  );
}

/** What the change does to results and respondents, when it does anything. */
export function ImpactNotice({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <Alert severity="warning" variant="outlined">
      <AlertTitle>Impact on results</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Alert>
  );
}
