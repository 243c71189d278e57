import { describe, expect, it } from 'vitest';
import { withoutIsolates } from '@/lib/bidi';
import {
  duplicateOf,
  npsSurvey,
  read,
  SOURCE_COHORTS,
  targetLookups,
} from '@/testing/fixtures/fleet-surveys';
import { fleetMatrix, type FleetMatrix } from './fleet-matrix';
import { restoreBody } from './restore-body';
import { planTransfer } from './transfer-plan';
import { withWrite } from '@/entities/survey/versions/survey-shape';

const source = npsSurvey();
/** A copy as it is once copied and restored: every reference in its project's terms. */
function restoredCopy(id: string, projectId: number) {
  const plan = planTransfer({
    source,
    sourceCohorts: SOURCE_COHORTS,
    target: { id: projectId, name: `P${projectId}`, refusal: null },
    lookups: targetLookups(),
    canWriteFlags: true,
    serverCopiesTranslations: false,
    now: new Date('2026-03-01T00:00:00Z'),
  });
  const copy = duplicateOf(source, id);
  const after = withWrite(copy, restoreBody(plan, source, copy));
  // The server answers the linked flag with its key, and the targeting flag it made.
  const targeting = after.targeting_flag as { filters: unknown };
  return {
    plan,
    survey: read({
      ...after,
      linked_flag: { id: 411, key: 'new-checkout' },
      targeting_flag: { id: 95, key: 'survey-targeting-y', filters: targeting.filters },
    }),
  };
}

const view = (matrix: FleetMatrix) =>
  Object.fromEntries(
    matrix.rows.map((row) => [
      withoutIsolates(row.label),
      row.cells.map((cell) => cell.words.map(withoutIsolates)),
    ]),
  );

describe('fleetMatrix', () => {
  it('shows a freshly restored copy the same everywhere, references compared in its terms', () => {
    const one = restoredCopy('c1', 2);
    const matrix = fleetMatrix(source, [
      { projectId: 2, projectName: 'P2', survey: one.survey, remap: one.plan.remap },
    ]);
    expect(matrix.columns).toEqual([{ projectId: 2, projectName: 'P2', surveyId: 'c1' }]);
    expect(matrix.rows.map((row) => row.id)).toEqual(['question:0', 'question:1', 'question:2']);
    expect(matrix.rows.every((row) => row.cells[0]!.state === 'same')).toBe(true);
  });

  it('says per copy how a question and a setting differ, in the review diff’s words', () => {
    const one = restoredCopy('c1', 2);
    const two = restoredCopy('c2', 3);
    const changed = read({
      ...two.survey,
      name: 'NPS (duplicated at 2026-03-01 10:00:00)',
      questions: two.survey.questions!.map((question, index) =>
        index === 0 ? { ...question, question: 'Would you recommend us?' } : question,
      ),
      appearance: { backgroundColor: '#ffffff' },
    });
    const matrix = fleetMatrix(source, [
      { projectId: 2, projectName: 'P2', survey: one.survey, remap: one.plan.remap },
      { projectId: 3, projectName: 'P3', survey: changed, remap: two.plan.remap },
    ]);
    expect(view(matrix)).toEqual({
      'Q1 “How likely are you to recommend us?”': [
        [],
        ['Q1 reworded: “How likely are you to recommend us?” → “Would you recommend us?”'],
      ],
      'Q2 “What should we improve?”': [[], []],
      'Q3 “Anything else?”': [[], []],
      Name: [[], ['Name: “NPS” → “NPS (duplicated at 2026-03-01 10:00:00)”']],
      'Appearance: background colour': [[], ['Appearance: background colour “#eeeded” → “#ffffff”']],
    });
    expect(matrix.rows.find((row) => row.id === 'setting:name')!.cells.map((c) => c.state)).toEqual([
      'same',
      'differs',
    ]);
  });

  it('has rows for questions only in copies, a removed question and the order', () => {
    const one = restoredCopy('c1', 2);
    const [a, b, c] = one.survey.questions!;
    const reordered = read({
      ...one.survey,
      questions: [b, a, { id: 'new', type: 'open', question: 'Extra?' }],
    });
    void c;
    const rows = view(
      fleetMatrix(source, [{ projectId: 2, projectName: 'P2', survey: reordered, remap: one.plan.remap }]),
    );
    expect(rows['Q3 “Anything else?”']).toEqual([['Removed Q3 “Anything else?”']]);
    expect(rows['Only in copies: “Extra?”']).toEqual([['Added Q3 “Extra?” (Open text)']]);
    expect(rows['Question order']![0]!.length).toBeGreaterThan(0);
  });

  it('without a mapping, compares the linked flag by key and actions by name', () => {
    const copy = read({
      ...duplicateOf(source),
      name: 'NPS',
      linked_flag: { id: 999, key: 'new-checkout' },
      conditions: {
        ...duplicateOf(source).conditions,
        linkedFlagVariant: 'beta',
        events: source.conditions!.events,
        actions: { values: [{ id: 5, name: 'Signed up' }] },
      },
      targeting_flag: source.targeting_flag,
      translations: source.translations,
      base_language: 'en',
    });
    const matrix = fleetMatrix(source, [{ projectId: 2, projectName: 'P2', survey: copy }]);
    expect(matrix.rows.filter((row) => row.cells[0]!.state === 'differs')).toEqual([]);
  });

  it('builds 50 copies of a 200-question survey', () => {
    const questions = Array.from({ length: 200 }, (_, i) => ({
      id: `q${i}`,
      type: 'open',
      question: `Question ${i}?`,
    }));
    const base = npsSurvey({ questions });
    const copies = Array.from({ length: 50 }, (_, n) => ({
      projectId: n,
      projectName: `P${n}`,
      survey: read({
        ...duplicateOf(base, `c${n}`),
        questions: questions.map((q, i) => ({
          ...q,
          id: `c${n}-${i}`,
          question: i === n ? 'Changed' : q.question,
        })),
      }),
    }));
    const matrix = fleetMatrix(base, copies);
    expect(matrix.columns).toHaveLength(50);
    expect(matrix.rows.filter((row) => row.kind === 'question')).toHaveLength(200);
    expect(
      matrix.rows[7]!.cells.map((cell) => cell.state).filter((state) => state === 'differs'),
    ).toHaveLength(1);
  });
});
