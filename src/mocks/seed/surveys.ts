// Seeded surveys: every question kind, every branching type, every lifecycle state, broken flows the
// preview must flag, and a 100-question survey for the editor's speed budget. Seed data: longer than
// ~300 lines on purpose, one entry per seeded survey, read top to bottom like the list the demo shows.
import type { Survey } from '@/contracts/survey';
import type { Branching } from '@/contracts/survey-branching';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { seededRandom, uuidFrom } from '../ids';
import { ACME_WEB_COMPLETED_CHECKOUT, ACME_WEB_POWER_USERS } from './fleet';

type Q = SurveyQuestion;
type Extra = Partial<Omit<Q, 'type'>> & Record<string, unknown>;

const random = seededRandom(424242);
const qid = () => uuidFrom(random);

export const open = (question: string, extra: Extra = {}): Q =>
  ({ id: qid(), type: 'open', question, description: '', ...extra }) as Q;
export const link = (question: string, url: string, extra: Extra = {}): Q =>
  ({ id: qid(), type: 'link', question, description: '', link: url, buttonText: 'Open', ...extra }) as Q;
export const rating = (question: string, display: 'number' | 'emoji', scale: number, extra: Extra = {}): Q =>
  ({
    id: qid(),
    type: 'rating',
    question,
    description: '',
    display,
    scale,
    lowerBoundLabel: scale === 10 ? 'Unlikely' : 'Not at all',
    upperBoundLabel: scale === 10 ? 'Very likely' : 'Very much',
    isNpsQuestion: scale === 10,
    ...extra,
  }) as Q;
export const single = (question: string, choices: string[], extra: Extra = {}): Q =>
  ({ id: qid(), type: 'single_choice', question, description: '', choices, ...extra }) as Q;
export const multiple = (question: string, choices: string[], extra: Extra = {}): Q =>
  ({ id: qid(), type: 'multiple_choice', question, description: '', choices, ...extra }) as Q;

const byResponse = (responseValues: Record<string, number | 'end'>): Branching => ({
  type: 'response_based',
  responseValues,
});
const toQuestion = (index: number): Branching => ({ type: 'specific_question', index });
const END: Branching = { type: 'end' };

export interface SurveySeed {
  name: string;
  type?: Survey['type'];
  description?: string;
  questions: Q[];
  /**
   * `future_start`: launched with a `start_date` after the seed date. That is NOT a schedule: the
   * survey's flags are active as soon as `start_date` is set (`_should_survey_flags_be_active`,
   * products/surveys/backend/api/survey.py) and posthog-js shows it (`!!(start_date && !end_date)`,
   * no clock check); only the hosted page of an `external_survey` waits for the start (`public_survey_page`).
   */
  state?: 'draft' | 'running' | 'future_start' | 'completed' | 'archived';
  extra?: Partial<Survey>;
  /** Answers by the seed date, made as events (seed/survey-events.ts); what responses_count then counts. */
  responses?: number;
  /** Key of a seeded feature flag of the same project the survey is linked to. */
  linkedFlagKey?: string;
  /** The filters of the survey's targeting flag (`targeting_flag_filters` as the server stores them). */
  targeting?: Record<string, unknown>;
  /** Edits made after the launch, oldest first, each logged as an `updated` entry (index.ts). */
  edits?: SeedEdit[];
  /**
   * An `updated` entry whose `detail` is null, this many days after creation. ActivityLog.detail is a
   * nullable JSONField; the survey API always writes a Detail, so real rows like it are rare (an older
   * or another code path), but the history must say what it cannot rebuild.
   */
  entryWithoutDetail?: number;
}

/** One edit of a seeded survey: what the fields were before it (they are now what the survey holds). */
export interface SeedEdit {
  /** Days after the launch. */
  afterDays: number;
  /** Made by the demo user's colleague instead of the demo user. */
  byColleague?: boolean;
  /** The fields as they were before the edit, from the survey as it was after it. */
  before: (after: Survey) => Partial<Survey>;
}

