// A survey diff on screen, in the same words everywhere it appears (the review before a save, the
// history's "compared with now"): questions, branching, settings, each a list of one line per change,
// the server's text in each isolated from the words around it.
import { useId } from 'react';
import { Alert, AlertTitle, Box, List, ListItem, Typography } from '@mui/material';
import { IsolatedText } from '../../../components/isolated-text';
import { isEmptyDiff, type SurveyDiff } from '../versions/survey-diff';
import { diffWords } from '../versions/survey-diff-words';

function Section({ title, lines }: { title: string; lines: string[] }) {
  const id = useId();
  if (lines.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h3" variant="subtitle2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <List dense disablePadding aria-labelledby={id}>
        {lines.map((line, index) => (
          <ListItem
            key={index}
            disableGutters
            sx={{ py: 0.25, display: 'list-item', listStyle: 'disc', ml: 2.5 }}
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <IsolatedText text={line} />
            </Typography>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

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
      <Section title="Questions" lines={words.questions} />
      <Section title="Branching" lines={words.branching} />
      <Section title="Settings" lines={words.settings} />
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
