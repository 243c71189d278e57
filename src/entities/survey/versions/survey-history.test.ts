import { describe, expect, it } from 'vitest';
import type { ActivityChange, ActivityEntry } from '@/contracts/common';
import { UnreadableRecord } from '@/contracts/readable';
import { withoutIsolates } from '@/lib/bidi';
import { rebuildHistory as rebuild, restorableVersion } from './survey-history';
import type { SurveyLike } from './survey-shape';

/** The history with its words as read (the isolation marks around server text are rendered as <bdi>). */
const rebuildHistory = (...args: Parameters<typeof rebuild>) =>
  rebuild(...args).map((version) => ({
    ...version,
    gap: version.gap && withoutIsolates(version.gap),
    entryGap: version.entryGap && withoutIsolates(version.entryGap),
  }));

const questions = (second: string) => [
  { id: 'a', type: 'open', question: 'First?' },
  { id: 'b', type: 'open', question: second },
];

const current: SurveyLike = {
  id: 's1',
  name: 'NPS',
  description: 'Now',
  questions: questions('Second, reworded?'),
  appearance: { backgroundColor: '#ffffff' },
  start_date: '2026-11-02T10:00:00Z',
  end_date: null,
  archived: false,
  linked_flag: { id: 4, key: 'beta' },
  linked_flag_id: 4,
};

let counter = 0;
/** An entry as the server writes it (changes_between: created/changed/deleted, before and after). */
function entry(
  activity: string,
  at: string,
  changes: Partial<ActivityChange>[] | null,
  name = 'Ana',
): ActivityEntry {
  counter += 1;
  return {
    id: `e${counter}`,
    user: { first_name: name, email: `${name.toLowerCase()}@example.com` },
    activity,
    scope: 'Survey',
    item_id: 's1',
    detail: {
      id: 's1',
      name: 'NPS',
      changes: changes?.map((change) => ({ type: 'Survey', action: 'changed', ...change })) ?? null,
    },
    created_at: at,
  };
}

const created = entry('created', '2026-11-01T09:00:00Z', null);
const launched = entry('updated', '2026-11-02T10:00:00Z', [
  { action: 'created', field: 'start_date', before: null, after: '2026-11-02T10:00:00+00:00' },
]);
const reworded = entry(
  'updated',
  '2026-11-03T10:00:00Z',
  [
    { field: 'questions', before: questions('Second?'), after: questions('Second, reworded?') },
    { field: 'description', before: 'Then', after: 'Now' },
    {
      action: 'created',
      field: 'linked_flag',
      before: null,
      after: { id: 4, key: 'beta', name: '', filters: {}, team_id: 1, deleted: false, active: true },
    },
  ],
  'Maya',
);

describe('rebuildHistory', () => {
  it('walks back from the current survey, undoing each entry’s changes', () => {
    const versions = rebuildHistory(current, [reworded, launched, created]);
    expect(versions).toHaveLength(3);
    expect(versions.map((version) => [version.entry?.id, version.current, version.gap])).toEqual([
      [reworded.id, true, null],
      [launched.id, false, null],
      [created.id, false, null],
    ]);
    expect(versions[0]!.survey).toEqual(current);
    expect(versions[0]!.changed).toEqual(['questions', 'description', 'linked_flag']);
    // Before Maya's change: the old wording, the old description, no linked flag.
    expect(versions[1]!.survey).toMatchObject({
      questions: questions('Second?'),
      description: 'Then',
      linked_flag: null,
      linked_flag_id: null,
      start_date: '2026-11-02T10:00:00Z',
    });
    // Before the launch: a draft.
    expect(versions[2]!.survey).toMatchObject({ questions: questions('Second?'), start_date: null });
  });

  it('an entry without the old value of a field: the entry says so, older versions cannot be rebuilt', () => {
    const short = entry('updated', '2026-11-03T10:00:00Z', [
      { field: 'questions', after: questions('Second, reworded?') },
      { field: 'description', before: 'Then', after: 'Now' },
    ]);
    const versions = rebuildHistory(current, [short, launched, created]);
    expect(versions[0]).toMatchObject({
      survey: current,
      gap: null,
      entryGap: 'This entry does not record what “questions” was before it.',
    });
    for (const older of versions.slice(1)) {
      expect(older.survey).toBeNull();
      expect(older.gap).toBe(
        'The log does not say what “questions” was before the change at 2026-11-03 10:00, so Surveyor cannot rebuild this version.',
      );
    }
  });

  it('an entry with no detail, or one that cannot be read, leaves every older version unknown', () => {
    const blank = { ...entry('updated', '2026-11-03T10:00:00Z', null), detail: null };
    const versions = rebuildHistory(current, [blank, launched, created]);
    expect(versions[0]!.entryGap).toBe(
      'This entry does not record what changed, so no version before it can be rebuilt.',
    );
    expect(versions.slice(1).map((version) => version.survey)).toEqual([null, null]);
    expect(versions[1]!.gap).toBe(
      'The log does not say what changed at 2026-11-03 10:00, so Surveyor cannot rebuild this version.',
    );
    const unreadable = new UnreadableRecord({ activity: 42 }, [
      { path: 'activity', message: 'expected text' },
    ]);
    const withUnreadable = rebuildHistory(current, [unreadable, launched, created]);
    expect(withUnreadable[0]).toMatchObject({
      unreadable: true,
      survey: current,
      entryGap: expect.stringMatching(/cannot be read/),
    });
    expect(withUnreadable[1]!.survey).toBeNull();
  });

  it('an older entry’s "after" tells a field again', () => {
    // The newest entry lacks the old description; the one before it says what it changed it to.
    const lacking = entry('updated', '2026-11-04T10:00:00Z', [{ field: 'description', after: 'Now' }]);
    const told = entry('updated', '2026-11-03T10:00:00Z', [
      { field: 'description', before: 'First', after: 'Then' },
    ]);
    const versions = rebuildHistory(current, [lacking, told, created]);
    expect(versions[1]!.survey).toMatchObject({ description: 'Then' });
    expect(versions[2]!.survey).toMatchObject({ description: 'First' });
  });

  it('a value of an odd shape counts as missing; fields nobody edits never block a version', () => {
    const odd = entry('updated', '2026-11-03T10:00:00Z', [
      { field: 'questions', before: 'not a list', after: questions('Second, reworded?') },
      { field: 'iteration_start_dates', after: [] },
    ]);
    const versions = rebuildHistory(current, [odd, created]);
    expect(versions[0]!.entryGap).toBe('This entry does not record what “questions” was before it.');
    const derived = entry('updated', '2026-11-03T10:00:00Z', [{ field: 'iteration_start_dates', after: [] }]);
    expect(rebuildHistory(current, [derived, created])[1]!.survey).not.toBeNull();
  });

  it('without a "created" entry, ends with the earliest version the log shows; with none, only the current one', () => {
    const versions = rebuildHistory(current, [reworded]);
    expect(versions).toHaveLength(2);
    expect(versions[1]).toMatchObject({ entry: null, current: false, gap: null });
    expect(versions[1]!.survey).toMatchObject({ description: 'Then' });
    expect(rebuildHistory(current, [])).toEqual([
      expect.objectContaining({ entry: null, current: true, survey: current }),
    ]);
  });
});

