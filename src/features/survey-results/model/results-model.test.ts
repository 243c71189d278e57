// The results model by itself: questions paired across surveys, choices folded, NPS and intervals, the
// trend's weeks, and the CSV.
import { describe, expect, it } from 'vitest';
import type { Survey } from '@/contracts/survey';
import { answersCsv, csvCell } from './answers-csv';
import { dropOff, periodStart, split } from './breakdowns';
import { choiceFigures, npsOf, questionFigures, wilson } from './figures';
import { groupQuestions, pairId } from './question-groups';
import type { Submission } from './submissions';

const survey = (id: string, questions: Record<string, unknown>[]) =>
  ({ id, name: id, questions }) as unknown as Survey;
const nps = { id: 'n', type: 'rating', scale: 10, question: 'Recommend?' };
const plan = {
  id: 'p',
  type: 'single_choice',
  question: 'Plan?',
  choices: ['Free', 'Team'],
  translations: {
    fr: { choices: ['Gratuite', 'Équipe'] },
    de: { choices: ['[Translation needed]', 'Team-DE'] },
  },
};

const submission = (
  surveyId: string,
  answers: Submission['answers'],
  extra: Partial<Submission> = {},
): Submission => ({
  projectId: 1,
  surveyId,
  key: Math.random().toString(36),
  uuid: Math.random().toString(36),
  at: Date.parse('2026-11-04T10:00:00Z'),
  language: null,
  iteration: null,
  answers,
  ...extra,
});

describe('pairing questions across surveys', () => {
  it('pairs by id, proposes a question of the same kind and place with another id, and joins it once confirmed', () => {
    const source = survey('a', [nps, plan]);
    const sameIds = survey('b', [plan, nps]);
    const copy = survey('c', [
      { ...nps, id: 'n2' },
      { ...plan, id: 'p2', question: 'Your plan?' },
    ]);
    const { groups, proposed } = groupQuestions([source, sameIds, copy]);
    expect(groups[0]!.members.map((m) => m.surveyId)).toEqual(['a', 'b']);
    expect(groups[1]!.members.map((m) => m.surveyId)).toEqual(['a', 'b']);
    expect(proposed.map((pair) => [pair.groupId, pair.member.questionKey, pair.reason])).toEqual([
      ['a/n', 'n2', 'same place, same kind and same words, other id'],
      ['a/p', 'p2', 'same place and kind, other id and other words'],
    ]);
    // Until confirmed, the copy's questions stand on their own.
    expect(groups).toHaveLength(4);
    const confirmed = groupQuestions([source, sameIds, copy], new Set([pairId('a/n', proposed[0]!.member)]));
    expect(confirmed.groups[0]!.members.map((m) => m.surveyId)).toEqual(['a', 'b', 'c']);
    expect(confirmed.groups).toHaveLength(3);
    expect(confirmed.proposed).toHaveLength(1);
  });

  it('never pairs ratings of another scale', () => {
    const { groups, proposed } = groupQuestions([survey('a', [nps]), survey('b', [{ ...nps, scale: 5 }])]);
    expect(groups).toHaveLength(2);
    expect(proposed).toEqual([]);
  });
});

