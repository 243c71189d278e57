// A survey diff in words, as the review dialog, the "changed elsewhere" dialog and the history say it:
// "Q2 reworded: “…” → “…”", "Q1 “…” 0–6 (Detractors): Q2 “…” → end", "Appearance: background colour
// “#eeeded” → “#ffffff”"; and what a change does to the results already collected. Every piece of
// server text in them is isolated, its invisible controls shown (lib/bidi.ts): render with IsolatedText.
import { isPlainObject } from '@/contracts/readable';
import { isolateShown as shown } from '@/lib/bidi';
import { READ_KIND_LABELS } from '../kinds/question-kinds';
import {
  questionLabel,
  type BranchingChange,
  type QuestionChange,
  type QuestionRef,
  type SettingChange,
  type SurveyDiff,
} from './survey-diff';

// Maps, not objects: the keys looked up are names the server sent (`constructor` must not find a function).
const TOP_LABELS = new Map(
  Object.entries({
    name: 'Name',
    description: 'Description',
    type: 'Survey type',
    schedule: 'Schedule',
    start_date: 'Start date',
    end_date: 'End date',
    archived: 'Archived',
    linked_flag: 'Linked feature flag',
    targeting_flag: 'Targeting',
    responses_limit: 'Stop after (responses)',
    iteration_count: 'Repeats',
    iteration_frequency_days: 'Days between repeats',
    enable_partial_responses: 'Partial responses',
    base_language: 'Base language',
    translations: 'Translations',
  }),
);

const PART_LABELS = new Map<string, [string, Map<string, string>]>(
  Object.entries({
    appearance: [
      'Appearance',
      {
        backgroundColor: 'background colour',
        submitButtonColor: 'button colour',
        submitButtonTextColor: 'button text colour',
        textColor: 'text colour',
        borderColor: 'border colour',
        ratingButtonColor: 'rating button colour',
        ratingButtonActiveColor: 'selected rating colour',
        placeholder: 'placeholder',
        position: 'position',
        whiteLabel: 'hide PostHog branding',
        autoDisappear: 'auto-disappear',
        displayThankYouMessage: 'thank-you message',
        thankYouMessageHeader: 'thank-you header',
        thankYouMessageDescription: 'thank-you text',
        thankYouMessageDescriptionContentType: 'thank-you text format',
        thankYouMessageCloseButtonText: 'thank-you close button',
        shuffleQuestions: 'shuffle questions',
        surveyPopupDelaySeconds: 'popup delay (seconds)',
        widgetType: 'widget type',
        widgetLabel: 'widget label',
        widgetColor: 'widget colour',
        widgetSelector: 'widget selector',
      },
    ] as const,
    conditions: [
      'Display conditions',
      {
        url: 'URL',
        urlMatchType: 'URL match',
        selector: 'CSS selector',
        seenSurveyWaitPeriodInDays: 'wait after any survey (days)',
        events: 'events',
        actions: 'actions',
        deviceTypes: 'devices',
        deviceTypesMatchType: 'device match',
        linkedFlagVariant: 'flag variant',
      },
    ] as const,
  }).map(([part, [label, keys]]) => [part, [label, new Map(Object.entries(keys))]]),
);

const DETAIL_LABELS = new Map(
  Object.entries({
    description: 'description',
    descriptionContentType: 'description format',
    optional: 'optional',
    buttonText: 'button label',
    link: 'link',
    lowerBoundLabel: 'low-end label',
    upperBoundLabel: 'high-end label',
    isNpsQuestion: 'NPS',
    shuffleOptions: 'shuffled choices',
    skipSubmitButton: 'submit on pick',
    translations: 'translations',
    validation: 'validation',
  }),
);