function stressQuestions(count: number): Q[] {
  const r = seededRandom(100);
  const questions: Q[] = [];
  for (let i = 0; i < count; i += 1) {
    const kind = i % 5;
    const text = `Question ${i + 1}: ${['How was step', 'Rate step', 'Pick for step', 'Anything about step', 'Open the guide for step'][kind]} ${i + 1}`;
    let q: Q;
    if (kind === 0) q = open(text);
    else if (kind === 1) q = rating(text, 'number', 5);
    else if (kind === 2) q = single(text, ['Yes', 'No', 'Not sure']);
    else if (kind === 3) q = multiple(text, ['Speed', 'Price', 'Design']);
    else q = link(text, 'https://example.com/guide');
    // Forward jumps only, so the big survey stays a valid (acyclic) flow.
    const jump = i + 2 + Math.floor(r() * 4);
    if (jump < count && r() < 0.25) {
      q.branching =
        kind === 1
          ? byResponse({ negative: jump, positive: i + 1 < count - 1 ? i + 2 : 'end' })
          : toQuestion(jump);
    }
    questions.push(q);
  }
  return questions;
}

export const acmeWebSurveys: SurveySeed[] = [
  {
    name: 'NPS with follow-ups',
    state: 'running',
    description: 'Quarterly NPS with a follow-up per group.',
    questions: [
      rating('How likely are you to recommend Acme to a friend?', 'number', 10, {
        branching: byResponse({ detractors: 1, passives: 2, promoters: 3 }),
        translations: { fr: { question: 'Recommanderiez-vous Acme à un ami ?' } },
      }),
      open('Sorry to hear that. What should we fix first?', {
        branching: END,
        translations: { fr: { question: 'Désolés. Que devrions-nous corriger en premier ?' } },
      }),
      open('What would make Acme a 10 for you?', {
        branching: END,
        translations: { fr: { question: 'Qu’est-ce qui ferait d’Acme un 10 pour vous ?' } },
      }),
      link('Thanks! Would you leave us a review?', 'https://example.com/review', { optional: true }),
    ],
    // What a copy to another project must map or drop: a linked flag, an event and an action
    // trigger, survey-level translations and targeting by a cohort. Event triggers and actions are stored
    // in `conditions` as PostHog's frontend sends them (SurveyEventsWithProperties, {id, name} actions).
    linkedFlagKey: 'beta-program',
    targeting: {
      groups: [
        {
          variant: null,
          properties: [{ key: 'id', type: 'cohort', value: ACME_WEB_POWER_USERS, operator: 'in' }],
          rollout_percentage: 100,
        },
      ],
    },
    extra: {
      appearance: {
        displayThankYouMessage: true,
        thankYouMessageHeader: 'Thank you!',
        thankYouMessageDescription: 'Your feedback shapes what we build next.',
      },
      conditions: {
        events: { values: [{ name: 'purchase_completed' }], repeatedActivation: false },
        actions: { values: [{ ...ACME_WEB_COMPLETED_CHECKOUT }] },
      },
      base_language: 'en',
      translations: { fr: { name: 'NPS avec relances', thankYouMessageHeader: 'Merci !' } },
    },
    responses: 318,
    edits: [
      {
        // A colleague reworded the detractors' question and sent passives to their own follow-up.
        afterDays: 0.5,
        byColleague: true,
        before: (after) => {
          const questions = structuredClone(after.questions ?? []) as Q[];
          questions[0]!.branching = byResponse({ detractors: 1, passives: 'end', promoters: 3 });
          questions[1]!.question = 'What is the one thing we should fix?';
          return { questions };
        },
      },
      {
        afterDays: 1.2,
        before: (after) => ({
          appearance: { ...after.appearance, thankYouMessageDescription: 'Thanks for your time.' },
        }),
      },
    ],
  },
  {
    name: 'Checkout satisfaction (CSAT)',
    state: 'running',
    questions: [
      rating('How satisfied are you with checkout?', 'emoji', 5, {
        branching: byResponse({ negative: 1, neutral: 1, positive: 'end' }),
      }),
      open('What got in your way?'),
    ],
    extra: {
      conditions: {
        url: '/checkout',
        urlMatchType: 'icontains',
        seenSurveyWaitPeriodInDays: 14,
        deviceTypes: ['Desktop', 'Mobile'],
        deviceTypesMatchType: 'exact',
      },
    },
    linkedFlagKey: 'new-checkout',
    responses: 127,
  },
  {
    name: 'Product-market fit',
    state: 'running',
    type: 'widget',
    questions: [
      single(
        'How would you feel if you could no longer use Acme?',
        ['Very disappointed', 'Somewhat disappointed', 'Not disappointed', 'Other'],
        {
          hasOpenChoice: true,
          branching: byResponse({ '0': 1, '2': 2, '3': 'end' }),
        },
      ),
      open('What is the main benefit you get from Acme?', { branching: END }),
      open('What would you use instead?'),
    ],
    extra: { appearance: { widgetType: 'tab', widgetLabel: 'Feedback', widgetColor: '#1d4aff' } },
    responses: 54,
  },
  {
    name: 'Onboarding feedback',
    state: 'completed',
    questions: [
      rating('How easy was it to get started?', 'number', 7, {
        branching: byResponse({ negative: 2, neutral: 1 }),
      }),
      single('Which step took longest?', ['Install the snippet', 'Invite the team', 'Build a dashboard']),
      open('What nearly made you give up?', { branching: toQuestion(4) }),
      open('(Skipped by every path) Anything else?'),
      link('Book a call with our team', 'mailto:success@acme.test', { buttonText: 'Email us' }),
    ],
    responses: 41,
  },
  {
    name: 'Beta feedback',
    state: 'running',
    questions: [
      // An explicit "next question": the API accepts it, the editor writes it by removing `branching`.
      rating('How is the beta so far?', 'number', 5, { branching: { type: 'next_question' } }),
      multiple('What should we improve?', ['Speed', 'Reliability', 'Docs', 'Other'], {
        hasOpenChoice: true,
        shuffleOptions: true,
      }),
      open('Anything else?', { optional: true }),
    ],
    extra: {
      targeting_flag: {
        id: 901,
        team_id: 1,
        key: 'survey-targeting-b3ta000001',
        name: 'Targeting flag for survey Beta feedback',
        filters: {
          groups: [
            {
              properties: [{ key: 'email', type: 'person', value: '@acme.test', operator: 'icontains' }],
              rollout_percentage: 50,
            },
          ],
        },
        active: true,
        deleted: false,
      },
    },
    responses: 19,
  },
  {
    name: 'Thumbs check',
    state: 'running',
    type: 'api',
    questions: [
      rating('Was this page helpful?', 'emoji', 2, {
        branching: byResponse({ negative: 1, positive: 'end' }),
      }),
      open('How can we improve this page?'),
    ],
    responses: 902,
  },
  {
    name: 'Broken flow: unreachable question',
    state: 'draft',
    description: 'Question 2 can never be reached: question 1 always ends the survey.',
    questions: [
      single('Did you find what you were looking for?', ['Yes', 'No'], { branching: END }),
      open('What were you looking for?'),
      open('Anything else?'),
    ],
  },
  {
    name: 'Broken flow: loop',
    state: 'draft',
    description: 'Question 2 sends everyone back to question 1: respondents never finish.',
    questions: [
      rating('How clear are our docs?', 'number', 3),
      open('Which page confused you?', { branching: toQuestion(0) }),
      open('Thanks — anything else?'),
    ],
  },
  {
    name: 'Feature request intake (hosted page opens on its start date)',
    state: 'future_start',
    description:
      'A hosted survey with a future start date: its public page waits for the start, the only survey type that does.',
    type: 'external_survey',
    questions: [
      single('Which area is your request about?', ['Dashboards', 'Surveys', 'Billing', 'Other'], {
        hasOpenChoice: true,
        branching: byResponse({ '1': 2, '2': 'end' }),
      }),
      open('Describe the feature you need.'),
      open('How do you run surveys today?', {
        description: '<p>For example <strong>Typeform</strong> or a spreadsheet.</p>',
        descriptionContentType: 'html',
      }),
    ],
  },
  {
    name: 'Pricing poll (future start date, already live)',
    state: 'future_start',
    description:
      'A popover with a start date in the future. The start is not a schedule: the SDK shows it and its flags are on now.',
    questions: [single('Which plan fits your team?', ['Free', 'Teams', 'Enterprise'])],
  },
  {
    name: 'Churn reasons',
    state: 'archived',
    questions: [
      multiple('Why are you leaving?', ['Too expensive', 'Missing features', 'Switched tools', 'Other'], {
        hasOpenChoice: true,
      }),
      open('What could we have done better?'),
    ],
    responses: 12,
  },
  {
    name: 'Docs helpfulness (recurring)',
    state: 'running',
    questions: [
      rating('How helpful are our docs?', 'number', 5),
      open('What is missing?', { optional: true }),
    ],
    extra: { schedule: 'recurring', iteration_count: 8, iteration_frequency_days: 7, responses_limit: 500 },
    responses: 77,
  },
  {
    name: 'Three-point pulse',
    state: 'running',
    questions: [
      rating('How is your week going?', 'emoji', 3, {
        branching: byResponse({ negative: 1, neutral: 2, positive: 'end' }),
      }),
      open('What is making it hard?', { branching: END }),
      open('What would make it better?'),
    ],
    extra: {
      conditions: {
        events: { repeatedActivation: false, values: [{ name: 'dashboard viewed' }] },
        selector: '#pulse-button',
      },
    },
    responses: 23,
  },
  { name: 'Stress test: 100 questions', state: 'draft', questions: stressQuestions(100) },
  // Shapes the real server stores and the app must read, edit and save back untouched (issue "Real
  // data"; /work/shared/reference real-posthog-behaviour.md #2, #13, #14). The server validates none
  // of these away: validate_questions checks text, choices, links and translations only.
  {
    name: 'Legacy: rating without scale',
    description:
      'Created through the API: PostHog’s request schema makes display, scale and labels optional.',
    state: 'running',
    questions: [
      { id: qid(), type: 'rating', question: 'How was your week with Acme?' } as Q,
      open('Anything else?', { optional: true }),
    ],
    responses: 12,
  },
  {
    name: 'Legacy: confirmation_message branching',
    description: 'Saved by PostHog’s flag-gated editor in June 2024, before the type was renamed to “end”.',
    state: 'completed',
    questions: [
      single('Did you find what you were looking for?', ['Yes', 'No'], {
        branching: { type: 'response_based', responseValues: { 0: 1 } },
      }),
      open('What were you looking for?', { branching: { type: 'confirmation_message' } as never }),
      open('Thanks! Anything else?'),
    ],
    entryWithoutDetail: 1.5,
  },
  {
    name: 'Legacy: 600 iterations',
    description: 'From before MAX_ITERATION_COUNT (500): the model comment says users set huge values.',
    state: 'running',
    questions: [rating('How do you feel about Acme this week?', 'emoji', 5)],
    extra: { schedule: 'recurring', iteration_count: 600, iteration_frequency_days: 7 },
  },
  {
    name: 'Legacy: null appearance keys',
    description: 'validate_appearance lets null and empty values through.',
    state: 'draft',
    questions: [open('What should we build next?')],
    extra: {
      appearance: {
        whiteLabel: null,
        thankYouMessageDescriptionContentType: null,
        backgroundColor: null,
        position: null,
        placeholder: '',
        surveyPopupDelaySeconds: null,
        fontFamily: 'inherit',
      },
    },
  },
  {
    name: 'Edge: translated survey',
    description: 'Inline translations (base language en, French and German).',
    state: 'running',
    questions: [
      single('Which plan are you on?', ['Free', 'Team', 'Enterprise'], {
        translations: {
          fr: { question: 'Quelle offre utilisez-vous ?', choices: ['Gratuite', 'Équipe', 'Entreprise'] },
          de: { question: 'Welchen Tarif nutzen Sie?', choices: ['Kostenlos', 'Team', 'Enterprise'] },
        },
      }),
      open('What would make Acme better for you?', {
        translations: {
          fr: { question: 'Qu’est-ce qui rendrait Acme meilleur pour vous ?' },
          de: { question: 'Was würde Acme für Sie besser machen?' },
        },
      }),
    ],
    extra: {
      base_language: 'en',
      translations: {
        fr: { name: 'Enquête traduite', thankYouMessageHeader: 'Merci !' },
        de: { name: 'Übersetzte Umfrage', thankYouMessageHeader: 'Danke!' },
      },
    },
    responses: 41,
  },
  {
    name: 'Edge: question of an unknown kind',
    description: 'A kind a newer PostHog could add: the server accepts any question type.',
    state: 'draft',
    questions: [
      open('How did you hear about us?'),
      {
        id: qid(),
        type: 'matrix',
        question: 'Rate each part of Acme',
        rows: ['Dashboards', 'Alerts'],
        columns: ['Poor', 'Fine', 'Great'],
        branching: { type: 'end' },
      } as unknown as Q,
    ],
  },
  {
    // base_language (models.py: the language of the untranslated text, "en" by default) is "es", so "en"
    // is a translation like any other; a copy without its base language is refused (survey.py,
    // _validate_translation_language_key: "'en' matches the survey's base language").
    name: 'Edge: Spanish survey with an English translation',
    description: 'Written in Spanish (base language es), translated to English: copies keep both.',
    state: 'draft',
    questions: [
      single('¿Qué plan usas?', ['Gratis', 'Equipo'], {
        translations: { en: { question: 'Which plan are you on?', choices: ['Free', 'Team'] } },
      }),
      open('¿Qué mejorarías?', { translations: { en: { question: 'What would you improve?' } } }),
    ],
    extra: {
      base_language: 'es',
      translations: { en: { name: 'Survey in English', thankYouMessageHeader: 'Thanks!' } },
      appearance: { thankYouMessageHeader: '¡Gracias por tu opinión!' },
    },
  },
  {
    // SurveySerializer's user_access_level is the requesting user's level on the survey under PostHog's
    // access control (posthog/rbac): a viewer reads it, every write answers 403 (handlers/surveys.ts).
    name: 'Edge: view-only survey (your access level is viewer)',
    description: 'Another team restricted it: you can read and copy it, not change it.',
    state: 'running',
    questions: [rating('How clear is our pricing page?', 'number', 5), open('What confused you?')],
    extra: { user_access_level: 'viewer' },
    responses: 8,
  },
];

