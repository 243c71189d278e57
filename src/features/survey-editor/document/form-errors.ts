// Where form problems live: flattening react-hook-form's nested errors into a list for the summary,
// finding the tab that shows a field, and putting a server 400 on the field its `attr` names.
import type { FieldErrors } from 'react-hook-form';
import { isApiError } from '@/lib/api/api-error';
import { attrToFieldPath } from '@/lib/form/apply-server-errors';
import {
  SETTINGS_ATTR_TO_FIELD,
  SETTINGS_FIELD_LABELS,
  settingsFieldOfMessage,
  settingsSectionOfField,
} from '../settings/settings-schema';

export type EditorTab = 'questions' | 'schedule' | 'appearance' | 'conditions' | 'targeting' | 'flow';

export interface FormProblem {
  path: string;
  message: string;
}

/** Every message in the errors tree, in document order; array-level messages use the array's path. */
export function flattenErrors(errors: FieldErrors | Record<string, unknown>, prefix = ''): FormProblem[] {
  const problems: FormProblem[] = [];
  for (const [key, value] of Object.entries(errors ?? {})) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) problems.push({ path: path || 'root', message });
    problems.push(...flattenErrors(value as Record<string, unknown>, path));
  }
  return problems.filter(
    (problem, index, all) =>
      all.findIndex((other) => other.path === problem.path && other.message === problem.message) === index,
  );
}

/** The tab that shows a field (null for the basics above the tabs). */
export function tabOfField(path: string): EditorTab | null {
  const root = path.split('.')[0]!;
  if (root === 'questions') return 'questions';
  if (root === 'name' || root === 'description' || root === 'type' || root === 'root') return null;
  return settingsSectionOfField(path) ?? null;
}

/** Where the server's complaint belongs in the form, or null for a general error. */
export function fieldForServerError(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 400) return null;
  // Non-field errors the editor can still place next to the right control.
  if (error.code === 'unique' || /survey with this name/i.test(error.detail)) return 'name';
  if (/shuffling and question branching/i.test(error.detail)) return 'appearance.shuffleQuestions';
  if (!error.attr) return settingsFieldOfMessage(error.detail);
  if (['name', 'description', 'type', 'questions'].includes(error.attr)) return error.attr;
  return (
    SETTINGS_ATTR_TO_FIELD[error.attr] ??
    (tabOfField(attrToFieldPath(error.attr)) ? attrToFieldPath(error.attr) : null)
  );
}

const TAB_NAMES: Record<EditorTab, string> = {
  questions: 'Questions',
  schedule: 'Schedule',
  appearance: 'Appearance',
  conditions: 'Display conditions',
  targeting: 'Targeting',
  flow: 'Flow',
};

/** Names of the fields as their labels say them; each settings section states its own. */
const FIELD_NAMES: Record<string, string> = {
  name: 'Survey name',
  description: 'Description',
  type: 'Type',
  ...SETTINGS_FIELD_LABELS,
};

const QUESTION_FIELD_NAMES: Record<string, string> = {
  question: 'text',
  rule: 'branching',
  lowerBoundLabel: 'lowest rating label',
  upperBoundLabel: 'highest rating label',
  buttonText: 'button label',
};

/** A problem's place in words: "Q3 choice 2", "Schedule › Stop at", "Targeting › group 1 › condition 2". */
export function describeField(path: string): string {
  const question = /^questions\.(\d+)(?:\.(\w+))?(?:\.(\d+))?/.exec(path);
  if (question) {
    const [, index, field, item] = question;
    const what = !field
      ? ''
      : field === 'choices' && item !== undefined
        ? ` choice ${Number(item) + 1}`
        : ` ${QUESTION_FIELD_NAMES[field] ?? field}`;
    return `Q${Number(index) + 1}${what}`;
  }
  if (path === 'questions') return 'Questions';
  if (path === 'root' || path === '') return 'Survey';
  const tab = tabOfField(path);
  const group = /^targeting\.filters\.groups\.(\d+)(?:\.properties\.(\d+))?/.exec(path);
  const field = group
    ? `group ${Number(group[1]) + 1}${group[2] !== undefined ? ` › condition ${Number(group[2]) + 1}` : ''}`
    : (FIELD_NAMES[path] ??
      path
        .split('.')
        .slice(1)
        .join(' › ')
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase());
  return tab ? `${TAB_NAMES[tab]} › ${field}` : (FIELD_NAMES[path] ?? path);
}
