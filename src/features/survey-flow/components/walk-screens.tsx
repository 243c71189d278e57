// The screens of the walk-through that are not questions: posthog-js's intro screen, and how the
// survey ends (thank-you screen, the widget closing, or a dead end). When each is shown is decided in
// entities/survey/routing/widget-screens.ts, which cites the SDK. Headings are shown as text, like the
// questions' own.
import type { ReactNode } from 'react';
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import type { WidgetScreen } from '@/entities/survey/routing/widget-screens';
import { htmlToText } from '@/lib/sanitize-html';
import { SurveyText } from './survey-text';

export function IntroView({ screen, onStart }: { screen: WidgetScreen; onStart: () => void }) {
  return (
    <Stack spacing={2} component="section" aria-label="Respondent view">
      <Typography variant="overline">Intro screen · before the first question</Typography>
      {screen.header ? (
        <Typography variant="h6" component="h3">
          {htmlToText(screen.header)}
        </Typography>
      ) : null}
      <SurveyText text={screen.description} isHtml={screen.descriptionIsHtml} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={onStart}>
          {screen.buttonText}
        </Button>
      </Stack>
    </Stack>
  );
}

interface EndProps {
  /** The thank-you screen, or null when the widget simply closes. */
  thanks: WidgetScreen | null;
  controls: ReactNode;
}

export function EndView({ thanks, controls }: EndProps) {
  return (
    <Stack spacing={2} aria-live="polite">
      {thanks ? (
        <Alert severity="success">
          <AlertTitle>{htmlToText(thanks.header)}</AlertTitle>
          <SurveyText text={thanks.description} isHtml={thanks.descriptionIsHtml} />
          <Typography variant="body2" sx={{ mt: 1 }}>
            The respondent reached the end; the response is recorded as complete. The thank-you screen closes
            with its button “{thanks.buttonText}”.
          </Typography>
        </Alert>
      ) : (
        <Alert severity="info">
          <AlertTitle>The widget closes</AlertTitle>
          The respondent reached the end; the response is recorded as complete. This survey shows no thank-you
          message (“Show a thank-you message” is off), so posthog-js hides the survey as soon as the last
          answer is sent.
        </Alert>
      )}
      {controls}
    </Stack>
  );
}

export function DeadEndView({ target, controls }: { target: number; controls: ReactNode }) {
  return (
    <Stack spacing={2} aria-live="polite">
      <Alert severity="error">
        <AlertTitle>Dead end</AlertTitle>
        The route leads to question #{target + 1}, which does not exist: the real widget would show nothing
        and never record the survey as completed.
      </Alert>
      {controls}
    </Stack>
  );
}
