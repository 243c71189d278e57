// A merge unit in words, for the "Changed elsewhere" dialog: what it is ("Name", "Q2 “…”", "Question
// order") and what one side did to it ("“NPS” → “NPS (Q4)”", "reworded to “…”", "removed"), server text
// isolated as in survey-diff-words.ts.
import { isPlainObject } from '@/contracts/readable';
import { isolateShown } from '@/lib/bidi';
import { questionText } from './question-match';
import { diffSurveys, questionLabel } from './survey-diff';
import { kindWords, settingLabel, valueWords } from './survey-diff-words';
import type { MergeSide, MergeUnit, SurveyMerge } from './survey-merge';
import { questionsOf } from './survey-shape';

/** What the unit is: a setting's name, a question as it stands in the version that has it, the order. */
export function unitLabel(unit: MergeUnit): string {
  if (unit.kind === 'setting') return settingLabel(unit.id);
  if (unit.kind === 'order') return 'Question order';
  const positions = unit.positions!;
  const index = positions.mine ?? positions.theirs ?? positions.base ?? 0;
  // Named as it was (what both sides started from), where it stands now in the user's version.
  const question = unit.base ?? unit.mine ?? unit.theirs;
  return questionLabel({ index, text: questionText(question) });
}

const withoutBranching = (question: unknown) => {
  if (!isPlainObject(question)) return question;
  const { branching: _branching, ...rest } = question;
  return rest;
};

function questionChangeWords(before: unknown, after: unknown): string {
  if (after === undefined) return 'removed';
  if (before === undefined) return `added (${kindWords(String(isPlainObject(after) ? after.type : ''))})`;
  const diff = diffSurveys(
    { questions: [withoutBranching(before)] },
    { questions: [withoutBranching(after)] },
  );
  const parts = diff.questions.map((change) => {
    switch (change.kind) {
      case 'reworded':
        return `reworded to “${isolateShown(change.after.text)}”`;
      case 'type':
        return `kind ${kindWords(change.from)} → ${kindWords(change.to)}`;
      case 'choices':
        return `choices → ${valueWords('choices', change.to)}`;
      case 'scale':
        return `scale ${change.from} → ${change.to}`;
      case 'detail':
        return `${isolateShown(change.field)} ${valueWords(change.field, change.from, 40)} → ${valueWords(change.field, change.to, 40)}`;
      default:
        return change.kind;
    }
  });
  const rule = (question: unknown) =>
    JSON.stringify(isPlainObject(question) ? (question.branching ?? null) : null);
  if (rule(before) !== rule(after)) parts.push('where its answers lead');
  return parts.join('; ') || 'changed';
}

/** The order of the questions all versions share, as one side has it. */
function orderWords(merge: SurveyMerge, side: MergeSide | 'base'): string {
  const survey = side === 'mine' ? merge.mine : side === 'theirs' ? merge.theirs : merge.base;
  const keys = merge.keys[side];
  const shared = new Set(
    merge.keys.base.filter((key) => merge.keys.mine.includes(key) && merge.keys.theirs.includes(key)),
  );
  const questions = questionsOf(survey);
  return keys
    .map((key, index) =>
      shared.has(key) ? `“${isolateShown(questionText(questions[index]).slice(0, 24))}”` : null,
    )
    .filter((text): text is string => text !== null)
    .join(', ');
}

/** What one side did to the unit, or null when that side left it as it was. */
export function unitChangeWords(merge: SurveyMerge, unit: MergeUnit, side: MergeSide): string | null {
  if (unit.changedBy !== 'both' && unit.changedBy !== side) return null;
  const value = side === 'mine' ? unit.mine : unit.theirs;
  if (unit.kind === 'setting') return `${valueWords(unit.id, unit.base)} → ${valueWords(unit.id, value)}`;
  if (unit.kind === 'order') return `now ${orderWords(merge, side)}`;
  return questionChangeWords(unit.base, value);
}
