// A survey exactly as a respondent sees it: posthog-js's own renderer, run in a sandboxed frame on a
// sanitised copy of the survey. Default export so callers can React.lazy() it.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import rendererUrl from 'posthog-js/dist/surveys-preview.js?url';
import type { Survey } from '@/contracts/survey';
import { afterNextPaint } from '@/lib/react/after-next-paint';
import { previewPageIndex, toRendererSurvey, type PreviewPage } from './renderer-survey';
import {
  buildPreviewSrcdoc,
  createNonce,
  parseFrameMessage,
  PREVIEW_FRAME_SANDBOX,
  type ParentToFrame,
  type PreviewScheme,
} from './frame-document';

export interface SurveyPreviewProps {
  survey: Pick<Survey, 'type' | 'questions' | 'appearance'> & { id?: string; name?: string }; // API shape, contracts/survey.ts
  /** question index to show, or 'thanks' for the confirmation screen */
  page: PreviewPage;
  /** the respondent pressed submit in the preview */
  onSubmitAnswer?: (value: string | string[] | number | null) => void;
  /** the respondent pressed Back (the renderer shows it when `appearance.allowGoBack` is set) */
  onBack?: () => void;
}

const LOAD_TIMEOUT_MS = 20_000;
const MIN_HEIGHT = 120;
const MAX_HEIGHT = 4000;

// One download of the renderer's source (~125 KB) for every preview; forgotten on failure so Retry
// can try again. It is fetched as text from its own asset URL, never imported: it only ever runs inside
// the frame, and a failed dynamic import() would stay failed in the browser's module map.
let rendererSource: Promise<string> | null = null;
function loadRendererSource(): Promise<string> {
  if (!rendererSource) {
    rendererSource = fetch(rendererUrl).then(async (response) => {
      if (!response.ok)
        throw new Error(`The survey renderer could not be downloaded (HTTP ${response.status}).`);
      return response.text();
    });
    rendererSource.catch(() => {
      rendererSource = null;
    });
  }
  return rendererSource;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

function isValidPage(page: PreviewPage, questionCount: number): boolean {
  return page === 'thanks' || (Number.isInteger(page) && page >= 0 && page < questionCount);
}

type Status = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; message: string };
interface Snapshot {
  survey: SurveyPreviewProps['survey'];
  page: PreviewPage;
  scheme: PreviewScheme;
}