describe('fields named like built-in object properties', () => {
  it('are fields like any other: each version holds what the log says, as its own field', () => {
    const odd = entry('updated', '2026-11-03T10:00:00Z', [
      { field: '__proto__', before: { polluted: true }, after: null },
      { field: 'constructor', before: 'a', after: 'b' },
      { field: 'toString', before: 'c', after: 'd' },
    ]);
    const versions = rebuildHistory(current, [odd, created]);
    const before = versions[1]!.survey!;
    expect(Object.getPrototypeOf(before)).toBe(Object.prototype);
    expect(Object.hasOwn(before, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(before, '__proto__')!.value).toEqual({ polluted: true });
    expect(Object.hasOwn(before, 'constructor') && before.constructor).toBe('a');
    expect(Object.hasOwn(before, 'toString') && before.toString).toBe('c');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(versions[0]!.changed).toEqual(['__proto__', 'constructor', 'toString']);
  });
});

describe('restorableVersion', () => {
  it('keeps the survey’s launch, stop and archive state as they are now', () => {
    const draft = { ...current, start_date: null, description: 'Then' };
    expect(restorableVersion(draft, { ...current, end_date: '2026-11-05T00:00:00Z' })).toMatchObject({
      description: 'Then',
      start_date: '2026-11-02T10:00:00Z',
      end_date: '2026-11-05T00:00:00Z',
      archived: false,
    });
  });
});

describe('the demo backend’s history', () => {
  it('rebuilds every version of a seeded survey, and says where an entry without detail stops it', async () => {
    const { surveysApi } = await import('../api/surveys.api');
    const { db } = await import('@/mocks/db');
    const idOf = (name: string) => db.surveys.find((stored) => stored.survey.name === name)!.survey.id;
    const nps = idOf('NPS with follow-ups');
    const record = await surveysApi.get(1, nps);
    const log = await surveysApi.activityLog(1, nps);
    expect(log.complete).toBe(true);
    const versions = rebuildHistory(record!.raw, log.entries);
    expect(versions.map((version) => version.entry?.user?.first_name)).toEqual([
      'Demo',
      'Maya',
      'Demo',
      'Demo',
    ]);
    expect(versions.every((version) => version.gap === null)).toBe(true);
    // Before Maya's edit the detractors' question had its first wording; before the launch, a draft.
    const questions = (version: number) =>
      (versions[version]!.survey!.questions as { question: string }[]).map((question) => question.question);
    expect(questions(0)[1]).toBe('Sorry to hear that. What should we fix first?');
    expect(questions(2)[1]).toBe('What is the one thing we should fix?');
    expect(versions[3]!.survey).toMatchObject({ start_date: null });

    const legacy = idOf('Legacy: confirmation_message branching');
    const legacyVersions = rebuildHistory(
      (await surveysApi.get(1, legacy))!.raw,
      (await surveysApi.activityLog(1, legacy)).entries,
    );
    expect(legacyVersions.map((version) => [version.entry?.activity, version.survey !== null])).toEqual([
      ['updated', true],
      ['updated', true],
      ['updated', false],
      ['created', false],
    ]);
    expect(legacyVersions[1]!.entryGap).toMatch(/does not record what changed/);
  });
});
