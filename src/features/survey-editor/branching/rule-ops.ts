// Answer-based rules, edited row by row: shared by the form's branching editor and the graph's routes
// (graph-ops.ts), so both write a rule the same way.
import type { EditorQuestion, EditorRule, RowTarget } from '../document/editor-document';

/** The rule for "based on the answer": starts with no rows (every answer goes to the next question). */
export function answerRule(question: EditorQuestion): EditorRule {
  return question.rule.kind === 'response' ? question.rule : { kind: 'response', rows: {} };
}

/** One answer row: `target` null means "next question" (the row is removed, as PostHog's editor does). */
export function setAnswerRow(rule: EditorRule, key: string, target: RowTarget | null): EditorRule {
  const rows = rule.kind === 'response' ? { ...rule.rows } : {};
  if (target) rows[key] = target;
  else delete rows[key];
  return { kind: 'response', rows };
}