describe('figures', () => {
  it('folds translated choices back to the base choice and lists other texts', () => {
    const { groups } = groupQuestions([survey('a', [plan])]);
    const figures = choiceFigures(groups[0]!, [
      submission('a', { p: 'Gratuite' }),
      submission('a', { p: 'Free' }),
      submission('a', { p: 'Équipe' }),
      submission('a', { p: 'Team-DE' }),
      submission('a', { p: '[Translation needed]' }),
      submission('a', { p: 'Enterprise soon' }),
    ]);
    expect(figures.counts).toEqual([
      { choice: 'Free', count: 2 },
      { choice: 'Team', count: 2 },
    ]);
    expect(figures.other).toHaveLength(2);
    expect(figures.other).toEqual(
      expect.arrayContaining([
        { text: 'Enterprise soon', count: 1 },
        { text: '[Translation needed]', count: 1 },
      ]),
    );
    expect(figures.n).toBe(6);
  });

  it('counts each choice of a multiple choice once per submission', () => {
    const multiple = { id: 'm', type: 'multiple_choice', question: 'Use?', choices: ['Surveys', 'Flags'] };
    const { groups } = groupQuestions([survey('a', [multiple])]);
    const figures = questionFigures(groups[0]!, [
      submission('a', { m: ['Surveys', 'Flags'] }),
      submission('a', { m: ['Flags', 'Flags'] }),
    ]);
    expect(figures).toMatchObject({
      kind: 'choice',
      multiple: true,
      n: 2,
      counts: [
        { choice: 'Surveys', count: 1 },
        { choice: 'Flags', count: 2 },
      ],
    });
  });

  it('NPS of 0–10 answers, with an interval around it', () => {
    const result = npsOf([10, 9, 8, 7, 6, 0, 10, 9, 9, 3])!;
    expect(result).toMatchObject({ score: 20, promoters: 5, passives: 2, detractors: 3 });
    expect(result.interval.low).toBeLessThan(20);
    expect(result.interval.high).toBeGreaterThan(20);
    expect(result.interval.low).toBeGreaterThanOrEqual(-100);
  });

  it("Wilson's interval stays within 0–1", () => {
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(10, 10).high).toBeCloseTo(1, 9);
    const { low, high } = wilson(7, 10);
    expect(low).toBeCloseTo(0.3968, 3);
    expect(high).toBeCloseTo(0.8922, 3);
  });

  it('a rating answer outside the scale is not counted', () => {
    const { groups } = groupQuestions([survey('a', [nps])]);
    expect(
      questionFigures(groups[0]!, [
        submission('a', { n: '11' }),
        submission('a', { n: 'x' }),
        submission('a', { n: '7' }),
      ]),
    ).toMatchObject({ n: 1 });
  });
});

describe('breakdowns', () => {
  it('weeks start on the project’s first day; months on the 1st', () => {
    expect(periodStart('2026-11-04', 'week', 1)).toBe('2026-11-02');
    expect(periodStart('2026-11-04', 'week', 0)).toBe('2026-11-01');
    expect(periodStart('2026-11-04', 'month')).toBe('2026-11-01');
  });

  it('splits by language with each part’s NPS, and counts drop-off', () => {
    const { groups } = groupQuestions([survey('a', [nps, plan])]);
    const rows = [
      submission('a', { n: '10', p: 'Free' }, { language: 'fr' }),
      submission('a', { n: '0' }, { language: 'fr' }),
      submission('a', { n: '9', p: 'Team' }),
    ];
    const byLanguage = split(rows, [groups[0]!], 'language', { survey: String, project: String });
    expect(byLanguage).toEqual([
      { label: 'fr', responses: 2, values: { 'a/n': { value: 0, n: 2 } } },
      { label: '(none)', responses: 1, values: { 'a/n': { value: 100, n: 1 } } },
    ]);
    expect(dropOff(rows, groups).map((row) => [row.answered, row.lost])).toEqual([
      [3, 0],
      [2, 1],
    ]);
  });
});

describe('the CSV', () => {
  it('has a row per submission, choices folded, and cells a spreadsheet cannot run', () => {
    const { groups } = groupQuestions([survey('a', [nps, plan])]);
    const csv = answersCsv(
      [submission('a', { n: '9', p: 'Équipe' }), submission('a', { n: '3', p: '=HYPERLINK("x")' })],
      groups,
      new Map(),
      { survey: () => 'NPS, "main"', project: () => 'Web' },
    );
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'Project,Survey,Submitted at (UTC),Language,Iteration,Person,Submission,Recommend?,Plan?',
    );
    expect(lines[1]).toContain('"NPS, ""main"""');
    expect(lines[1]).toMatch(/,9,Team$/);
    expect(lines[2]).toMatch(/,3,"'=HYPERLINK\(""x""\)"$/);
    expect(csvCell('-1')).toBe("'-1");
  });
});
