// Which questions of the picked surveys are counted together. The first survey's questions lead; another
// survey's question joins one when it has the same id (a family whose copies kept their ids). A copy made
// by duplicate_to_projects gets new question ids (products/surveys/backend/api/survey.py @ 0031b5ea), so
// there a question of the same kind at the same place is only *proposed*, and joins once the user confirms
// it; every other question is shown on its own.
import type { Survey } from '@/contracts/survey';
import { questionKey } from './answers-query';

export type QuestionKind = 'rating' | 'single_choice' | 'multiple_choice' | 'open' | 'link' | 'other';

export interface GroupMember {
  surveyId: string;
  questionKey: string;
  index: number;
  question: Record<string, unknown>;
}

export interface QuestionGroup {
  /** `<surveyId>/<questionKey>` of the leading question. */
  id: string;
  kind: QuestionKind;
  /** The leading question's text. */
  text: string;
  lead: GroupMember;
  members: GroupMember[];
}

export interface ProposedPair {
  /** The group it would join, and the question proposed. */
  groupId: string;
  member: GroupMember;
  /** Why it is proposed, in words. */
  reason: string;
}

export interface Grouping {
  groups: QuestionGroup[];
  /** Pairs waiting for the user's word (their questions are their own group meanwhile). */
  proposed: ProposedPair[];
}

export const kindOf = (question: Record<string, unknown>): QuestionKind => {
  const type = question.type;
  return type === 'rating' ||
    type === 'single_choice' ||
    type === 'multiple_choice' ||
    type === 'open' ||
    type === 'link'
    ? type
    : 'other';
};

const textOf = (question: Record<string, unknown>) =>
  typeof question.question === 'string' ? question.question : '';

/** Two questions that can be counted together: same kind, and for a rating the same scale. */
function compatible(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  if (kindOf(a) !== kindOf(b)) return false;
  if (kindOf(a) === 'rating') return a.scale === b.scale;
  return true;
}

/** A pair's id, as the user's confirmations name it. */
export const pairId = (groupId: string, member: Pick<GroupMember, 'surveyId' | 'questionKey'>) =>
  `${groupId}=${member.surveyId}/${member.questionKey}`;

/**
 * The groups of `surveys` (the first leads). `confirmed` holds the pair ids the user accepted.
 */
export function groupQuestions(
  surveys: readonly Survey[],
  confirmed: ReadonlySet<string> = new Set(),
): Grouping {
  const [lead, ...others] = surveys;
  if (!lead) return { groups: [], proposed: [] };
  const member = (survey: Survey, question: unknown, index: number): GroupMember => {
    const record = (question && typeof question === 'object' ? question : {}) as Record<string, unknown>;
    return { surveyId: survey.id, questionKey: questionKey(record, index), index, question: record };
  };
  const groups: QuestionGroup[] = (lead.questions ?? []).map((question, index) => {
    const first = member(lead, question, index);
    return {
      id: `${lead.id}/${first.questionKey}`,
      kind: kindOf(first.question),
      text: textOf(first.question),
      lead: first,
      members: [first],
    };
  });
  const leading = groups.length;
  const proposed: ProposedPair[] = [];
  for (const survey of others) {
    const taken = new Set<string>();
    const candidates = (survey.questions ?? []).map((question, index) => member(survey, question, index));
    // By id first: the same question whatever its place.
    for (const candidate of candidates) {
      const group = groups
        .slice(0, leading)
        .find(
          (item) => item.lead.questionKey === candidate.questionKey && !candidate.questionKey.startsWith('#'),
        );
      if (
        group &&
        compatible(group.lead.question, candidate.question) &&
        !group.members.some((m) => m.surveyId === survey.id)
      ) {
        group.members.push(candidate);
        taken.add(candidate.questionKey);
      }
    }
    for (const candidate of candidates) {
      if (taken.has(candidate.questionKey)) continue;
      const group = groups[candidate.index];
      const free =
        group !== undefined &&
        candidate.index < leading &&
        compatible(group.lead.question, candidate.question) &&
        !group.members.some((m) => m.surveyId === survey.id);
      if (free && confirmed.has(pairId(group.id, candidate))) {
        group.members.push(candidate);
        continue;
      }
      if (free)
        proposed.push({
          groupId: group.id,
          member: candidate,
          reason:
            textOf(candidate.question).trim() === group.text.trim()
              ? 'same place, same kind and same words, other id'
              : 'same place and kind, other id and other words',
        });
      groups.push({
        id: `${survey.id}/${candidate.questionKey}`,
        kind: kindOf(candidate.question),
        text: textOf(candidate.question),
        lead: candidate,
        members: [candidate],
      });
    }
  }
  return { groups, proposed };
}
