// Surveys as a real PostHog stores and returns them, made anywhere but in Surveyor: from PostHog's own
// templates (branching-and-editor-ux.md §4.5, frontend/src/scenes/surveys/constants.tsx), with the
// appearance its UI seeds (DEFAULT_SURVEY_APPEARANCE, posthog/constants.py), and from the API's documented
// examples (the `Survey.questions` help text in products/surveys/backend/models.py, api-surveys.md §2).
// Every record carries the fields the read serializer always returns (SurveySerializer in
// products/surveys/backend/api/survey.py). Round-trip tests open each in the editor and save one change.

/** PostHog's DEFAULT_SURVEY_APPEARANCE (posthog/constants.py @ 003f61b0): what its UI gives a new survey. */
export const POSTHOG_DEFAULT_APPEARANCE = {
  fontFamily: 'inherit',
  backgroundColor: '#eeeded',
  submitButtonColor: 'black',
  submitButtonTextColor: 'white',
  ratingButtonColor: 'white',
  ratingButtonActiveColor: 'black',
  borderColor: '#c9c6c6',
  placeholder: 'Start typing...',
  whiteLabel: false,
  displayThankYouMessage: true,
  thankYouMessageHeader: 'Thank you for your feedback!',
  position: 'bottom-right',
  widgetType: 'tab',
  widgetLabel: 'Feedback',
  widgetColor: 'black',
  zIndex: '2147482647',
  disabledButtonOpacity: '0.6',
  maxWidth: '300px',
  textSubtleColor: '#939393',
  inputBackground: 'white',
  boxPadding: '20px 24px',
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.15)',
  borderRadius: '10px',
  shuffleQuestions: false,
  surveyPopupDelaySeconds: null,
};

let serial = 0;
const uuid = (n: number) => `0196a1b2-c3d4-7000-8000-${String(n).padStart(12, '0')}`;
const qid = () => uuid(1000 + ++serial);

type Json = Record<string, unknown>;

/** A survey record with every field SurveySerializer returns, as a survey made in PostHog has them. */
function stored(name: string, questions: Json[], extra: Json = {}): Json {
  serial += 1;
  return {
    id: uuid(serial),
    name,
    description: '',
    type: 'popover',
    schedule: 'once',
    linked_flag: null,
    linked_flag_id: null,
    linked_insight_id: null,
    targeting_flag: null,
    internal_targeting_flag: null,
    questions: questions.map((question) => ({ id: qid(), ...question })),
    conditions: null,
    appearance: { ...POSTHOG_DEFAULT_APPEARANCE },
    created_at: '2026-10-01T09:00:00Z',
    created_by: { id: 1, uuid: 'u-1', distinct_id: 'd-1', first_name: 'Ana', email: 'ana@example.com' },
    start_date: null,
    end_date: null,
    archived: false,
    responses_limit: null,
    feature_flag_keys: [],
    iteration_count: null,
    iteration_frequency_days: null,
    iteration_start_dates: [],
    current_iteration: null,
    current_iteration_start_date: null,
    response_sampling_start_date: null,
    response_sampling_interval_type: 'week',
    response_sampling_interval: null,
    response_sampling_limit: null,
    response_sampling_daily_limits: null,
    enable_partial_responses: true,
    enable_iframe_embedding: false,
    base_language: 'en',
    translations: null,
    form_content: null,
    user_access_level: 'editor',
    ...extra,
  };
}

const open = (question: string, extra: Json = {}) => ({
  type: 'open',
  question,
  description: '',
  descriptionContentType: 'text',
  ...extra,
});

