// What the plan says before anything is written that the server will refuse or change: a question
// translation in the base language the copy gets (duplicate_to_projects carries none: "en"), a hosted
// survey's iframe embedding (left off by the duplicate, restored), and every drop that widens the
// copy's audience or drops a trigger, marked so the dialog asks before copying.
import { describe, expect, it } from 'vitest';
import { withoutIsolates } from '@/lib/bidi';
import { withWrite } from '@/entities/survey/versions/survey-shape';
import {
  duplicateOf,
  npsSurvey,
  read,
  SOURCE_COHORTS,
  targetLookups,
} from '@/testing/fixtures/fleet-surveys';
import { restoreBody } from './restore-body';
import { planTransfer, type PlanInput } from './transfer-plan';

const plan = (overrides: Partial<PlanInput> = {}) =>
  planTransfer({
    source: npsSurvey(),
    sourceCohorts: SOURCE_COHORTS,
    target: { id: 2, name: 'Staging', refusal: null },
    lookups: targetLookups(),
    canWriteFlags: true,
    serverCopiesTranslations: false,
    now: new Date('2026-03-01T00:00:00Z'),
    ...overrides,
  });

const spanish = read({
  id: 'es-1',
  name: 'Encuesta',
  type: 'popover',
  base_language: 'es',
  questions: [
    {
      id: 'q1',
      type: 'open',
      question: '¿Qué plan usas?',
      translations: { fr: { question: 'Quel plan ?' } },
    },
    {
      id: 'q2',
      type: 'open',
      question: '¿Qué mejorarías?',
      translations: { en: { question: 'What to improve?' } },
    },
  ],
});

describe('the plan foresees what the server refuses', () => {
  it('refuses a question translation in the base language the copy gets, and says what to do', () => {
    const result = plan({ source: spanish });
    expect(withoutIsolates(result.refusal ?? '')).toBe(
      "PostHog would refuse this copy: question 2's translation “en” is in the copy's base language (“en”). PostHog's copy does not carry the survey's base language (“es”), so the copy's is “en”. Remove or rename that translation first, or export the survey as JSON and import it in that project (the export keeps its base language).",
    );
    // A server that copies the base language has no clash.
    expect(plan({ source: spanish, serverCopiesTranslations: true }).refusal).toBeNull();
    // A key the server would not take for a new survey (grandfathered on the source only).
    const legacy = read({
      ...spanish,
      questions: [{ id: 'q', type: 'open', question: 'x', translations: { english: {} } }],
    });
    expect(plan({ source: legacy }).refusal).toMatch(/“english” is not a language code/);
  });

  it('restores a hosted survey’s iframe embedding, and lists it', () => {
    const hosted = npsSurvey({
      type: 'external_survey',
      enable_iframe_embedding: true,
      linked_flag: null,
      conditions: null,
    });
    const result = plan({ source: hosted });
    expect(result.copied.join('\n')).toMatch(/Embedding in other sites \(iframes\): restored by Surveyor/);
    const duplicate = read({ ...duplicateOf(hosted, 'c'), enable_iframe_embedding: false });
    expect(withWrite(duplicate, restoreBody(result, hosted, duplicate)).enable_iframe_embedding).toBe(true);
  });

  it('marks every drop that widens the audience or drops a trigger, and no other', () => {
    const widens = (result: ReturnType<typeof plan>) =>
      result.dropped.filter((part) => part.widens).map((part) => withoutIsolates(part.part));
    expect(widens(plan())).toEqual([]);
    expect(
      widens(
        plan({
          lookups: targetLookups({ cohorts: [{ id: 521, name: 'Paying' }], actions: [], flags: [] }),
          canWriteFlags: false,
        }),
      ),
    ).toEqual([
      'Linked feature flag “new-checkout”',
      'Flag variant “beta”',
      'Targeting',
      'Display condition: action “Signed up”',
    ]);
    expect(widens(plan({ lookups: targetLookups({ cohorts: [{ id: 521, name: 'Paying' }] }) }))).toEqual([
      'Targeting condition: in cohort “Trial”',
    ]);
  });
});
