// How the walk-through asks for an answer, per kind: the controls a respondent would use, producing the
// response the SDK would route by. One entry per kind a question can be read as (the compiler checks).
import type { ComponentType } from 'react';
import {
  Alert,
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
import type { ReadQuestion } from '@/contracts/survey-questions';
import type { SurveyResponse } from '@/entities/survey/routing/next-question';
import { drawnRatings } from '@/entities/survey/kinds/rating-scales';
import { openTextHint, openTextProblem } from '@/entities/survey/routing/open-text-rules';
import { ratingRange } from '@/entities/survey/kinds/rating-buckets';

interface AnswerInputProps<Q extends ReadQuestion = ReadQuestion> {
  question: Q;
  value: SurveyResponse;
  onChange: (value: SurveyResponse) => void;
}

type Read<T extends ReadQuestion['type']> = Extract<ReadQuestion, { type: T }>;

const EMOJI: Record<number, string[]> = {
  2: ['👍', '👎'],
  3: ['🙁', '😐', '😀'],
  5: ['😡', '🙁', '😐', '🙂', '😀'],
};

function RatingAnswer({ question, value, onChange }: AnswerInputProps<Read<'rating'>>) {
  // What posthog-js draws, not what the scale says: 1–5 for a number scale it does not know, no faces
  // for an emoji scale it has none for (drawnRatings cites the SDK).
  const values = drawnRatings(question.display, question.scale);
  if (values.length === 0)
    return (
      <Alert severity="warning">
        posthog-js draws no rating buttons here ({ratingShape(question)}): the respondent sees nothing to pick
        and cannot answer{question.optional ? ', only skip' : ''}.
      </Alert>
    );
  const emoji = question.display === 'emoji' ? EMOJI[values.length] : undefined;
  const range = typeof question.scale === 'number' ? ratingRange(question.scale) : null;
  const redrawn = !range || range[0] !== values[0] || range[1] !== values.at(-1);
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
      {redrawn ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          posthog-js draws {values[0]}–{values.at(-1)} for{' '}
          {range ? `a ${range.join('–')} scale` : 'a rating with no scale'}, so these are the answers
          respondents can give.
        </Typography>
      ) : null}
    </Box>
  );
}

/** "emoji, 1–7 scale", for the note that nothing is drawn. */
const ratingShape = (question: Read<'rating'>) =>
  `${question.display ? `display “${question.display}”` : 'no display'}, ${typeof question.scale === 'number' ? `${ratingRange(question.scale).join('–')} scale` : 'no scale'}`;

function SingleChoiceAnswer({ question, value, onChange }: AnswerInputProps<Read<'single_choice'>>) {
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

function MultipleChoiceAnswer({ question, value, onChange }: AnswerInputProps<Read<'multiple_choice'>>) {
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
                  event.target.checked ? [...selected, choice] : selected.filter((item) => item !== choice),
                )
              }
            />
          }
        />
      ))}
    </FormGroup>
  );
}

function LinkAnswer({ question, value, onChange }: AnswerInputProps<Read<'link'>>) {
  return (
    <Button
      variant="outlined"
      onClick={() => onChange('link clicked')}
      aria-pressed={value === 'link clicked'}
    >
      {question.buttonText || 'Open link'} {value === 'link clicked' ? '✓' : ''}
    </Button>
  );
}

/**
 * Free text with the question's length rules: the hint posthog-js shows under the box, and once
 * something is typed, why its Submit stays disabled (open-text-rules.ts cites the SDK).
 */
function OpenTextAnswer({ question, value, onChange }: AnswerInputProps<Read<'open'>>) {
  const text = typeof value === 'string' ? value : '';
  const problem = text.trim() ? openTextProblem(question, text) : null;
  return (
    <TextField
      label="Your answer"
      multiline
      minRows={2}
      fullWidth
      value={text}
      onChange={(event) => onChange(event.target.value)}
      error={problem !== null}
      helperText={problem ? `Submit stays disabled: ${problem}` : openTextHint(question)}
    />
  );
}

/** Any text, for a question Surveyor cannot read, which any answer leaves. */
function TextAnswer({ value, onChange }: AnswerInputProps) {
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

const ANSWER_INPUTS: { [T in ReadQuestion['type']]: ComponentType<AnswerInputProps<Read<T>>> } = {
  open: OpenTextAnswer,
  link: LinkAnswer,
  rating: RatingAnswer,
  single_choice: SingleChoiceAnswer,
  multiple_choice: MultipleChoiceAnswer,
  unreadable: TextAnswer,
};

export function AnswerInput(props: AnswerInputProps) {
  // The entry matches the question's own kind; TypeScript cannot follow that through the lookup.
  const Input = ANSWER_INPUTS[props.question.type] as ComponentType<AnswerInputProps>;
  return <Input {...props} />;
}
