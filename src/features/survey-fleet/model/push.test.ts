import { describe, expect, it } from 'vitest';
import { withoutIsolates } from '@/lib/bidi';
import {
  duplicateOf,
  npsSurvey,
  read,
  SOURCE_COHORTS,
  targetLookups,
} from '@/testing/fixtures/fleet-surveys';
import { fleetMatrix } from './fleet-matrix';
import { pullBody, pushBody } from './push';
import { restoreBody } from './restore-body';
import { planTransfer } from './transfer-plan';
import { withWrite } from '@/entities/survey/versions/survey-shape';

const source = npsSurvey();
const plan = planTransfer({
  source,
  sourceCohorts: SOURCE_COHORTS,
  target: { id: 2, name: 'P2', refusal: null },
  lookups: targetLookups(),
  canWriteFlags: true,
  serverCopiesTranslations: false,
  now: new Date('2026-03-01T00:00:00Z'),
});
const duplicate = duplicateOf(source, 'c');
const restored = withWrite(duplicate, restoreBody(plan, source, duplicate));
const copy = read({
  ...restored,
  linked_flag: { id: 411, key: 'new-checkout' },
  targeting_flag: { id: 95, key: 't', filters: (restored.targeting_flag as { filters: unknown }).filters },
});
const questionsOf = (body: Record<string, unknown>) => body.questions as Record<string, unknown>[];

describe('pushBody', () => {
  it('pushes a reworded question onto the copy, keeping the copy’s question id, and nothing else', () => {
    const edited = read({
      ...source,
      questions: source.questions!.map((q, i) => (i === 1 ? { ...q, question: 'What to fix?' } : q)),
      appearance: { backgroundColor: '#000000' },
    });
    const { body, notes } = pushBody(edited, copy, ['question:1'], plan.remap);
    expect(Object.keys(body)).toEqual(['questions']);
    expect(questionsOf(body).map((q) => [q.id, q.question])).toEqual([
      ['c-q0', 'How likely are you to recommend us?'],
      ['c-q1', 'What to fix?'],
      ['c-q2', 'Anything else?'],
    ]);
    expect(notes).toEqual([]);
    // The matrix row that differed is the one pushed: once applied, the copy matches there.
    const after = read(withWrite(copy, body));
    const row = fleetMatrix(edited, [
      { projectId: 2, projectName: 'P2', survey: after, remap: plan.remap },
    ]).rows.find((r) => r.id === 'question:1');
    expect(row!.cells[0]!.state).toBe('same');
  });

  it('maps references on every push: the linked flag and actions in the copy’s project', () => {
    const relinked = read({ ...copy, linked_flag: null, conditions: { ...copy.conditions, actions: null } });
    const { body } = pushBody(
      source,
      relinked,
      ['setting:linked_flag', 'setting:conditions.actions'],
      plan.remap,
    );
    expect(body.linked_flag_id).toBe(411);
    expect((body.conditions as Record<string, unknown>).actions).toEqual({
      values: [{ id: 607, name: 'Signed up' }],
    });
  });

  it('adds a question the copy lacks and removes one only the copy has, branching kept by identity', () => {
    const [q0, , q2] = copy.questions!;
    const trimmed = read({ ...copy, questions: [q0, q2, { type: 'open', question: 'Extra?', id: 'x' }] });
    const { body } = pushBody(source, trimmed, ['question:1', 'question-only:Extra?#1'], plan.remap);
    const questions = questionsOf(body);
    expect(questions.map((q) => q.question)).toEqual([
      'How likely are you to recommend us?',
      'What should we improve?',
      'Anything else?',
    ]);
    expect(questions.map((q) => q.id ?? null)).toEqual(['c-q0', null, 'c-q2']);
  });

  it('sends nothing for rows that are already the same', () => {
    expect(
      pushBody(source, copy, ['question:0', 'setting:appearance.backgroundColor'], plan.remap).body,
    ).toEqual({});
  });
});

describe('pullBody', () => {
  it('pulls a copy’s change back, keeping the survey’s ids and mapping references back', () => {
    const changed = read({
      ...copy,
      questions: copy.questions!.map((q, i) => (i === 0 ? { ...q, question: 'Would you recommend us?' } : q)),
      linked_flag: { id: 411, key: 'new-checkout' },
    });
    const { body } = pullBody(changed, source, ['question:0', 'setting:linked_flag'], plan.remap);
    expect(Object.keys(body)).toEqual(['questions']);
    expect(questionsOf(body).map((q) => [q.id, q.question])).toEqual([
      ['q-a', 'Would you recommend us?'],
      ['q-b', 'What should we improve?'],
      ['q-c', 'Anything else?'],
    ]);
    // Branching still points at the survey's own third question.
    expect(questionsOf(body)[0]!.branching).toEqual({
      type: 'response_based',
      responseValues: { detractors: 2 },
    });
  });

  it('says when a pulled question’s rule points at a question not brought along', () => {
    const [q0, q1, q2] = copy.questions!;
    const branched = read({
      ...copy,
      questions: [
        q0,
        { ...q1, branching: { type: 'specific_question', index: 3 } },
        q2,
        { id: 'n', type: 'open', question: 'New end?' },
      ],
    });
    const { notes } = pullBody(branched, source, ['question:1'], plan.remap);
    expect(notes.map(withoutIsolates)).toEqual([expect.stringContaining('no longer in the survey')]);
  });
});
