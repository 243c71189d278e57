import { describe, expect, it } from 'vitest';
import { matchQuestions } from './question-match';
import { withoutIsolates } from '@/lib/bidi';
import { diffSurveys, isEmptyDiff, type SurveyDiff } from './survey-diff';
import { diffWords, impactWords } from './survey-diff-words';
import { withWrite, type SurveyLike } from './survey-shape';

/** The words as read (the isolation marks around server text are rendered as <bdi>, not as text). */
function plainWords(diff: SurveyDiff) {
  const words = diffWords(diff);
  return {
    questions: words.questions.map(withoutIsolates),
    branching: words.branching.map(withoutIsolates),
    settings: words.settings.map(withoutIsolates),
  };
}

const nps = (extra: Record<string, unknown> = {}) => ({
  id: 'q1',
  type: 'rating',
  question: 'How likely are you to recommend us?',
  display: 'number',
  scale: 10,
  lowerBoundLabel: 'Unlikely',
  upperBoundLabel: 'Very likely',
  branching: { type: 'response_based', responseValues: { detractors: 1, promoters: 2 } },
  ...extra,
});
const fix = (extra: Record<string, unknown> = {}) => ({
  id: 'q2',
  type: 'open',
  question: 'What should we fix first?',
  branching: { type: 'end' },
  ...extra,
});
const review = (extra: Record<string, unknown> = {}) => ({
  id: 'q3',
  type: 'single_choice',
  question: 'Would you leave a review?',
  choices: ['Yes', 'No'],
  ...extra,
});

const survey = (questions: unknown[], extra: SurveyLike = {}): SurveyLike => ({
  id: 's1',
  name: 'NPS',
  description: '',
  type: 'popover',
  questions,
  appearance: { backgroundColor: '#eeeded', position: 'right' },
  conditions: null,
  start_date: '2026-11-01T10:00:00Z',
  end_date: null,
  linked_flag: { id: 7, key: 'new-checkout' },
  linked_flag_id: 7,
  targeting_flag: null,
  internal_targeting_flag: { id: 99, key: 'internal', active: true },
  feature_flag_keys: [],
  created_at: '2026-10-01T00:00:00Z',
  ...extra,
});

const base = survey([nps(), fix(), review()]);

