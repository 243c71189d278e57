// The flow preview's "Try it": answer the survey as a respondent would, one question at a time, and see
// where each answer leads (the walk's state and steps are pure: entities/survey/routing/walk.ts). It
// follows posthog-js 1.449.2: its intro and thank-you screens, the answers it draws, the open-text rules
// that keep Submit disabled, and where it throws.
import { memo, useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import type { ReadQuestion } from '@/contracts/survey-questions';
import type { SurveyAppearance } from '@/contracts/survey-settings';
import { htmlToText } from '@/lib/sanitize-html';
import type { SurveyResponse } from '@/entities/survey/routing/next-question';
import type { WalkAnswer } from '@/entities/results/walk-capture';
import { openTextProblem } from '@/entities/survey/routing/open-text-rules';
import { beginWalk, startWalk, walkBack, walkForward, type WalkState } from '@/entities/survey/routing/walk';
import { introScreen, thankYouScreen } from '@/entities/survey/routing/widget-screens';
import { AnswerInput } from './answer-input';
import { SurveyText } from './survey-text';
import { DeadEndView, EndView, IntroView } from './walk-screens';

// The panel that holds the walk imports its state from here.

function Description({ question }: { question: ReadQuestion }) {
  if (question.type === 'unreadable')
    return <Alert severity="warning">{question.problem}. Any answer continues, as the flow treats it.</Alert>;
  return <SurveyText text={question.description ?? ''} isHtml={question.descriptionContentType !== 'text'} />;
}

/** What the widget would send for the answer on screen, or undefined while it keeps Submit disabled. */
function sendable(question: ReadQuestion, answer: SurveyResponse): SurveyResponse {
  if (question.type === 'open') {
    const text = typeof answer === 'string' ? answer : '';
    // OpenTextQuestion submits `text.trim()`, and only once getValidationError has nothing to say; a
    // blank optional answer is the walk-through's Skip.
    return openTextProblem(question, text) === null && text.trim() !== '' ? text.trim() : undefined;
  }
  if (answer === '' || (Array.isArray(answer) && answer.length === 0)) return undefined;
  return answer;
}

interface Props {
  questions: readonly ReadQuestion[];
  appearance?: SurveyAppearance | null;
  state: WalkState;
  onChange: (state: WalkState) => void;
  /** Called when the walk reaches the end, with each answer given on the way and when it started. */
  onFinished?: (answers: WalkAnswer[], startedAt: number) => void;
}

// Memoised: the panel around it draws again on every edit of the survey, most of which leave the
// walk's questions as they were.
export const Walkthrough = memo(function Walkthrough({
  questions,
  appearance,
  state,
  onChange,
  onFinished,
}: Props) {
  const [answer, setAnswer] = useState<SurveyResponse>(undefined);
  // The answers given on the way, one per step taken (what the widget would send at the end).
  const [given, setGiven] = useState<WalkAnswer[]>([]);
  const startedAt = useRef<number | null>(null);
  useEffect(() => {
    // When the respondent first saw the survey: the walk's first paint, or its restart.
    startedAt.current ??= Date.now();
  });
  const current = state.visited.at(-1)!;
  const question = questions[current];

  const go = (response: SurveyResponse) => {
    const next = walkForward(questions, state, response);
    // Where posthog-js throws, the respondent stays on the question with the answer still picked.
    if (next.thrown === null) {
      setAnswer(undefined);
      const answers = [...given, { index: current, response }];
      setGiven(answers);
      if (next.finished === 'end') onFinished?.(answers, startedAt.current ?? Date.now());
    }
    onChange(next);
  };
  const back = () => {
    setAnswer(undefined);
    setGiven(given.slice(0, -1));
    onChange(walkBack(state));
  };
  const restart = () => {
    setAnswer(undefined);
    setGiven([]);
    startedAt.current = null;
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
  const intro = introScreen(appearance);
  if (intro && !state.started) return <IntroView screen={intro} onStart={() => onChange(beginWalk(state))} />;
  if (state.finished === 'end') return <EndView thanks={thankYouScreen(appearance)} controls={controls} />;
  if (state.finished === 'dead-end')
    return <DeadEndView target={Number(state.taken.at(-1))} controls={controls} />;
  if (!question) return null;
  const response = sendable(question, answer);
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
      {state.thrown ? (
        <Alert severity="error">
          The widget stops here: posthog-js throws “{state.thrown}” when this answer is submitted. The
          respondent stays on this question and the answer is not sent; only another answer gets through.
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        {controls}
        <Stack direction="row" spacing={1}>
          {question.optional ? <Button onClick={() => go(null)}>Skip</Button> : null}
          <Button variant="contained" disabled={response === undefined} onClick={() => go(response)}>
            {question.type !== 'link' && question.type !== 'unreadable' && question.buttonText
              ? question.buttonText
              : 'Submit'}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
});
