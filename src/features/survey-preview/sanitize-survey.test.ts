import type { OpenQuestion, ReadQuestion, SurveyQuestion } from '@/contracts/survey-questions';
import { sanitizeSurveyForPreview, type PreviewSurvey } from './sanitize-survey';

const ATTACKS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 1">',
  '<a href="javascript:window.__xss=1">click</a>',
  '<svg><script>window.__xss = 1</script></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<div onclick="window.__xss = 1" onmouseover="x()">hover</div>',
];

function expectHarmless(value: unknown) {
  expect(typeof value).toBe('string');
  const text = value as string;
  expect(text).not.toMatch(/<script/i);
  expect(text).not.toMatch(/\son\w+\s*=/i);
  expect(text).not.toMatch(/javascript:/i);
  expect(text).not.toMatch(/<iframe|<svg/i);
}

const dirty = (payload: string) => `Hello ${payload} world`;

function surveyWith(payload: string): PreviewSurvey {
  const text = dirty(payload);
  const questions: SurveyQuestion[] = [
    {
      id: 'q1',
      type: 'open',
      question: text,
      description: text,
      descriptionContentType: 'html',
      buttonText: text,
    },
    {
      id: 'q2',
      type: 'rating',
      question: text,
      description: text,
      display: 'number',
      scale: 5,
      lowerBoundLabel: text,
      upperBoundLabel: text,
    },
    {
      id: 'q3',
      type: 'single_choice',
      question: text,
      choices: [text, 'Plain choice'],
      hasOpenChoice: false,
    },
    { id: 'q4', type: 'multiple_choice', question: text, choices: [text, text], description: text },
    { id: 'q5', type: 'link', question: text, link: 'javascript:window.__xss=1', buttonText: text },
  ];
  return {
    id: 'survey-1',
    name: text,
    type: 'popover',
    questions,
    appearance: {
      displayThankYouMessage: true,
      thankYouMessageHeader: text,
      thankYouMessageDescription: text,
      thankYouMessageDescriptionContentType: 'html',
      thankYouMessageCloseButtonText: text,
      submitButtonText: text,
      placeholder: text,
      introScreenDescription: text,
    },
  };
}

function allStrings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => allStrings(item, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => allStrings(item, path ? `${path}.${key}` : key));
  return [];
}

