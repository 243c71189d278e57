import { describe, expect, it } from 'vitest';
import type { EditorQuestion } from './editor-document';
import { editorQuestionsSchema, linkProblem, MESSAGES } from './question-schema';

const open = (uid: string, extra: Partial<EditorQuestion> = {}): EditorQuestion =>
  ({ uid, type: 'open', question: `Question ${uid}`, rule: { kind: 'next' }, ...extra }) as EditorQuestion;

/** Messages by path, e.g. { '0.question': 'Enter the question text.' }. */
function problems(questions: EditorQuestion[]): Record<string, string> {
  const result = editorQuestionsSchema.safeParse(questions);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('question validation', () => {
  it('accepts a sound survey', () => {
    expect(problems([open('a'), open('b', { rule: { kind: 'end' } })])).toEqual({});
  });
  it('needs at least one question, each with text', () => {
    expect(problems([])).toEqual({ '': MESSAGES.noQuestions });
    expect(problems([open('a', { question: '   ' })])).toEqual({ '0.question': MESSAGES.questionText });
  });
  it('choices: non-empty, distinct, at least two', () => {
    const choice = (choices: string[]) =>
      ({
        uid: 'c',
        type: 'single_choice',
        question: 'Pick',
        choices,
        rule: { kind: 'next' },
      }) as EditorQuestion;
    expect(problems([choice(['A', 'B'])])).toEqual({});
    expect(problems([choice(['A', ' '])])).toEqual({ '0.choices.1': MESSAGES.choiceEmpty });
    expect(problems([choice(['A', 'B', 'A '])])).toEqual({ '0.choices.2': MESSAGES.choiceDuplicate });
    // The server checks no count (validate_questions): one choice, or none, is accepted.
    expect(problems([choice(['A'])])).toEqual({});
  });
  it('links: https with a host or a mailto address only', () => {
    expect(linkProblem('https://example.com/x')).toBeNull();
    expect(linkProblem('mailto:team@example.com')).toBeNull();
    expect(linkProblem('')).toBe(MESSAGES.linkMissing);
    expect(linkProblem('https://')).toBe(MESSAGES.linkMissing);
    expect(linkProblem('http://example.com')).toBe(MESSAGES.linkScheme);
    expect(linkProblem('javascript:alert(1)')).toBe(MESSAGES.linkScheme);
    expect(linkProblem('mailto:nobody')).toBe(MESSAGES.linkMailto);
    // The server's EMAIL_REGEX (survey.py): no query, a TLD of two letters or more, ASCII, lower-case scheme.
    expect(linkProblem('mailto:team@example.com?subject=Feedback')).toBe(MESSAGES.linkMailto);
    expect(linkProblem('mailto:team@example.c')).toBe(MESSAGES.linkMailto);
    expect(linkProblem('mailto:équipe@example.com')).toBe(MESSAGES.linkMailto);
    expect(linkProblem('MAILTO:team@example.com')).toBe(MESSAGES.linkMailto);
    expect(linkProblem('mailto:first.last+tag@sub.example.co.uk')).toBeNull();
    // The server asks only for a network location (urlparse's netloc), which it does not validate.
    expect(linkProblem('https://intranet/form')).toBeNull();
    expect(linkProblem('https:///path')).toBe(MESSAGES.linkHttps);
    expect(linkProblem('https://?q')).toBe(MESSAGES.linkHttps);
    const link = {
      uid: 'l',
      type: 'link',
      question: 'Go',
      link: 'ftp://x.org',
      rule: { kind: 'next' },
    } as EditorQuestion;
    expect(problems([link])).toEqual({ '0.link': MESSAGES.linkScheme });
  });
  it('rating: a scale the display offers, and both labels', () => {
    const rating = (display: string, scale: number, lower = 'Low') =>
      ({
        uid: 'r',
        type: 'rating',
        question: 'Rate',
        display,
        scale,
        lowerBoundLabel: lower,
        upperBoundLabel: 'High',
        rule: { kind: 'next' },
      }) as EditorQuestion;
    expect(problems([rating('number', 10)])).toEqual({});
    expect(problems([rating('emoji', 2)])).toEqual({});
    expect(problems([rating('emoji', 7)])['0.scale']).toMatch(/not offered with emojis/);
    expect(problems([rating('number', 3)])['0.scale']).toMatch(/not offered with numbers/);
    expect(problems([rating('number', 5, '')])).toEqual({ '0.lowerBoundLabel': MESSAGES.lowerLabel });
  });
  it('answer-based branching only on rating and single choice', () => {
    expect(problems([open('a', { rule: { kind: 'response', rows: {} } }), open('b')])).toEqual({
      '0.rule': MESSAGES.answerRuleKind,
    });
  });
  it('a rule never targets its own question or a missing one', () => {
    expect(problems([open('a', { rule: { kind: 'question', target: 'a' } }), open('b')])).toEqual({
      '0.rule': MESSAGES.selfTarget,
    });
    expect(problems([open('a', { rule: { kind: 'question', target: 'gone' } }), open('b')])).toEqual({
      '0.rule': MESSAGES.missingTarget,
    });
    const single = {
      uid: 's',
      type: 'single_choice',
      question: 'Pick',
      choices: ['A', 'B'],
      rule: { kind: 'response', rows: { '1': { kind: 'question', target: 's' } } },
    } as EditorQuestion;
    expect(problems([single, open('b')])).toEqual({ '0.rule': MESSAGES.selfTarget });
  });
  it('refuses a loop and names its questions', () => {
    const result = problems([open('a'), open('b', { rule: { kind: 'question', target: 'a' } })]);
    expect(result['']).toMatch(/endless loop: Q1 → Q2 → Q1/);
  });
});