describe('diffSurveys', () => {
  it('finds nothing between a survey and itself, nor in derived fields, key order, date formats or empty values', () => {
    expect(isEmptyDiff(diffSurveys(base, structuredClone(base)))).toBe(true);
    const same = survey([nps(), fix(), review()], {
      start_date: '2026-11-01T10:00:00+00:00',
      description: null,
      appearance: { position: 'right', backgroundColor: '#eeeded' },
      internal_targeting_flag: { id: 100, key: 'other', active: false },
      feature_flag_keys: [{ key: 'x', value: 'y' }],
      linked_flag: { id: 7, key: 'new-checkout', active: true },
    });
    expect(diffSurveys(base, same)).toEqual({ questions: [], branching: [], settings: [] });
  });

  it('reports a reworded question with its old and new text', () => {
    const after = survey([nps(), fix({ question: 'Sorry to hear that. What should we fix?' }), review()]);
    const diff = diffSurveys(base, after);
    expect(diff.questions).toEqual([
      {
        kind: 'reworded',
        before: { index: 1, text: 'What should we fix first?' },
        after: { index: 1, text: 'Sorry to hear that. What should we fix?' },
      },
    ]);
    expect(plainWords(diff).questions).toEqual([
      'Q2 reworded: “What should we fix first?” → “Sorry to hear that. What should we fix?”',
    ]);
  });

  it('reports only the question that moved, not those whose index merely shifted, and keeps rules by identity', () => {
    // Q3 goes first: Q1 and Q2 shift down but keep their order; Q1's rules still reach the same questions.
    const after = survey([
      review(),
      nps({ branching: { type: 'response_based', responseValues: { detractors: 2, promoters: 0 } } }),
      fix(),
    ]);
    const diff = diffSurveys(base, after);
    expect(diff.questions).toEqual([
      {
        kind: 'moved',
        before: { index: 2, text: 'Would you leave a review?' },
        after: { index: 0, text: 'Would you leave a review?' },
      },
    ]);
    expect(diff.branching).toEqual([]);
    expect(plainWords(diff).questions).toEqual(['Moved Q3 “Would you leave a review?” from position 3 to 1']);
  });

  it('reports added and removed questions; a new question in a removed one’s place is not a rewording', () => {
    const after = survey([
      nps({ branching: undefined }),
      { type: 'open', question: 'Anything else?' },
      review(),
    ]);
    const diff = diffSurveys(base, after);
    expect(diff.questions.map((change) => change.kind)).toEqual(['removed', 'added']);
    expect(plainWords(diff).questions).toEqual([
      'Removed Q2 “What should we fix first?”',
      'Added Q2 “Anything else?” (Open text)',
    ]);
  });

  it('without ids, matches by text anywhere (a move), then by position (a rewording)', () => {
    const strip = ({ id: _id, branching: _branching, ...rest }: Record<string, unknown>) => rest;
    const before = survey([strip(nps()), strip(fix()), strip(review())]);
    const after = survey([strip(review()), strip(nps()), { ...strip(fix()), question: 'What first?' }]);
    const match = matchQuestions(before.questions as unknown[], after.questions as unknown[]);
    expect(match.pairs).toEqual([
      [0, 1],
      [1, 2],
      [2, 0],
    ]);
    const kinds = diffSurveys(before, after).questions.map((change) => change.kind);
    expect(kinds).toEqual(['reworded', 'moved']);
    // A moved and reworded question with an id is one question.
    const both = diffSurveys(base, survey([fix({ question: 'What first?' }), nps(), review()]));
    expect(both.questions.map((change) => change.kind)).toEqual(['moved', 'reworded']);
  });

  it('reports a kind change, choices, the "other" choice, a scale and other details', () => {
    const after = survey([
      nps({ display: 'emoji', scale: 5, lowerBoundLabel: 'Bad' }),
      fix({ type: 'rating', display: 'number', scale: 5 }),
      review({ choices: ['Yes', 'Maybe', 'Other'], hasOpenChoice: true, optional: true }),
    ]);
    const diff = diffSurveys(base, after);
    expect(diff.questions.map((change) => change.kind)).toEqual([
      'scale',
      'detail',
      'type',
      'choices',
      'detail',
    ]);
    expect(plainWords(diff).questions).toEqual([
      'Q1 “How likely are you to recommend us?”: scale number 0–10 → emoji 1–5',
      'Q1 “How likely are you to recommend us?”: low-end label “Unlikely” → “Bad”',
      'Q2 “What should we fix first?”: kind Open text → Rating',
      'Q3 “Would you leave a review?”: choices “Yes”, “No” → “Yes”, “Maybe”, “Other” (last one free text)',
      'Q3 “Would you leave a review?”: optional (empty) → on',
    ]);
  });

  it('says branching changes in words, per answer', () => {
    const after = survey([
      nps({ branching: { type: 'response_based', responseValues: { detractors: 'end', promoters: 2 } } }),
      fix({ branching: { type: 'specific_question', index: 2 } }),
      review(),
    ]);
    expect(plainWords(diffSurveys(base, after)).branching).toEqual([
      'Q1 “How likely are you to recommend us?” 0–6 (Detractors): Q2 “What should we fix firs…” → end',
      'Q2 “What should we fix first?”: end → Q3 “Would you leave a revie…”',
    ]);
    // From a single rule to answer-based: the other answers' route changes too.
    const byAnswer = survey([
      nps(),
      fix(),
      review({ branching: { type: 'response_based', responseValues: { 0: 'end' } } }),
    ]);
    expect(plainWords(diffSurveys(base, byAnswer)).branching).toEqual([
      'Q3 “Would you leave a review?” “Yes”: next question → end',
    ]);
  });

  it('says when an explicit “next question” rule is saved as no rule (the editor writes it so)', () => {
    const explicit = survey([nps(), fix({ branching: { type: 'next_question' } }), review()]);
    const plain = survey([nps(), fix({ branching: undefined }), review()]);
    expect(plainWords(diffSurveys(explicit, plain)).branching).toEqual([
      'Q2 “What should we fix first?”: rule “next_question” (next question) → next question',
    ]);
  });

  it('lists every setting before → after, appearance and conditions key by key, the flag by id, targeting by filters', () => {
    const after = withWrite(base, {
      name: 'NPS 2',
      appearance: { backgroundColor: '#ffffff', position: 'right' },
      conditions: { url: '/pricing' },
      linked_flag_id: 8,
      targeting_flag_filters: { groups: [{ properties: [], rollout_percentage: 50 }] },
      end_date: '2026-11-20T00:00:00Z',
    });
    const diff = diffSurveys(base, after);
    expect(diff.settings.map((change) => change.path)).toEqual([
      'name',
      'end_date',
      'linked_flag',
      'targeting_flag',
      'appearance.backgroundColor',
      'conditions.url',
    ]);
    expect(plainWords(diff).settings).toEqual([
      'Name: “NPS” → “NPS 2”',
      'End date: (empty) → 2026-11-20 00:00 UTC',
      'Linked feature flag: new-checkout → flag #8',
      'Targeting: (empty) → everyone (50%)',
      'Appearance: background colour “#eeeded” → “#ffffff”',
      'Display conditions: URL (empty) → “/pricing”',
    ]);
  });
});

