import { readFileSync } from 'node:fs';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import type { PreviewSurvey } from './sanitize-survey';
import SurveyPreview from './survey-preview';

// jsdom does not run the frame's scripts: these tests play the frame's side of the protocol and check
// what the component sends and accepts. The real frame is exercised by e2e/survey-preview.spec.ts.

// The renderer is fetched from its asset URL: serve the real file, as the built app would.
const rendererFile = () => readFileSync('node_modules/posthog-js/dist/surveys-preview.js', 'utf8');

const frames: FrameRequestCallback[] = [];
beforeEach(() => {
  server.use(
    http.get(
      /\/surveys-preview\.js$/,
      () => new HttpResponse(rendererFile(), { headers: { 'Content-Type': 'text/javascript' } }),
    ),
  );
  frames.length = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
});
afterEach(() => vi.unstubAllGlobals());
// A frame, then the task after its paint (when the preview sends its render).
const nextFrame = () =>
  act(async () => {
    frames.splice(0).forEach((callback) => callback(0));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const question = (text: string): SurveyQuestion => ({
  type: 'open',
  question: text,
  description: '<img src=x onerror=alert(1)>Hi',
});
const survey = (text: string): PreviewSurvey => ({
  type: 'popover',
  questions: [question(text)],
  appearance: null,
});

function setup(onSubmitAnswer = vi.fn()) {
  const view = render(<SurveyPreview survey={survey('First')} page={0} onSubmitAnswer={onSubmitAnswer} />);
  const frame = screen.getByTitle('Survey preview') as HTMLIFrameElement;
  const target = frame.contentWindow!;
  const post = vi.spyOn(target, 'postMessage').mockImplementation(() => {});
  const fromFrame = (data: unknown, source: MessageEventSource | null = target) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, source }));
    });
  const renders = () =>
    post.mock.calls.filter(([message]) => (message as { type: string }).type === 'render');
  return { ...view, frame, post, fromFrame, renders, onSubmitAnswer };
}

describe('SurveyPreview', () => {
  it('is a sandboxed, titled frame without same-origin access', () => {
    const { frame } = setup();
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toContain('Content-Security-Policy');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the preview…');
  });

  it('sends the renderer source once the frame boots, then one sanitised render per animation frame', async () => {
    const { post, fromFrame, renders, rerender } = setup();
    await fromFrame({ type: 'booted' });
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        { type: 'source', code: expect.stringContaining('renderSurveysPreview') },
        '*',
      ),
    );
    await fromFrame({ type: 'booted' }); // a second boot (e.g. the frame navigated) gets nothing
    await fromFrame({ type: 'ready' });
    await nextFrame();
    expect(renders()).toHaveLength(1);
    const [first] = renders()[0]!;
    expect(first).toMatchObject({
      type: 'render',
      page: 0,
      scheme: 'light',
      survey: { questions: [{ question: 'First', description: '<img src="x">Hi' }] },
    });

    // Keystrokes in an editor: many surveys before the next frame, one message with the last.
    for (const text of ['Se', 'Sec', 'Second']) rerender(<SurveyPreview survey={survey(text)} page={0} />);
    expect(renders()).toHaveLength(1);
    await nextFrame();
    expect(renders()).toHaveLength(2);
    expect(renders()[1]![0]).toMatchObject({ survey: { questions: [{ question: 'Second' }] } });
    // Nothing new, nothing sent.
    await nextFrame();
    expect(renders()).toHaveLength(2);
    expect(
      post.mock.calls.filter(([message]) => (message as { type: string }).type === 'source'),
    ).toHaveLength(1);
  });

  it('maps the thank-you page to questions.length', async () => {
    const { fromFrame, renders, rerender } = setup();
    await fromFrame({ type: 'ready' });
    rerender(<SurveyPreview survey={survey('First')} page="thanks" />);
    await nextFrame();
    expect(renders().at(-1)![0]).toMatchObject({ page: 1 });
  });

  it('listens only to its own frame, and only to valid messages', async () => {
    const { fromFrame, onSubmitAnswer, frame } = setup();
    await fromFrame({ type: 'submit', value: 'from elsewhere' }, window);
    await fromFrame({ type: 'submit', value: { not: 'an answer' } });
    expect(onSubmitAnswer).not.toHaveBeenCalled();
    await fromFrame({ type: 'submit', value: ['a', 'b'] });
    expect(onSubmitAnswer).toHaveBeenCalledWith(['a', 'b']);
    await fromFrame({ type: 'height', px: 99_999 });
    expect(frame.style.height).toBe('4000px');
    await fromFrame({ type: 'rendered' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the renderer cannot load', async () => {
    const { fromFrame } = setup();
    await fromFrame({ type: 'load-error', message: 'Failed to fetch' });
    expect(screen.getByRole('alert')).toHaveTextContent('The preview could not load');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch');
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the preview…');
  });
});
