// The live preview with its controls: which page to show, answers that advance by the survey's
// branching, restart. Default export so the survey page (and later the editor) can lazy-load it.
import { useId, useState } from 'react';
import { Alert, AlertTitle, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { advance, pageOptions, pageValue, validPage, type Advance } from './preview-pages';
import { keptOrderReason, shufflesChoices, shufflesQuestions, type PreviewPage } from './renderer-survey';
import type { PreviewSurvey } from './sanitize-survey';
import { sanitizeSurveyForPreview } from './sanitize-survey';
import SurveyPreview from './survey-preview';
import type { PreviewPanelProps } from '@/entities/survey/ui/survey-panels';

type Ending = Extract<Advance, { kind: 'end' | 'dead-end' }>;

function EndNote({ ending, onRestart }: { ending: Ending; onRestart: () => void }) {
  const restart = (
    <Button color="inherit" size="small" onClick={onRestart}>
      Restart
    </Button>
  );
  return ending.kind === 'end' ? (
    <Alert severity="info" action={restart}>
      <AlertTitle>End of survey</AlertTitle>
      The respondent has finished. This survey shows no thank-you message, so the survey closes here.
    </Alert>
  ) : (
    <Alert severity="warning" action={restart}>
      <AlertTitle>Dead end</AlertTitle>
      This answer leads to question {ending.target + 1}, which does not exist: respondents are left with an
      empty survey box and their response never completes.
    </Alert>
  );
}

/** What the caption says about shuffling: what respondents see in another order, and why not the questions. */
function shufflingNote(survey: PreviewSurvey): string {
  const questions = shufflesQuestions(survey);
  const choices = shufflesChoices(survey);
  const what =
    questions && choices ? 'Questions and choices' : questions ? 'Questions' : choices ? 'Choices' : null;
  const shuffled = what ? ` ${what} appear in their saved order here; respondents see them shuffled.` : '';
  const kept = keptOrderReason(survey);
  return kept ? `${shuffled} Respondents see the questions in this order: ${kept}.` : shuffled;
}

export default function SurveyPreviewPanel({
  survey,
  page: controlledPage,
  onPageChange,
}: PreviewPanelProps) {
  const headingId = useId();
  const [ownPage, setOwnPage] = useState<PreviewPage>(0);
  const [history, setHistory] = useState<PreviewPage[]>([]);
  const [ending, setEnding] = useState<Ending | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Restart mounts a new preview, so nothing the respondent typed or picked survives it.
  const [run, setRun] = useState(0);

  const options = pageOptions(survey);
  const requested = controlledPage ?? ownPage;
  const page = validPage(survey, requested) ?? options[0]?.page ?? null;

  // A page chosen from outside replaces whatever ending was on screen.
  const [seenRequest, setSeenRequest] = useState(requested);
  if (seenRequest !== requested) {
    setSeenRequest(requested);
    setEnding(null);
    setProblem(null);
  }

  const goTo = (next: PreviewPage) => {
    setEnding(null);
    setProblem(null);
    if (controlledPage === undefined) setOwnPage(next);
    onPageChange?.(next);
  };
  const restart = () => {
    setHistory([]);
    setRun((value) => value + 1);
    goTo(0);
  };
  const onSubmitAnswer = (answer: string | string[] | number | null) => {
    if (page === null) return;
    // Route with what the renderer showed: a sanitised choice must match its own text.
    const result = advance(sanitizeSurveyForPreview(survey), page, answer);
    if (result.kind === 'page') {
      setHistory((visited) => [...visited, page]);
      goTo(result.page);
    } else if (result.kind === 'error') setProblem(result.message);
    else setEnding(result);
  };
  const onBack = () => {
    const previous = history.at(-1) ?? (typeof page === 'number' && page > 0 ? page - 1 : null);
    if (previous === null) return;
    setHistory((visited) => visited.slice(0, -1));
    goTo(previous);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ flexGrow: 1, whiteSpace: 'nowrap' }}>
          Live preview
        </Typography>
        {page !== null ? (
          <>
            <TextField
              select
              size="small"
              label="Previewing"
              value={pageValue(page)}
              onChange={(event) => {
                const option = options.find((candidate) => candidate.value === event.target.value);
                if (!option) return;
                setHistory([]);
                goTo(option.page);
              }}
              sx={{ minWidth: 220, maxWidth: '100%' }}
            >
              {options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
            <Button startIcon={<RestartAltIcon />} onClick={restart}>
              Restart
            </Button>
          </>
        ) : null}
      </Stack>
      {page === null ? (
        <Typography color="text.secondary">This survey has no questions to preview.</Typography>
      ) : (
        <>
          {problem ? (
            <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setProblem(null)}>
              This answer cannot be routed: {problem}
            </Alert>
          ) : null}
          {ending ? <EndNote ending={ending} onRestart={restart} /> : null}
          {/* Hidden rather than unmounted at the end, so Back or a new page does not reload the renderer. */}
          <Box sx={{ display: ending ? 'none' : 'block' }}>
            <SurveyPreview
              key={run}
              survey={survey}
              page={page}
              onSubmitAnswer={onSubmitAnswer}
              onBack={onBack}
            />
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            Drawn by PostHog’s own survey renderer (posthog-js 1.449.2) in an isolated frame; answers are not
            sent anywhere.
            {shufflingNote(survey)}
          </Typography>
        </>
      )}
    </Paper>
  );
}