/** A setting's name: "Name", "Appearance: background colour", "Display conditions: URL". */
export function settingLabel(path: string): string {
  const dot = path.indexOf('.');
  if (dot !== -1) {
    const part = PART_LABELS.get(path.slice(0, dot));
    const key = path.slice(dot + 1);
    if (part) return `${part[0]}: ${part[1].get(key) ?? shown(key)}`;
  }
  return TOP_LABELS.get(path) ?? shown(path);
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function targetingWords(filters: Record<string, unknown>): string {
  const groups = Array.isArray(filters.groups) ? filters.groups.filter(isPlainObject) : [];
  if (groups.length === 0) return 'a targeting flag with no conditions';
  return groups
    .map((group) => {
      const properties = Array.isArray(group.properties) ? group.properties.filter(isPlainObject) : [];
      const who = properties.length
        ? properties
            .map(
              (p) =>
                `${shown(String(p.key))} ${shown(String(p.operator ?? 'exact'))} ${shown(String(JSON.stringify(p.value)))}`,
            )
            .join(' and ')
        : 'everyone';
      const rollout = typeof group.rollout_percentage === 'number' ? ` (${group.rollout_percentage}%)` : '';
      return `${who}${rollout}`;
    })
    .join('; or ');
}

/** A value of a setting or question detail, in words; dates in UTC so everyone reads the same. */
export function valueWords(path: string, value: unknown, max = 80): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (path === 'linked_flag' && isPlainObject(value))
    return typeof value.key === 'string' ? shown(value.key) : `flag #${shown(String(value.id))}`;
  if (path === 'targeting_flag' && isPlainObject(value)) return targetingWords(value);
  if (typeof value === 'boolean') return path === 'archived' ? (value ? 'yes' : 'no') : value ? 'on' : 'off';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (/(^|_)date$/.test(path) && !Number.isNaN(Date.parse(value)))
      return `${new Date(value).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    return `“${shown(cut(value, max))}”`;
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value.length ? value.map((item) => `“${shown(cut(item, 30))}”`).join(', ') : '(none)';
  return shown(cut(String(JSON.stringify(value)), max));
}

export const kindWords = (type: string) =>
  Object.hasOwn(READ_KIND_LABELS, type)
    ? READ_KIND_LABELS[type as keyof typeof READ_KIND_LABELS]
    : `“${shown(type)}” (a kind Surveyor does not know)`;

/** "Q2", or "Q2 (now Q3)" when the question also moved. */
function pairName(before: QuestionRef, after: QuestionRef): string {
  return before.index === after.index
    ? `Q${before.index + 1}`
    : `Q${before.index + 1} (now Q${after.index + 1})`;
}

const short = (ref: QuestionRef) => questionLabel(ref).replace(/^Q\d+ /, '');

function choicesWords(choices: string[], other: boolean): string {
  const listed = choices.length
    ? choices.map((choice) => `“${shown(cut(choice, 30))}”`).join(', ')
    : '(none)';
  return other ? `${listed} (last one free text)` : listed;
}

export function questionChangeWords(change: QuestionChange): string {
  switch (change.kind) {
    case 'added':
      return `Added ${questionLabel(change.after)} (${kindWords(change.type)})`;
    case 'removed':
      return `Removed ${questionLabel(change.before)}`;
    case 'moved':
      return `Moved ${questionLabel(change.before)} from position ${change.before.index + 1} to ${change.after.index + 1}`;
    case 'reworded':
      return `${pairName(change.before, change.after)} reworded: “${shown(cut(change.before.text, 140))}” → “${shown(cut(change.after.text, 140))}”`;
    case 'type':
      return `${pairName(change.before, change.after)} ${short(change.after)}: kind ${kindWords(change.from)} → ${kindWords(change.to)}`;
    case 'choices':
      return `${pairName(change.before, change.after)} ${short(change.after)}: choices ${choicesWords(change.from, change.otherFrom)} → ${choicesWords(change.to, change.otherTo)}`;
    case 'scale':
      return `${pairName(change.before, change.after)} ${short(change.after)}: scale ${change.from} → ${change.to}`;
    case 'detail':
      return `${pairName(change.before, change.after)} ${short(change.after)}: ${DETAIL_LABELS.get(change.field) ?? shown(change.field)} ${valueWords(change.field, change.from, 50)} → ${valueWords(change.field, change.to, 50)}`;
  }
}

export function branchingChangeWords(change: BranchingChange): string {
  const answer = change.answer ?? (change.byAnswer ? 'any other answer' : null);
  return `${questionLabel(change.after)}${answer ? ` ${answer}` : ''}: ${change.from} → ${change.to}`;
}

export function settingChangeWords(change: SettingChange): string {
  // "Name: a → b", but "Appearance: text colour a → b".
  const label = settingLabel(change.path);
  return `${label}${label.includes(':') ? '' : ':'} ${valueWords(change.path, change.before)} → ${valueWords(change.path, change.after)}`;
}

/** The whole diff in words, one line per change, by section. */
export function diffWords(diff: SurveyDiff) {
  return {
    questions: diff.questions.map(questionChangeWords),
    branching: diff.branching.map(branchingChangeWords),
    settings: diff.settings.map(settingChangeWords),
  };
}

// ---- impact ---------------------------------------------------------------------------------------

export interface ImpactContext {
  /** Responses collected so far; null when they could not be counted. */
  responses: number | null;
  /** Respondents can see the survey now (launched, not stopped, not archived). */
  running: boolean;
}

/**
 * What the change does to the results collected so far and to respondents, one sentence per effect:
 * "Q2 was reworded; 318 responses answered the old wording", "Removing Q3 hides its answers from
 * results", "Changing Q1's choices splits its results".
 */
export function impactWords(diff: SurveyDiff, { responses, running }: ImpactContext): string[] {
  const lines: string[] = [];
  if (running) lines.push('The survey is running: respondents get this version as soon as it is saved.');
  if (responses === 0) return lines;
  const counted =
    responses === null
      ? 'responses collected so far'
      : `${responses.toLocaleString('en-GB')} response${responses === 1 ? '' : 's'}`;
  const q = (ref: QuestionRef) => `Q${ref.index + 1}`;
  for (const change of diff.questions) {
    if (change.kind === 'reworded')
      lines.push(`${q(change.before)} was reworded; ${counted} answered the old wording.`);
    else if (change.kind === 'removed')
      lines.push(`Removing ${q(change.before)} hides its answers from results (${counted}).`);
    else if (change.kind === 'choices')
      lines.push(
        `Changing ${q(change.before)}'s choices splits its results: ${counted} chose from the old ones.`,
      );
    else if (change.kind === 'scale')
      lines.push(`Changing ${q(change.before)}'s scale splits its results: ${counted} used the old scale.`);
    else if (change.kind === 'type')
      lines.push(
        `Changing ${q(change.before)}'s kind splits its results: ${counted} answered it as ${kindWords(change.from)}.`,
      );
    else if (change.kind === 'added')
      lines.push(`${q(change.after)} is new: the ${counted} have no answer to it.`);
  }
  if (diff.questions.some((change) => change.kind === 'moved'))
    lines.push(`Moving questions changes the order respondents see; ${counted} were given in the old order.`);
  if (diff.branching.length)
    lines.push(`Changing where answers lead sends respondents down other paths than the ${counted} took.`);
  return lines;
}
