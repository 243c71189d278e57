// The survey's questions as the SDK will show them: each with its kind, what it offers, and where each
// answer leads (branching in words). A long survey (a 5 MB import of 400 questions) is drawn a slice at a
// time after each paint, and a question off screen is not laid out until it scrolls near (drawn
// and laid out at once, the 400 questions held the page for ~0.5 s; see
// docs/decisions/0008-rows-in-slices.md).
import { Box, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { ReadQuestion } from '@/contracts/survey-questions';
import { htmlToText } from '@/lib/sanitize-html';
import { describeBranching } from '@/entities/survey/model/branching-words';
import { kindSummary, READ_KIND_LABELS } from '@/entities/survey/kinds/question-kinds';
import { useRowsInSlices } from '@/components/data-table/use-rows-in-slices';

const questionKey = (question: ReadQuestion, index: number) => question.id ?? index;

function kindLabel(question: ReadQuestion): string {
  return question.type === 'unreadable' && question.storedType
    ? `${READ_KIND_LABELS.unreadable}: “${question.storedType}”`
    : READ_KIND_LABELS[question.type];
}

export function SurveyQuestions({ questions, problem }: { questions: ReadQuestion[]; problem?: string }) {
  const { drawn, drawing } = useRowsInSlices(questions, questionKey);
  if (problem) return <Typography color="warning.main">The questions cannot be read: {problem}.</Typography>;
  if (!questions.length) return <Typography color="text.secondary">This survey has no questions.</Typography>;
  return (
    <List aria-label="Questions" aria-busy={drawing}>
      {(drawn ?? questions).map((question, index) => (
        <ListItem
          key={questionKey(question, index)}
          divider
          disableGutters
          sx={{ alignItems: 'flex-start', contentVisibility: 'auto', containIntrinsicSize: 'auto 72px' }}
        >
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  Q{index + 1}.
                </Typography>
                <span>{htmlToText(question.question)}</span>
                <Chip
                  size="small"
                  label={kindLabel(question)}
                  color={question.type === 'unreadable' ? 'warning' : 'default'}
                />
                {kindSummary(question) ? (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {kindSummary(question)}
                  </Typography>
                ) : null}
              </Stack>
            }
            secondary={
              <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                {describeBranching(questions, index).map((line) => (
                  <Box component="span" key={line} sx={{ display: 'block' }}>
                    {line}
                  </Box>
                ))}
              </Box>
            }
            slotProps={{ secondary: { component: 'div' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