function PreviewFrame({
  survey,
  page,
  onSubmitAnswer,
  onBack,
  onRetry,
}: SurveyPreviewProps & { onRetry: () => void }) {
  const scheme: PreviewScheme = useTheme().palette.mode;
  const frameRef = useRef<HTMLIFrameElement>(null);
  // A new nonce per frame: nothing the survey injects can know it.
  const [srcdoc] = useState(() => buildPreviewSrcdoc(createNonce()));
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [rendered, setRendered] = useState(false);
  const [renderError, setRenderError] = useState<string | null>(null);
  const [height, setHeight] = useState(MIN_HEIGHT);

  const latest = useRef<Snapshot>({ survey, page, scheme });
  const posted = useRef<Snapshot | null>(null);
  const ready = useRef(false);
  const sourceSent = useRef(false);
  /** Cancels the render waiting for the next paint, if any. */
  const pendingFlush = useRef<(() => void) | null>(null);
  const callbacks = useRef({ onSubmitAnswer, onBack });
  useEffect(() => {
    callbacks.current = { onSubmitAnswer, onBack };
  });

  const flush = useCallback(() => {
    pendingFlush.current = null;
    const target = frameRef.current?.contentWindow;
    const next = latest.current;
    const last = posted.current;
    if (!ready.current || !target) return;
    if (last && last.survey === next.survey && last.page === next.page && last.scheme === next.scheme) return;
    const questionCount = next.survey.questions?.length ?? 0;
    if (!isValidPage(next.page, questionCount)) return;
    posted.current = next;
    try {
      const rendererSurvey = toRendererSurvey(next.survey);
      const message: ParentToFrame = {
        type: 'render',
        survey: rendererSurvey,
        page: previewPageIndex(next.page, rendererSurvey.questions.length),
        scheme: next.scheme,
      };
      // The frame's origin is opaque, so it cannot be named; what goes in is the public survey only.
      target.postMessage(message, '*');
    } catch (error) {
      setRenderError(describe(error));
    }
  }, []);

  // The editor passes a new survey on every keystroke and every drop: at most one render per animation
  // frame, sent just after the frame is painted. The frame renders on the page's own thread, so drawing
  // it in the same frame as the edit would delay what the user is looking at (the card they typed in,
  // the question they dropped); a frame later is not visible.
  const schedule = useCallback(() => {
    if (pendingFlush.current !== null) return;
    pendingFlush.current = afterNextPaint(flush);
  }, [flush]);

  // A layout effect, so the listener exists before the frame can say anything.
  useLayoutEffect(() => {
    let disposed = false;
    const timeout = window.setTimeout(() => {
      if (!ready.current) setStatus({ kind: 'error', message: 'The survey renderer did not start in time.' });
    }, LOAD_TIMEOUT_MS);
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current;
      if (!frame || event.source !== frame.contentWindow) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case 'booted':
          if (sourceSent.current) return;
          sourceSent.current = true;
          loadRendererSource().then(
            (code) => {
              if (!disposed)
                frame.contentWindow?.postMessage({ type: 'source', code } satisfies ParentToFrame, '*');
            },
            (error: unknown) => {
              if (!disposed) setStatus({ kind: 'error', message: describe(error) });
            },
          );
          return;
        case 'ready':
          ready.current = true;
          window.clearTimeout(timeout);
          setStatus({ kind: 'ready' });
          schedule();
          return;
        case 'rendered':
          setRendered(true);
          setRenderError(null);
          return;
        case 'render-error':
          setRendered(true);
          setRenderError(message.message);
          return;
        case 'load-error':
          setStatus({ kind: 'error', message: message.message });
          return;
        case 'height':
          setHeight(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, message.px)));
          return;
        case 'submit':
          callbacks.current.onSubmitAnswer?.(message.value);
          return;
        case 'back':
          callbacks.current.onBack?.();
          return;
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      disposed = true;
      window.clearTimeout(timeout);
      window.removeEventListener('message', onMessage);
      pendingFlush.current?.();
      pendingFlush.current = null;
    };
  }, [schedule]);

  useEffect(() => {
    latest.current = { survey, page, scheme };
    schedule();
  }, [survey, page, scheme, schedule]);

  const questionCount = survey.questions?.length ?? 0;
  const validPage = isValidPage(page, questionCount);
  const failed = status.kind === 'error';
  const loading = !failed && !rendered;

  return (
    <Box sx={{ position: 'relative' }} aria-busy={loading}>
      {failed ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Retry
            </Button>
          }
        >
          <AlertTitle>The preview could not load</AlertTitle>
          {status.message}
        </Alert>
      ) : null}
      {!failed && renderError ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          The survey renderer could not show this survey: {renderError}
        </Alert>
      ) : null}
      {!failed && !validPage ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {questionCount === 0
            ? 'This survey has no questions to preview.'
            : `There is no question ${Number(page) + 1} to show.`}
        </Typography>
      ) : null}
      <iframe
        ref={frameRef}
        title="Survey preview"
        sandbox={PREVIEW_FRAME_SANDBOX}
        srcDoc={srcdoc}
        style={{
          display: failed || !validPage ? 'none' : 'block',
          visibility: rendered ? 'visible' : 'hidden',
          width: '100%',
          height,
          border: 0,
          borderRadius: 8,
        }}
      />
      {loading && validPage ? (
        <Stack
          role="status"
          direction="row"
          spacing={1.5}
          sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center' }}
        >
          <CircularProgress size={20} aria-hidden />
          <Typography color="text.secondary">Loading the preview…</Typography>
        </Stack>
      ) : null}
    </Box>
  );
}

export default function SurveyPreview(props: SurveyPreviewProps) {
  // Retry starts over with a new frame (and a new nonce).
  const [attempt, setAttempt] = useState(0);
  return <PreviewFrame key={attempt} {...props} onRetry={() => setAttempt((value) => value + 1)} />;
}