for (let i = 1; acmeWebSurveys.length < 30; i += 1) {
  acmeWebSurveys.push({
    name: `Feedback round ${i}`,
    state: (['draft', 'running', 'completed', 'running'] as const)[i % 4],
    questions: [open(`What did you think of release ${i}?`), rating('How would you rate it?', 'number', 5)],
    responses: i % 4 === 1 || i % 4 === 3 ? 5 + ((i * 37) % 90) : undefined,
  });
}

export const acmeMobileSurveys: SurveySeed[] = [
  {
    name: 'App store prompt',
    state: 'running',
    questions: [
      rating('Enjoying Acme Mobile?', 'emoji', 5, {
        branching: byResponse({ positive: 1, negative: 2, neutral: 2 }),
      }),
      link('Rate us on the store', 'https://example.com/store', { branching: END }),
      open('What should we improve?'),
    ],
    responses: 64,
  },
  {
    name: 'Push notification opt-in reasons',
    state: 'draft',
    questions: [
      single('Why did you turn off notifications?', ['Too many', 'Not relevant', 'Other'], {
        hasOpenChoice: true,
      }),
    ],
  },
  {
    name: 'Offline mode interest',
    state: 'completed',
    questions: [single('Would you use offline mode?', ['Yes', 'No'])],
    responses: 210,
  },
];

/** Northwind Labs' storefront (project 121). The organization has no `white_labelling` feature. */
export const northwindStorefrontSurveys: SurveySeed[] = [
  {
    name: 'Delivery satisfaction',
    state: 'running',
    description:
      'Saved with "hide PostHog branding" while Northwind was on a plan with white labelling; any appearance edit that keeps it is now refused.',
    questions: [
      rating('How happy are you with your delivery?', 'emoji', 5),
      open('What could we do better?', { optional: true }),
    ],
    extra: { appearance: { whiteLabel: true } },
    responses: 36,
  },
  {
    name: 'Returns reasons',
    state: 'draft',
    questions: [
      single('Why are you returning this item?', ['Wrong size', 'Damaged', 'Changed my mind', 'Other']),
    ],
  },
];

/** The survey behind a product tour of Acme Web: hidden from every survey endpoint by the server. */
export const acmeWebProductTourSurvey: SurveySeed = {
  name: 'Product tour: dashboards walkthrough (hidden)',
  state: 'running',
  questions: [rating('Was this tour useful?', 'emoji', 2)],
};
