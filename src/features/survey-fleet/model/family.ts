// A survey's family across projects, from the lineage PostHog records (each copy's "created" activity
// entry names its source in `source_survey_id`): where this survey was copied from, and every copy of it
// and of its copies, flattened with their depth. A record that is gone or unreadable stays a member with
// no record; a cycle in the facts (which the server never writes, but a log can be anything) stops there.
import type { Survey } from '@/contracts/survey';

/** What the activity log says of one survey: its project and, for a copy, the survey it was copied from. */
export interface LineageFact {
  projectId: number;
  surveyId: string;
  sourceId: string | null;
}

/** A survey that could be read, with its project. */
export interface FamilyRecord {
  projectId: number;
  projectName: string;
  survey: Survey;
}

export interface FamilyMember {
  surveyId: string;
  /** Null when no fact names the survey's project (a source known only by its id). */
  projectId: number | null;
  /** The survey it was copied from (null for the survey itself and its source). */
  parentId: string | null;
  /** 1: a copy of this survey, 2: a copy of a copy…; 0 for the source. */
  depth: number;
  /** Null when the survey could not be read (deleted, or in a project the key cannot reach). */
  record: FamilyRecord | null;
}

export interface SurveyFamily {
  /** The survey this one was copied from, when it is a copy. */
  source: FamilyMember | null;
  /** Every copy, each followed by its own copies (depth first), siblings by project then id. */
  copies: FamilyMember[];
}

export function surveyFamily(
  surveyId: string,
  facts: readonly LineageFact[],
  records: readonly FamilyRecord[],
): SurveyFamily {
  const factOf = new Map<string, LineageFact>();
  for (const fact of facts) if (!factOf.has(fact.surveyId)) factOf.set(fact.surveyId, fact);
  const recordOf = new Map(records.map((record) => [record.survey.id, record]));
  const children = new Map<string, LineageFact[]>();
  for (const fact of factOf.values())
    if (fact.sourceId !== null && fact.sourceId !== fact.surveyId)
      children.set(fact.sourceId, [...(children.get(fact.sourceId) ?? []), fact]);
  const member = (id: string, parentId: string | null, depth: number): FamilyMember => ({
    surveyId: id,
    projectId: factOf.get(id)?.projectId ?? recordOf.get(id)?.projectId ?? null,
    parentId,
    depth,
    record: recordOf.get(id) ?? null,
  });
  const sourceId = factOf.get(surveyId)?.sourceId ?? null;
  const source = sourceId !== null && sourceId !== surveyId ? member(sourceId, null, 0) : null;
  const copies: FamilyMember[] = [];
  const seen = new Set([surveyId]);
  // Iterative depth-first walk: a long chain of copies of copies cannot overflow the stack.
  const stack: { id: string; parentId: string; depth: number }[] = [];
  const pushChildren = (id: string, depth: number) => {
    const kids = [...(children.get(id) ?? [])].sort(
      (a, b) => a.projectId - b.projectId || a.surveyId.localeCompare(b.surveyId),
    );
    for (const kid of kids.reverse()) stack.push({ id: kid.surveyId, parentId: id, depth });
  };
  pushChildren(surveyId, 1);
  while (stack.length) {
    const next = stack.pop()!;
    if (seen.has(next.id)) continue;
    seen.add(next.id);
    copies.push(member(next.id, next.parentId, next.depth));
    pushChildren(next.id, next.depth + 1);
  }
  return { source, copies };
}
