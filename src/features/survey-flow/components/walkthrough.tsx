import { useState } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { ReadQuestion, SurveyAppearance } from '../../../contracts/survey';
import { shownPart } from '../../../lib/long-text';
import { htmlToText, sanitizeInlineHtml } from '../../../lib/sanitize-html';
import { nextQuestion, type SurveyResponse } from '../../../entities/survey/routing/next-question';
import { ratingRange } from '../../../entities/survey/routing/rating-buckets';

const EMOJI: Record<number, string[]> = {
  2: ['👍', '👎'],
  3: ['🙁', '😐', '😀'],
  5: ['😡', '🙁', '😐', '🙂', '😀'],
};

export interface WalkState {
  /** Questions visited, in order; the last one is on screen. */
  visited: number[];
  /** The step taken after each visited question (same length as visited once finished). */
  taken: (number | 'end')[];
  finished: null | 'end' | 'dead-end';
}

export const startWalk = (): WalkState => ({ visited: [0], taken: [], finished: null });

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

function AnswerInput({
  question,
  value,
  onChange,
}: {
  question: ReadQuestion;
  value: SurveyResponse;
  onChange: (value: SurveyResponse) => void;
}) {
  switch (question.type) {
    case 'rating': {
      // A scale the SDK does not know: offer 1–5 so the walk can go on (the SDK itself would fail).
      const scale = question.scale ?? 5;
      const [min, max] = ratingRange(scale);
      const emoji = question.display === 'emoji' ? EMOJI[scale] : undefined;
      const values = Array.from({ length: max - min + 1 }, (_, i) => min + i);
      return (
        <Box>
          <ToggleButtonGroup
            exclusive
            value={value}
            onChange={(_, next: number | null) => onChange(next)}
            aria-label="Rating"
            size="small"
            sx={{ flexWrap: 'wrap' }}
          >
            {values.map((rating, i) => (
              <ToggleButton key={rating} value={rating} aria-label={`${rating}`}>
                {emoji?.[i] ?? rating}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5 }}>
            <Typography variant="caption">{question.lowerBoundLabel}</Typography>
            <Typography variant="caption">{question.upperBoundLabel}</Typography>
          </Stack>
        </Box>
      );
    }
    case 'single_choice': {
      const openIndex = question.hasOpenChoice ? question.choices.length - 1 : -1;
      const fixed = openIndex >= 0 ? question.choices.slice(0, openIndex) : question.choices;
      const isOther = typeof value === 'string' && !fixed.includes(value) && openIndex >= 0 && value !== '';
      return (
        <RadioGroup
          value={isOther ? '__other__' : (value ?? '')}
          onChange={(event) =>
            onChange(event.target.value === '__other__' ? question.choices[openIndex] : event.target.value)
          }
          aria-label="Choices"
        >
          {fixed.map((choice) => (
            <FormControlLabel key={choice} value={choice} control={<Radio />} label={choice} />
          ))}
          {openIndex >= 0 ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <FormControlLabel value="__other__" control={<Radio />} label={question.choices[openIndex]} />
              {isOther ? (
                <TextField
                  size="small"
                  label="Your answer"
                  value={value === question.choices[openIndex] ? '' : String(value)}
                  onChange={(event) => onChange(event.target.value || question.choices[openIndex])}
                />
              ) : null}
            </Stack>
          ) : null}
        </RadioGroup>
      );
    }
    case 'multiple_choice': {
      const selected = Array.isArray(value) ? value : [];
      return (
        <FormGroup aria-label="Choices">
          {question.choices.map((choice) => (
            <FormControlLabel
              key={choice}
              label={choice}
              control={
                <Checkbox
                  checked={selected.includes(choice)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...selected, choice]
                        : selected.filter((item) => item !== choice),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      );
    }
    case 'link':
      return (
        <Button
          variant="outlined"
          onClick={() => onChange('link clicked')}
          aria-pressed={value === 'link clicked'}
        >
          {question.buttonText || 'Open link'} {value === 'link clicked' ? '✓' : ''}
        </Button>
      );
    default:
      return (
        <TextField
          label="Your answer"
          multiline
          minRows={2}
          fullWidth
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
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
      const step = nextQuestion({ questions }, current, response);
      setError(null);
      setAnswer(undefined);
      if (step === 'end') onChange({ ...state, taken: [...state.taken, step], finished: 'end' });
      else if (step < 0 || step >= questions.length)
        onChange({ ...state, taken: [...state.taken, step], finished: 'dead-end' });
      else onChange({ visited: [...state.visited, step], taken: [...state.taken, step], finished: null });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  const back = () => {
    setAnswer(undefined);
    setError(null);
    if (state.finished) onChange({ ...state, taken: state.taken.slice(0, -1), finished: null });
    else onChange({ visited: state.visited.slice(0, -1), taken: state.taken.slice(0, -1), finished: null });
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
