// A draft found on opening the editor, judged against the survey as the server has it now: offered with
// what was saved elsewhere since (merged as the save will merge it), refused with a reason, or not worth
// offering. The draft's base comes back as the editor's baseline, uids and rules included.
import { describe, expect, it } from 'vitest';
import { withoutIsolates } from '@/lib/bidi';
import { readSurvey } from '@/contracts/survey';
import { applyMerge, mergeSurveys } from '@/entities/survey/versions/survey-merge';
import { withWrite } from '@/entities/survey/versions/survey-shape';
import { db } from '@/mocks/db';
import { draftBaseline } from './draft-base';
import { draftBaseJson, draftText } from './draft-format';
import { judgeDraft } from './draft-offer';
import { baselineOf, pendingPatch, type Baseline, type SurveyEditorValues } from '../document/editor-values';

function seeded(name: string): Record<string, unknown> {
  const found = db.surveys.find((candidate) => candidate.survey.name === name);
  if (!found) throw new Error(`No seeded survey named ${name}`);
  return JSON.parse(JSON.stringify(found.survey)) as Record<string, unknown>;
}

const NAME = 'Broken flow: unreachable question';
const opened = (stored: Record<string, unknown>) => baselineOf(readSurvey(stored).value).baseline;
const written = (baseline: Baseline, values: SurveyEditorValues) =>
  draftText(draftBaseJson(baseline), values, new Date('2026-01-01T00:00:00Z'));

/** The survey after a colleague renamed it and reworded Q2. */
function theirs(stored: Record<string, unknown>) {
  const questions = structuredClone(stored.questions as { question: string }[]);
  questions[1]!.question = 'THEIR NEW Q2 WORDING';
  return { ...stored, name: 'THEIR NEW NAME', questions };
}

describe('judging a draft', () => {
  const stored = seeded(NAME);
  const base = opened(stored);
  const mine = { ...structuredClone(base.values), description: 'MY-DRAFT-DESCRIPTION' };

  it('offers it as it is when nothing was saved since', () => {
    const judged = judgeDraft(written(base, mine), { initialValues: base.values, current: stored });
    expect(judged).toMatchObject({ kind: 'offer', values: mine, changedSince: null });
    expect(judged.kind === 'offer' && judged.base).toEqual(base);
  });

  it('says what others saved since, and that nothing clashes', () => {
    const current = theirs(stored);
    const judged = judgeDraft(written(base, mine), { initialValues: opened(current).values, current });
    expect(judged).toMatchObject({ kind: 'offer', changedSince: { clashes: 0 } });
    // Part names quote the server's text, isolated (rendered as <bdi>).
    expect((judged as { changedSince: { parts: string[] } }).changedSince.parts.map(withoutIsolates)).toEqual(
      ['Name', 'Q2 “What were you looking for?”'],
    );
    // The save merges the same three versions: their changes and the draft's all land.
    const baseline = (judged as { base: Baseline }).base;
    const body = pendingPatch(baseline, mine, new Date());
    const merge = mergeSurveys(stored, withWrite(stored, body), current);
    const merged = applyMerge(merge, {}).survey;
    expect(merged.name).toBe('THEIR NEW NAME');
    expect(merged.description).toBe('MY-DRAFT-DESCRIPTION');
    expect((merged.questions as { question: string }[])[1]!.question).toBe('THEIR NEW Q2 WORDING');
  });

  it('counts the parts both changed differently', () => {
    const current = theirs(stored);
    const renamed = { ...mine, name: 'MY NAME' };
    const judged = judgeDraft(written(base, renamed), { initialValues: opened(current).values, current });
    expect(judged).toMatchObject({ kind: 'offer', changedSince: { clashes: 1 } });
  });

  it('does not offer a draft that changes nothing from its base or from the server', () => {
    const current = theirs(stored);
    expect(
      judgeDraft(written(base, base.values), { initialValues: opened(current).values, current }),
    ).toEqual({
      kind: 'nothing-new',
    });
    expect(judgeDraft(written(base, base.values), { initialValues: base.values, current: stored })).toEqual({
      kind: 'nothing-new',
    });
  });

  it('refuses a damaged draft with the reason and its date', () => {
    const damaged = written(base, { ...mine, name: 5 as never });
    expect(judgeDraft(damaged, { initialValues: base.values, current: stored })).toEqual({
      kind: 'unusable',
      savedAt: '2026-01-01T00:00:00.000Z',
      reason:
        'its name is not in the form this editor uses (damaged, or written by an older version of Surveyor)',
    });
  });

  it('refuses a draft whose base cannot be read', () => {
    const text = `{"format":2,"savedAt":"2026-01-01T00:00:00Z","base":{"stored":{"name":"no id"},"uids":[]},"values":{}}`;
    expect(judgeDraft(text, { initialValues: base.values, current: stored })).toMatchObject({
      kind: 'unusable',
      reason: 'the version of the survey it was edited from cannot be read',
    });
  });

  it('offers a draft of a new survey without a base', () => {
    const fresh = baselineOf(null, { name: 'New' }).baseline;
    const text = written(fresh, { ...fresh.values, name: 'New, typed' });
    expect(judgeDraft(text, { initialValues: fresh.values, current: null })).toMatchObject({
      kind: 'offer',
      base: null,
      changedSince: null,
    });
  });
});