describe('sanitizeSurveyForPreview', () => {
  it.each(ATTACKS)('removes %s from every field, choices and appearance included', (attack) => {
    const clean = sanitizeSurveyForPreview(surveyWith(attack));
    const strings = allStrings({
      questions: clean.questions,
      appearance: clean.appearance,
      name: clean.name,
    });
    const dirtyFields = strings.filter(([, value]) => value.includes('Hello'));
    // 5 questions' worth of fields plus appearance and name: nothing was skipped.
    expect(dirtyFields.length).toBeGreaterThanOrEqual(20);
    for (const [, value] of strings) expectHarmless(value);
    for (const [, value] of dirtyFields) {
      expect(value).toContain('Hello');
      expect(value).toContain('world');
    }
  });

  it('keeps benign HTML in HTML fields and reduces text fields to their text', () => {
    const survey = surveyWith('<b>bold</b>');
    const clean = sanitizeSurveyForPreview(survey);
    const [open, , single] = clean.questions! as [OpenQuestion, unknown, ReadQuestion];
    expect(open!.description).toBe('Hello <b>bold</b> world');
    expect(clean.appearance!.thankYouMessageDescription).toBe('Hello <b>bold</b> world');
    // The renderer shows these as text: tags would appear literally, so only their text is kept.
    expect(open!.question).toBe('Hello bold world');
    expect(open!.buttonText).toBe('Hello bold world');
    expect(single.type === 'single_choice' && single.choices[0]).toBe('Hello bold world');
    expect(clean.appearance!.thankYouMessageHeader).toBe('Hello bold world');
    expect(clean.name).toBe('Hello bold world');
  });

  it('treats a description whose content type is text as text', () => {
    const clean = sanitizeSurveyForPreview({
      type: 'popover',
      appearance: null,
      questions: [
        {
          type: 'open',
          question: 'Q',
          description: '<i>hi</i> <img src=x onerror=alert(1)>',
          descriptionContentType: 'text',
        },
      ],
    });
    expect(clean.questions![0]!.description).toBe('hi ');
  });

  it('leaves plain text byte for byte, "<" and "&" included', () => {
    const plain: PreviewSurvey = {
      id: 'abc',
      name: 'Tom & Jerry',
      type: 'widget',
      appearance: {
        backgroundColor: '#eeeded',
        thankYouMessageHeader: 'Thanks & bye',
        thankYouMessageDescription: 'See you <3',
      },
      questions: [
        {
          id: 'q',
          type: 'open',
          question: 'Is 3 < 5 & 5 > 3?',
          description: 'Fish & chips',
          buttonText: 'Go ->',
        },
        {
          type: 'single_choice',
          question: 'Team size',
          choices: ['<5 people', '5-10 people', 'R&D'],
          branching: { type: 'response_based', responseValues: { '0': 1, '2': 'end' } },
        },
        { type: 'link', question: 'Docs', link: 'https://example.com/a?b=1&c=<2>' },
      ],
    };
    const clean = sanitizeSurveyForPreview(plain);
    expect(clean.name).toBe('Tom & Jerry');
    expect(clean.appearance).toEqual({ ...plain.appearance, thankYouMessageDescription: 'See you &lt;3' });
    expect(clean.questions![0]).toEqual(plain.questions![0]);
    expect(clean.questions![1]).toEqual(plain.questions![1]);
    expect(clean.questions![2]).toEqual(plain.questions![2]);
  });

  it('drops links that are not http(s) or mailto', () => {
    const links = [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:x',
    ];
    for (const link of links) {
      const clean = sanitizeSurveyForPreview({
        type: 'popover',
        appearance: null,
        questions: [{ type: 'link', question: 'L', link }],
      });
      expect(clean.questions![0]!.type === 'link' && clean.questions![0]!.link).toBeNull();
    }
    const kept = sanitizeSurveyForPreview({
      type: 'popover',
      appearance: null,
      questions: [{ type: 'link', question: 'L', link: 'mailto:a@b.test' }],
    });
    expect(kept.questions![0]!.type === 'link' && kept.questions![0]!.link).toBe('mailto:a@b.test');
  });

  it('peels markup hidden behind entities in text fields', () => {
    const clean = sanitizeSurveyForPreview({
      type: 'popover',
      appearance: null,
      questions: [{ type: 'open', question: '<b></b>&lt;img src=x onerror=alert(1)&gt;' }],
    });
    // Its text decodes to an <img onerror>, which is sanitised in turn (leaving nothing).
    expect(clean.questions![0]!.question).toBe('');
  });

  it('does not change its input', () => {
    const survey = surveyWith(ATTACKS[1]!);
    const before = structuredClone(survey);
    const clean = sanitizeSurveyForPreview(survey);
    expect(survey).toEqual(before);
    expect(clean).not.toBe(survey);
    expect(clean.questions).not.toBe(survey.questions);
    expect(clean.appearance).not.toBe(survey.appearance);
  });

  it('drops a "__proto__" key that JSON can carry', () => {
    const parsed = JSON.parse(
      '{"type":"popover","appearance":null,"questions":[{"type":"open","question":"Q","__proto__":{"link":"javascript:x"}}]}',
    ) as PreviewSurvey;
    const clean = sanitizeSurveyForPreview(parsed);
    expect(Object.getPrototypeOf(clean.questions![0])).toBe(Object.prototype);
    expect(clean.questions![0]).toEqual({ type: 'open', question: 'Q' });
  });

  it('copes with a survey without questions or appearance', () => {
    expect(sanitizeSurveyForPreview({ type: 'api', questions: null, appearance: null })).toEqual({
      type: 'api',
      questions: null,
      appearance: null,
    });
  });
});
