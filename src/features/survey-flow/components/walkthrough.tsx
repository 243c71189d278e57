// The flow preview's "Try it": answer the survey as a respondent would, one question at a time, and see
// where each answer leads (the walk's state and steps are pure: entities/survey/routing/walk.ts).
import { useState } from 'react';
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import type { ReadQuestion, SurveyAppearance } from '../../../contracts/survey';
import { shownPart } from '../../../lib/long-text';
import { htmlToText, sanitizeInlineHtml } from '../../../lib/sanitize-html';
import type { SurveyResponse } from '../../../entities/survey/routing/next-question';
import { startWalk, walkBack, walkForward, type WalkState } from '../../../entities/survey/routing/walk';
import { AnswerInput } from './answer-input';

// The panel that holds the walk imports its state from here.

function Description({ question }: { question: ReadQuestion }) {
  if (question.type === 'unreadable')
    return <Alert severity="warning">{question.problem}. Any answer continues, as the flow treats it.</Alert>;
  if (!question.description) return null;
  // Survey content is untrusted and this is the app's own document: only formatting and links that open
  // in a new tab survive (no styles, images or forms), so the description cannot draw over the app.
  return question.descriptionContentType === 'html' ? (
    <Typography
      variant="body2"
      color="text.secondary"
      component="div"
      sx={{ overflowWrap: 'anywhere', '& a': { color: 'primary.main' } }}
      dangerouslySetInnerHTML={{ __html: sanitizeInlineHtml(shownPart(question.description)) }}
    />
  ) : (
    <Typography variant="body2" color="text.secondary">
      {shownPart(question.description)}
    </Typography>
  );
}

interface Props {
  questions: readonly ReadQuestion[];
  appearance?: SurveyAppearance | null;
  state: WalkState;
  onChange: (state: WalkState) => void;
}

export function Walkthrough({ questions, appearance, state, onChange }: Props) {
  const [answer, setAnswer] = useState<SurveyResponse>(undefined);
  const [error, setError] = useState<string | null>(null);
  const current = state.visited.at(-1)!;
  const question = questions[current];

  const go = (response: SurveyResponse) => {
    try {
      const next = walkForward(questions, state, response);
      setError(null);
      setAnswer(undefined);
      onChange(next);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  const back = () => {
    setAnswer(undefined);
    setError(null);
    onChange(walkBack(state));
  };
  const restart = () => {
    setAnswer(undefined);
    setError(null);
    onChange(startWalk());
  };

  const controls = (
    <Stack direction="row" spacing={1}>
      <Button onClick={back} disabled={state.visited.length === 1 && !state.finished}>
        Back
      </Button>
      <Button onClick={restart}>Restart</Button>
    </Stack>
  );

  if (!questions.length) return <Typography color="text.secondary">This survey has no questions.</Typography>;
  if (state.finished === 'end') {
    return (
      <Stack spacing={2} aria-live="polite">
        <Alert severity="success">
          <AlertTitle>
            {appearance?.displayThankYouMessage === false
              ? 'Survey complete'
              : htmlToText(appearance?.thankYouMessageHeader || 'Thank you for your feedback!')}
          </AlertTitle>
          {appearance?.thankYouMessageDescription
            ? htmlToText(appearance.thankYouMessageDescription)
            : 'The respondent reached the end; the response is recorded as complete.'}
        </Alert>
        {controls}
      </Stack>
    );
  }
  if (state.finished === 'dead-end') {
    return (
      <Stack spacing={2} aria-live="polite">
        <Alert severity="error">
          <AlertTitle>Dead end</AlertTitle>
          The route leads to question #{Number(state.taken.at(-1)) + 1}, which does not exist: the real widget
          would show nothing and never record the survey as completed.
        </Alert>
        {controls}
      </Stack>
    );
  }
  if (!question) return null;
  const answered = answer !== undefined && answer !== '' && !(Array.isArray(answer) && answer.length === 0);
  return (
    <Stack spacing={2} component="section" aria-label="Respondent view">
      <Typography variant="overline">
        Question {current + 1} of {questions.length} · step {state.visited.length}
      </Typography>
      <Typography variant="h6" component="h3">
        {htmlToText(question.question)}
      </Typography>
      <Description question={question} />
      <AnswerInput question={question} value={answer} onChange={setAnswer} />
      {error ? <Alert severity="error">The SDK would fail here: {error}</Alert> : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        {controls}
        <Stack direction="row" spacing={1}>
          {question.optional ? <Button onClick={() => go(null)}>Skip</Button> : null}
          <Button variant="contained" disabled={!answered} onClick={() => go(answer)}>
            {question.type !== 'link' && question.type !== 'unreadable' && question.buttonText
              ? question.buttonText
              : 'Submit'}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
