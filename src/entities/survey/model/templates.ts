// Starting points for a new survey. Each is a function so every use gets fresh objects.
import type { SurveyQuestion } from '@/contracts/survey-questions';

export interface SurveyTemplate {
  id: string;
  name: string;
  description: string;
  questions: () => SurveyQuestion[];
}

export const SURVEY_TEMPLATES: SurveyTemplate[] = [
  {
    id: 'blank',
    name: 'Blank survey',
    description: 'One open question to start from.',
    questions: () => [{ type: 'open', question: 'What can we do to improve our product?', description: '' }],
  },
  {
    id: 'open-feedback',
    name: 'Open feedback',
    description: 'A single open-ended question.',
    questions: () => [
      { type: 'open', question: 'What can we do to improve our product?', description: 'Anything goes.' },
    ],
  },
  {
    id: 'nps',
    name: 'Net promoter score (NPS)',
    description: 'A 0–10 rating, then an open follow-up.',
    questions: () => [
      {
        type: 'rating',
        question: 'How likely are you to recommend us to a friend?',
        display: 'number',
        scale: 10,
        lowerBoundLabel: 'Unlikely',
        upperBoundLabel: 'Very likely',
        isNpsQuestion: true,
      },
      { type: 'open', question: 'What is the main reason for your score?' },
    ],
  },
  {
    id: 'csat',
    name: 'Customer satisfaction (CSAT)',
    description: 'An emoji 1–5 rating, then an open follow-up.',
    questions: () => [
      {
        type: 'rating',
        question: 'How satisfied are you with our product?',
        display: 'emoji',
        scale: 5,
        lowerBoundLabel: 'Very dissatisfied',
        upperBoundLabel: 'Very satisfied',
      },
      { type: 'open', question: 'How could we do better?' },
    ],
  },
  {
    id: 'pmf',
    name: 'Product-market fit (PMF)',
    description: 'How disappointed people would be without the product.',
    questions: () => [
      {
        type: 'single_choice',
        question: 'How would you feel if you could no longer use our product?',
        choices: ['Very disappointed', 'Somewhat disappointed', 'Not disappointed'],
      },
      { type: 'open', question: 'What is the main benefit you get from our product?' },
    ],
  },
  {
    id: 'branching',
    name: 'Branching example',
    description: 'NPS that routes detractors, passives and promoters to different follow-ups.',
    questions: (): SurveyQuestion[] => [
      {
        type: 'rating',
        question: 'How likely are you to recommend us to a friend?',
        display: 'number',
        scale: 10,
        lowerBoundLabel: 'Unlikely',
        upperBoundLabel: 'Very likely',
        isNpsQuestion: true,
        branching: { type: 'response_based', responseValues: { detractors: 1, passives: 2, promoters: 3 } },
      },
      { type: 'open', question: 'What disappointed you?', branching: { type: 'end' } },
      {
        type: 'open',
        question: 'What would make it a 10?',
        branching: { type: 'specific_question', index: 3 },
      },
      {
        type: 'single_choice',
        question: 'Would you leave us a review?',
        choices: ['Yes', 'No'],
        branching: { type: 'response_based', responseValues: { '1': 'end' } },
      },
      {
        type: 'link',
        question: 'Thank you! Here is where to review us.',
        link: 'https://example.com/review',
        buttonText: 'Write a review',
      },
    ],
  },
];