/** The templates of PostHog's survey gallery (§4.5), then the API's documented branching examples. */
export function posthogShapedSurveys(): Json[] {
  return [
    // Open feedback (General).
    stored('Open feedback', [open('What can we do to improve our product?')]),
    // Net promoter score (Metrics): NPS 0–10 with auto-submit, then an open follow-up.
    stored('Net promoter score (NPS)', [
      {
        type: 'rating',
        question: 'How likely are you to recommend us to a friend?',
        description: '',
        descriptionContentType: 'text',
        display: 'number',
        scale: 10,
        isNpsQuestion: true,
        lowerBoundLabel: 'Unlikely',
        upperBoundLabel: 'Very likely',
        skipSubmitButton: true,
      },
      open('What is the main reason for your score?', { optional: true }),
    ]),
    // Product-market fit (Metrics): two single choices.
    stored('Product-market fit (PMF)', [
      {
        type: 'single_choice',
        question: 'How often do you use our product?',
        choices: ['Every day', 'A few times a week', 'A few times a month', 'Rarely'],
        skipSubmitButton: true,
      },
      {
        type: 'single_choice',
        question: 'How would you feel if you could no longer use our product?',
        choices: ['Not disappointed', 'Somewhat disappointed', 'Very disappointed'],
        skipSubmitButton: true,
      },
    ]),
    // Customer satisfaction (Metrics): emoji 1–5, then open.
    stored('Customer satisfaction score (CSAT)', [
      {
        type: 'rating',
        question: 'How satisfied are you with our product?',
        display: 'emoji',
        scale: 5,
        lowerBoundLabel: 'Very dissatisfied',
        upperBoundLabel: 'Very satisfied',
        skipSubmitButton: true,
      },
      open('What could we do to improve?', { optional: true }),
    ]),
    // User interview (Business): a link question with its own thank-you header.
    stored(
      'User interview',
      [
        {
          type: 'link',
          question: 'Would you be interested in a 20-minute call with us?',
          description: 'We would love to hear about your experience.',
          link: 'https://calendly.com/example/interview',
          buttonText: 'Schedule',
        },
      ],
      {
        appearance: { ...POSTHOG_DEFAULT_APPEARANCE, thankYouMessageHeader: 'Looking forward to chatting!' },
      },
    ),
    // Customer effort score (Metrics): a number 1–7 Likert.
    stored('Customer effort score (CES)', [
      {
        type: 'rating',
        question: 'How easy was it to use our product?',
        display: 'number',
        scale: 7,
        lowerBoundLabel: 'Strongly disagree',
        upperBoundLabel: 'Strongly agree',
      },
    ]),
    // Customer churn rate (Business): multiple choice with an open "Other", then open.
    stored('Customer churn rate (CCR)', [
      {
        type: 'multiple_choice',
        question: 'Why did you cancel?',
        choices: ['Too expensive', 'Missing features', 'Switched to another product', 'Other'],
        hasOpenChoice: true,
      },
      open('What could we have done better?', { optional: true }),
    ]),
    // Traffic attribution (Business).
    stored('Traffic attribution', [
      {
        type: 'single_choice',
        question: 'Where did you hear about us?',
        choices: ['Search engine', 'Social media', 'A friend', 'Other'],
        hasOpenChoice: true,
      },
      open('Anything else you would like to share?', { optional: true }),
    ]),
    // Capture exceptions (General): triggered by $exception, repeated, 14-day wait, 2 s delay.
    stored('Capture exceptions', [open('Looks like something went wrong. What were you trying to do?')], {
      conditions: {
        events: { repeatedActivation: true, values: [{ name: '$exception' }] },
        seenSurveyWaitPeriodInDays: 14,
      },
      appearance: { ...POSTHOG_DEFAULT_APPEARANCE, surveyPopupDelaySeconds: 2 },
    }),
    // Onboarding feedback (Product): emoji 1–5, open follow-up, 1-day wait, in French too (the serializer's
    // survey-level and question translations).
    stored(
      'Onboarding feedback',
      [
        {
          type: 'rating',
          question: 'How was your onboarding?',
          display: 'emoji',
          scale: 5,
          lowerBoundLabel: 'Hard',
          upperBoundLabel: 'Easy',
          translations: { fr: { question: 'Comment s’est passée votre prise en main ?' } },
        },
        open('What would have made it easier?', { optional: true }),
      ],
      {
        conditions: { seenSurveyWaitPeriodInDays: 1 },
        translations: { fr: { name: 'Retour sur la prise en main' } },
      },
    ),
    // Beta feedback (Product), as an agent or the MCP server writes it: the documented explicit
    // `{"type": "next_question"}` rule on each question (models.py help text).
    stored('Beta feedback', [
      {
        type: 'rating',
        question: 'How is the beta?',
        display: 'number',
        scale: 5,
        lowerBoundLabel: 'Bad',
        upperBoundLabel: 'Good',
        branching: { type: 'next_question' },
      },
      {
        type: 'multiple_choice',
        question: 'What should we improve?',
        choices: ['Speed', 'Design', 'Docs'],
        branching: { type: 'next_question' },
      },
      open('Anything else?', { branching: { type: 'end' } }),
    ]),
    // The API's branching examples (models.py help text): response-based on a rating and on a single
    // choice, a specific question by index, end; an API survey with a responses limit and iterations.
    stored(
      'Branching from the API docs',
      [
        {
          type: 'rating',
          question: 'How likely are you to recommend us?',
          display: 'number',
          scale: 10,
          lowerBoundLabel: 'Unlikely',
          upperBoundLabel: 'Very likely',
          branching: { type: 'response_based', responseValues: { detractors: 1, promoters: 2 } },
        },
        open('What went wrong?', { branching: { type: 'specific_question', index: 3 } }),
        {
          type: 'single_choice',
          question: 'Would you write a review?',
          choices: ['Yes', 'No'],
          branching: { type: 'response_based', responseValues: { '0': 3, '1': 'end' } },
        },
        {
          type: 'link',
          question: 'Leave us a review',
          link: 'https://example.com/review',
          buttonText: 'Review',
          branching: { type: 'end' },
        },
      ],
      {
        type: 'api',
        responses_limit: 500,
        schedule: 'recurring',
        iteration_count: 4,
        iteration_frequency_days: 90,
      },
    ),
  ];
}