describe('actions that show a survey', () => {
  it('compare by id: a GET expands them into whole actions where a write keeps what was sent', () => {
    const written = { ...base, conditions: { actions: { values: [{ id: 3, name: 'Signed up' }] } } };
    const read = {
      ...base,
      conditions: { actions: { values: [{ id: 3, name: 'Signed up', steps: [], created_at: 'x' }] } },
    };
    expect(diffSurveys(written, read).settings).toEqual([]);
    expect(
      diffSurveys(written, { ...base, conditions: { actions: { values: [{ id: 4 }] } } }).settings,
    ).toEqual([{ path: 'conditions.actions', before: [3], after: [4] }]);
  });
});

describe('withWrite', () => {
  it('merges new targeting filters over the flag’s own and removes the flag before that', () => {
    const targeted = { ...base, targeting_flag: { id: 3, key: 't', filters: { groups: [], payloads: {} } } };
    expect(
      withWrite(targeted, { targeting_flag_filters: { groups: [{ properties: [] }] } }).targeting_flag,
    ).toEqual({ id: 3, key: 't', filters: { groups: [{ properties: [] }], payloads: {} } });
    expect(withWrite(targeted, { remove_targeting_flag: true }).targeting_flag).toBeNull();
    // null filters change nothing on the server (`if validated_data.get("targeting_flag_filters")`).
    expect(withWrite(targeted, { targeting_flag_filters: null }).targeting_flag).toEqual(
      targeted.targeting_flag,
    );
    expect(withWrite(base, { linked_flag_id: null })).toMatchObject({
      linked_flag: null,
      linked_flag_id: null,
    });
  });
});

describe('impactWords', () => {
  const after = survey([
    nps({ choices: undefined, display: 'emoji', scale: 5 }),
    review({ choices: ['Yes', 'No', 'Later'] }),
    { type: 'open', question: 'Anything else?' },
  ]);
  const diff = diffSurveys(base, after);

  it('says what each change does to the responses collected so far', () => {
    const reworded = diffSurveys(base, survey([nps(), fix({ question: 'What first?' }), review()]));
    expect(impactWords(reworded, { responses: 318, running: true })).toEqual([
      'The survey is running: respondents get this version as soon as it is saved.',
      'Q2 was reworded; 318 responses answered the old wording.',
    ]);
    expect(impactWords(diff, { responses: 318, running: false })).toEqual([
      'Removing Q2 hides its answers from results (318 responses).',
      "Changing Q1's scale splits its results: 318 responses used the old scale.",
      "Changing Q3's choices splits its results: 318 responses chose from the old ones.",
      'Q3 is new: the 318 responses have no answer to it.',
      'Changing where answers lead sends respondents down other paths than the 318 responses took.',
    ]);
  });

  it('without responses says only whether it is running; with an unknown count says "so far"', () => {
    expect(impactWords(diff, { responses: 0, running: false })).toEqual([]);
    expect(impactWords(diff, { responses: null, running: false })[0]).toBe(
      'Removing Q2 hides its answers from results (responses collected so far).',
    );
  });
});