describe("a draft's base as the baseline", () => {
  it('keeps the uids the editor had, with the rules that name them', () => {
    // After a save the editor keeps its own uids, which need not follow the server's question ids.
    const stored = seeded('Broken flow: loop');
    const loaded = opened(stored);
    const uids = ['mine-1', 'mine-2', 'mine-3'];
    const rename = new Map(loaded.values.questions.map((question, index) => [question.uid, uids[index]!]));
    const values = {
      ...loaded.values,
      questions: loaded.values.questions.map((question) => ({
        ...question,
        uid: rename.get(question.uid)!,
        rule:
          question.rule.kind === 'question'
            ? { kind: 'question' as const, target: rename.get(question.rule.target)! }
            : question.rule,
      })),
    };
    const rebuilt = draftBaseline({ stored, uids });
    expect(rebuilt).toEqual({ values, stored });
    expect(rebuilt!.values.questions[1]!.rule).toEqual({ kind: 'question', target: 'mine-1' });
  });
});

describe('a draft of a scheduled survey', () => {
  const stored = { ...seeded(NAME), start_date: '2026-11-01T00:00:00Z', linked_flag_id: 7 };
  const gate = { gateId: 7, active: false, changes: [], unread: null };
  const opening = {
    timeZone: 'Europe/Berlin',
    gate,
    reading: {
      kind: 'schedule' as const,
      schedule: {
        timeZone: 'Europe/Berlin',
        launchAt: '2099-12-01T09:00',
        stopAt: '2099-12-02T09:00',
        repeat: 'none' as const,
        repeatUntil: '',
      },
    },
  };
  const base = baselineOf(readSurvey(stored).value, undefined, undefined, opening).baseline;

  it('holding what was saved is nothing new, though the editor now opens on another schedule reading', () => {
    // The launch has run since: the editor opens on "launched", the draft's base says "at a date and time".
    const now = baselineOf(readSurvey(stored).value, undefined, undefined, {
      ...opening,
      reading: { kind: 'none' },
    }).baseline;
    expect(base.values.schedule.start).toBe('timed');
    expect(now.values.schedule.start).not.toBe('timed');
    expect(judgeDraft(written(base, base.values), { initialValues: now.values, current: stored })).toEqual({
      kind: 'nothing-new',
    });
  });

  it('says the schedule was changed elsewhere since the draft, and clashes when the draft changed it too', () => {
    const moved = { ...gate, changes: [] as never[], active: true };
    const mine = { ...structuredClone(base.values), description: 'MY NOTE' };
    const judged = judgeDraft(written(base, mine), {
      initialValues: base.values,
      current: stored,
      currentGate: { ...moved, gateId: 8 },
    });
    expect(judged).toMatchObject({ kind: 'offer', changedSince: { parts: ['Schedule'], clashes: 0 } });
    const restored = judged.kind === 'offer' ? judged.base : null;
    expect(restored?.opening?.gate).toEqual(gate);
  });
});
