// On the demo backend, a walk-through answered to the end (the Flow tab's "Try it") is sent through the
// capture API as posthog-js sends a respondent's answers, so that a new user sees it arrive in Results:
// `survey shown`, then `survey sent` with the id-based answer keys, `$survey_submission_id`,
// `$survey_completed`, `$survey_questions`, the iteration, and `$set` of `$survey_responded/<id>`
// (posthog-js packages/browser/src/extensions/surveys/surveys-extension-utils.tsx @ 9b2a1b18). With
// partial responses on, posthog-js sends one `survey sent` per answered question (the last completed).
// Never sent anywhere but the demo: a real PostHog's answers come from real respondents.
import type { Survey } from '@/contracts/survey';
import { responseKeyById, SURVEY_EVENTS } from '@/contracts/events';
import type { SurveyResponse } from '@/entities/survey/kinds/answers';

export interface WalkAnswer {
  index: number;
  response: SurveyResponse;
}

export interface CaptureEvent {
  event: string;
  distinct_id: string;
  timestamp: string;
  uuid: string;
  properties: Record<string, unknown>;
}

/** What posthog-js puts in a property: numbers as their text, lists as they are. */
const sentValue = (response: SurveyResponse) => (typeof response === 'number' ? String(response) : response);

export interface WalkContext {
  distinctId: string;
  submissionId: string;
  shownAt: number;
  sentAt: number;
  newUuid: () => string;
  /** Where the walk-through ran (posthog-js sends the page's address). */
  url: string;
}

/** The events posthog-js would send for this walk through `survey`. */
export function walkEvents(
  survey: Survey,
  answers: readonly WalkAnswer[],
  context: WalkContext,
): CaptureEvent[] {
  const questions = survey.questions ?? [];
  const iteration =
    typeof survey.current_iteration === 'number' && survey.current_iteration > 0
      ? {
          $survey_iteration: survey.current_iteration,
          $survey_iteration_start_date: survey.current_iteration_start_date ?? null,
        }
      : {};
  const common = {
    $survey_id: survey.id,
    $survey_name: survey.name,
    $lib: 'web',
    $current_url: context.url,
    ...iteration,
  };
  const time = (ms: number) => new Date(ms).toISOString();
  const events: CaptureEvent[] = [
    {
      event: SURVEY_EVENTS.shown,
      distinct_id: context.distinctId,
      timestamp: time(context.shownAt),
      uuid: context.newUuid(),
      properties: { ...common },
    },
  ];
  const given = answers.filter((answer) => answer.response !== undefined && answer.response !== null);
  const partial = survey.enable_partial_responses === true;
  const steps = partial && given.length > 1 ? given.map((_, i) => i + 1) : [given.length];
  const responded = `$survey_responded/${survey.id}${'$survey_iteration' in iteration ? `/${String(iteration.$survey_iteration)}` : ''}`;
  steps.forEach((step, n) => {
    const sofar = new Map(given.slice(0, step).map((answer) => [answer.index, sentValue(answer.response)]));
    const properties: Record<string, unknown> = {
      ...common,
      $survey_submission_id: context.submissionId,
      $survey_completed: step === given.length,
      $survey_questions: questions.map((question, index) => ({
        id: (question as { id?: unknown }).id ?? null,
        question: (question as { question?: unknown }).question ?? '',
        response: sofar.get(index) ?? null,
      })),
      $set: { [responded]: true },
    };
    for (const [index, value] of sofar) {
      const id = (questions[index] as { id?: unknown } | undefined)?.id;
      if (typeof id === 'string' && id) properties[responseKeyById(id)] = value;
    }
    events.push({
      event: SURVEY_EVENTS.sent,
      distinct_id: context.distinctId,
      timestamp: time(context.sentAt - (steps.length - 1 - n) * 1000),
      uuid: context.newUuid(),
      properties,
    });
  });
  return events;
}

/** Sends the events to the demo's capture API (`/batch/` at the host root) with the project's token. */
export async function sendToDemoCapture(token: string, events: readonly CaptureEvent[]): Promise<void> {
  const response = await fetch(new URL('/batch/', window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ api_key: token, batch: events, sent_at: new Date().toISOString() }),
    credentials: 'omit',
  });
  if (!response.ok)
    throw new Error((await response.text()) || `The capture API answered ${response.status}.`);
}
