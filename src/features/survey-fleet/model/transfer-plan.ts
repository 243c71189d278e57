// The transfer plan: before anything is written, what copying a survey to one project keeps as is, what
// it maps (the linked flag by key, cohorts in targeting by name, actions by name) and what it drops, each
// with its reason. The copy is PostHog's duplicate_to_projects (posthog/api/survey.py @ 0031b5ea: a new
// name "<name> (duplicated at …)", questions without ids, no linked flag, targeting, variant, actions,
// events or response sampling; translations only from PR #82779), then copy_flags for a missing linked
// flag, then one PATCH restoring the rest (restore-body.ts).
import { isPlainObject } from '@/contracts/readable';
import { type Survey } from '@/contracts/survey';
import { SURVEY_NAME_MAX_LENGTH } from '@/contracts/survey-facts';
import { isolateShown as shown } from '@/lib/bidi';
import { isScheduleGate as isGateFlag } from '@/entities/survey/model/survey-json';
import { settingLabel } from '@/entities/survey/versions/survey-diff-words';
import { questionsOf, targetingOf } from '@/entities/survey/versions/survey-shape';
import { isUnreadable, type FlagRef, type NamedRef, type Unreadable } from './fleet-types';
import { flagHasVariant, mapTargeting, type Remap } from './remap';
import { surveyReferences } from './references';
import {
  copyBaseLanguage,
  questionTranslationClash,
  translationLanguages,
  samplingOf,
  samplingWords,
} from './transfer-parts';

export interface TargetLookups {
  flags: FlagRef[] | Unreadable;
  cohorts: NamedRef[] | Unreadable;
  actions: NamedRef[] | Unreadable;
  surveyNames: ReadonlySet<string> | Unreadable;
}

export interface PlanInput {
  source: Survey;
  /** The source project's cohorts, to name the ids its targeting holds. */
  sourceCohorts: NamedRef[] | Unreadable;
  /** `refusal`: why the key cannot write there (null: it can). */
  target: { id: number; name: string; refusal: string | null };
  lookups: TargetLookups;
  /** The key has feature_flag:write. */
  canWriteFlags: boolean;
  /** The server copies translations and base_language (PostHog PR #82779 and later). */
  serverCopiesTranslations: boolean;
  /** How a missing linked flag will be made (copy-linked-flag.ts); unknown: either way. */
  flagPath?: 'copy_flags' | 'create' | null;
  /** Today, for the response sampling start date (the server refuses one in the past); default now. */
  now?: Date;
}

export interface PlanMapping {
  ref: 'flag' | 'cohort' | 'action';
  label: string;
  outcome: 'found' | 'copy' | 'missing';
  /** The source project's id of the thing mapped. */
  sourceId: number;
  targetId?: number;
  note: string;
}

export interface TransferPlan {
  projectId: number;
  projectName: string;
  /** Why nothing will be written there (null: the copy can go ahead). */
  refusal: string | null;
  /** The copy's name and, when it is not the source's, why. */
  name: { value: string; note: string | null };
  copied: string[];
  mapped: PlanMapping[];
  /** `widens`: without it the copy shows to more people, or at other moments, than the survey. */
  dropped: { part: string; reason: string; widens?: boolean }[];
  /** The mapping the restore and every later push to this project apply. */
  remap: Remap;
  /** The linked flag copy_flags must copy first (its key), or null. */
  flagToCopy: { sourceId: number; key: string } | null;
  /** The response sampling start date the restore sends (moved to today when the source's is past). */
  samplingStart: string | null;
}

/** The suffix duplicate_to_projects gives every copy's name ("%Y-%m-%d %H:%M:%S"). */
const DUPLICATE_SUFFIX_LENGTH = ' (duplicated at 2026-01-01 00:00:00)'.length;

const q = (text: string) => `“${shown(text)}”`;

const FLAG_WORDS = 'with its conditions, variants and payloads, its cohorts matched by name';
const FLAG_COPY_WORDS = {
  copy_flags: `Surveyor copies it there first (${FLAG_WORDS}; PostHog's copy_flags creates a cohort missing there).`,
  create: `Surveyor creates it there first (${FLAG_WORDS}). PostHog's copy_flags refuses an "All access" key, so the flag is made in the project itself: a condition that cannot be carried leaves the flag switched off, which hides the copy until you add it.`,
  either: `Surveyor copies it there first (${FLAG_WORDS}). Should PostHog's copy_flags refuse this key, the flag is made in the project itself, switched off if a condition cannot be carried.`,
} as const;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Finds by name: the one thing with that name, or why there is none. */
function byName(list: NamedRef[], name: string | null): NamedRef | 'none' | 'several' {
  if (name === null) return 'none';
  const found = list.filter((item) => item.name === name);
  return found.length === 1 ? found[0]! : found.length === 0 ? 'none' : 'several';
}

function copiedParts(input: PlanInput, sampling: string | null): string[] {
  const { source, serverCopiesTranslations } = input;
  const copied: string[] = [];
  const questions = questionsOf(source);
  if (questions.length) {
    const branching = questions.some((question) => isPlainObject(question) && question.branching != null);
    copied.push(`${plural(questions.length, 'question')}${branching ? ' with their branching' : ''}`);
  }
  if (source.description) copied.push('Description');
  const filled = (object: unknown, skip: readonly string[] = []) =>
    isPlainObject(object)
      ? Object.entries(object).filter(([key, value]) => !skip.includes(key) && value != null && value !== '')
      : [];
  if (filled(source.appearance).length) copied.push('Appearance');
  const conditions = filled(source.conditions, ['linkedFlagVariant', 'actions', 'events']);
  if (conditions.length)
    copied.push(
      `Display conditions: ${conditions.map(([key]) => settingLabel(`conditions.${key}`).replace(/^[^:]*: /, '')).join(', ')}`,
    );
  const settings = ['schedule', 'responses_limit', 'iteration_count', 'enable_partial_responses'].filter(
    (key) => source[key] != null && source[key] !== false && !(key === 'schedule' && source[key] === 'once'),
  );
  if (settings.length) copied.push(settings.map(settingLabel).join(', '));
  const { events } = surveyReferences(source);
  if (events.length) copied.push(`Event triggers: ${events.map(q).join(', ')}`);
  const languages = translationLanguages(source);
  if (languages.length)
    copied.push(
      `Translations (${languages.map(shown).join(', ')})${serverCopiesTranslations ? '' : ': restored by Surveyor, since this PostHog drops them when copying'}`,
    );
  if (sampling) copied.push(sampling);
  if (source.type === 'external_survey' && source.enable_iframe_embedding === true)
    copied.push(
      'Embedding in other sites (iframes): restored by Surveyor, since PostHog’s copy leaves it off',
    );
  return copied;
}

function planName(input: PlanInput): TransferPlan['name'] {
  const { source, lookups, target } = input;
  const renamed = `${source.name} (duplicated at <date and time of the copy>)`;
  if (isUnreadable(lookups.surveyNames))
    return {
      value: renamed,
      note: `The surveys of ${q(target.name)} could not be read (${lookups.surveyNames.unreadable}), so the copy keeps PostHog's name; rename it there afterwards.`,
    };
  if (lookups.surveyNames.has(source.name))
    return {
      value: renamed,
      note: `${q(target.name)} already has a survey named ${q(source.name)}, and survey names are unique in a project: the copy keeps PostHog's name.`,
    };
  return { value: source.name, note: null };
}

/** Why the server would refuse the copy whatever is mapped (null: it would not). */
function refusalOf({ source, serverCopiesTranslations }: PlanInput): string | null {
  if (source.name.length + DUPLICATE_SUFFIX_LENGTH > SURVEY_NAME_MAX_LENGTH)
    return `PostHog names a copy “<name> (duplicated at <date and time>)”, which would be longer than ${SURVEY_NAME_MAX_LENGTH} characters: shorten the survey's name first.`;
  // PostHog's copy carries no base language (before PR #82779): the copy's is "en", and its questions'
  // translations are checked against it with nothing grandfathered.
  const base = copyBaseLanguage(source, serverCopiesTranslations);
  const clash = questionTranslationClash(source, base);
  if (clash === null) return null;
  const own = typeof source.base_language === 'string' && source.base_language ? source.base_language : 'en';
  const carried =
    base === own
      ? ''
      : ` PostHog's copy does not carry the survey's base language (“${shown(own)}”), so the copy's is “${base}”.`;
  return `PostHog would refuse this copy: ${shown(clash)}.${carried} Remove or rename that translation first, or export the survey as JSON and import it in that project (the export keeps its base language).`;
}

export function planTransfer(input: PlanInput): TransferPlan {
  const { source, target, lookups, canWriteFlags } = input;
  const references = surveyReferences(source);
  const mapped: PlanMapping[] = [];
  const dropped: TransferPlan['dropped'] = [];
  const flags = new Map<number, FlagRef>();
  const cohorts = new Map<number, number>();
  const actions = new Map<number, NamedRef>();
  let flagToCopy: TransferPlan['flagToCopy'] = null;
  const copiedLate: string[] = [];
  const where = q(target.name);
  const base = {
    projectId: target.id,
    projectName: target.name,
    name: planName(input),
    remap: { flags, cohorts, actions, targeting: canWriteFlags },
  };
  const refusal = target.refusal ?? refusalOf(input);
  if (refusal !== null)
    return { ...base, refusal, copied: [], mapped, dropped, flagToCopy, samplingStart: null };

  // The linked flag, by key, and its variant.
  const flag = references.linkedFlag;
  const variant = references.linkedFlagVariant;
  let variantKept = false;
  if (flag && isGateFlag(flag))
    // The gate is the survey's schedule: its scheduled changes stay on the source's gate, so a copy linked
    // to it (or to a copy of it, which copy_flags copies frozen on or off) would never follow a schedule.
    dropped.push({
      part: `Schedule (gate flag ${q(flag.key!)})`,
      reason: `Its schedule is not copied: schedule the copy in its own editor. The gate flag is how Surveyor switches this survey on and off at its times; linked to a copy, it would keep it hidden or showing whatever the copy's own schedule says.`,
    });
  else if (flag) {
    const label =
      flag.key === null ? `Linked feature flag #${flag.id}` : `Linked feature flag ${q(flag.key)}`;
    const missing = (note: string) => {
      mapped.push({ ref: 'flag', label, outcome: 'missing', sourceId: flag.id, note });
      dropped.push({ part: label, reason: note, widens: true });
    };
    const found = isUnreadable(lookups.flags)
      ? undefined
      : lookups.flags.find((item) => item.key === flag.key);
    if (flag.key === null)
      missing('Surveyor could not read the flag’s key, so it cannot be found in another project.');
    else if (isUnreadable(lookups.flags))
      missing(`The feature flags of ${where} could not be read (${lookups.flags.unreadable}).`);
    else if (found) {
      flags.set(flag.id, found);
      mapped.push({
        ref: 'flag',
        label,
        outcome: 'found',
        sourceId: flag.id,
        targetId: found.id,
        note: `Linked to ${where}'s flag with the same key.`,
      });
      variantKept = variant !== null && flagHasVariant(found, variant);
      if (variant !== null && !variantKept)
        dropped.push({
          part: `Flag variant ${q(variant)}`,
          reason: `${where}'s flag ${q(flag.key)} has no variant ${q(variant)} (${found.variants.length ? `it has ${found.variants.map(q).join(', ')}` : 'it has none'}), and PostHog refuses a variant the linked flag lacks: the copy shows for every variant.`,
          widens: true,
        });
    } else if (canWriteFlags) {
      flagToCopy = { sourceId: flag.id, key: flag.key };
      variantKept = variant !== null;
      mapped.push({
        ref: 'flag',
        label,
        outcome: 'copy',
        sourceId: flag.id,
        note: `${where} has no flag ${q(flag.key)}: ${FLAG_COPY_WORDS[input.flagPath ?? 'either']}`,
      });
    } else
      missing(
        `${where} has no flag ${q(flag.key)}, and copying it needs the feature_flag:write scope, which this key lacks: the copy is not linked to a flag.`,
      );
    if (variant !== null && !found && !flagToCopy)
      dropped.push({
        part: `Flag variant ${q(variant)}`,
        reason: 'It belongs to the linked flag, which is not copied.',
        widens: true,
      });
  }
  if (variantKept && variant !== null) mapped.at(-1)!.note += ` Its variant ${q(variant)} is kept.`;

  // Targeting, with its cohorts by name; PostHog writes it as a flag, so it needs feature_flag:write.
  const filters = targetingOf(source);
  if (filters !== null && !canWriteFlags)
    dropped.push({
      part: 'Targeting',
      reason: `PostHog saves targeting as a feature flag, which needs the feature_flag:write scope; this key lacks it, so the copy shows to everyone its other conditions allow.`,
      widens: true,
    });
  else if (filters !== null) {
    for (const id of references.cohortIds) {
      const sourceName = isUnreadable(input.sourceCohorts)
        ? null
        : (input.sourceCohorts.find((cohort) => cohort.id === id)?.name ?? null);
      const label = sourceName === null ? `Cohort #${id}` : `Cohort ${q(sourceName)}`;
      const missing = (why: string) => {
        const note = `${why} The targeting condition on it is dropped, so its group reaches more people.`;
        mapped.push({ ref: 'cohort', label, outcome: 'missing', sourceId: id, note });
        dropped.push({
          part: `Targeting condition: in ${label.replace(/^Cohort/, 'cohort')}`,
          reason: note,
          widens: true,
        });
      };
      if (isUnreadable(input.sourceCohorts))
        missing(
          `This project's cohorts could not be read (${input.sourceCohorts.unreadable}), so cohort #${id} has no name to look for.`,
        );
      else if (sourceName === null) missing(`Cohort #${id} has no name in this project to look for.`);
      else if (isUnreadable(lookups.cohorts))
        missing(`The cohorts of ${where} could not be read (${lookups.cohorts.unreadable}).`);
      else {
        const found = byName(lookups.cohorts, sourceName);
        if (found === 'none') missing(`${where} has no cohort named ${q(sourceName)}.`);
        else if (found === 'several') missing(`${where} has several cohorts named ${q(sourceName)}.`);
        else {
          cohorts.set(id, found.id);
          mapped.push({
            ref: 'cohort',
            label,
            outcome: 'found',
            sourceId: id,
            targetId: found.id,
            note: `Targets ${where}'s cohort with the same name.`,
          });
        }
      }
    }
    const after = mapTargeting(filters, cohorts);
    const groupsBefore = Array.isArray(filters.groups) ? filters.groups.length : 0;
    const groupsAfter = after && Array.isArray(after.groups) ? after.groups.length : 0;
    if (after === null)
      dropped.push({
        part: 'Targeting',
        reason:
          'None of its groups has a condition left once the cohorts above are dropped: the copy shows to everyone its other conditions allow.',
        widens: true,
      });
    else {
      if (groupsAfter < groupsBefore)
        dropped.push({
          part: `${plural(groupsBefore - groupsAfter, 'targeting group')}`,
          reason:
            'Left with no condition once the cohorts above are dropped (PostHog refuses a group that rolls out to everyone).',
        });
      copiedLate.push('Targeting');
    }
  }

  // Actions, by name (the server answers them with their names: get_conditions).
  for (const action of references.actions) {
    const label = action.name === null ? `Action #${action.id}` : `Action ${q(action.name)}`;
    const missing = (why: string) => {
      const rest =
        references.actions.length > 1
          ? 'the other actions still show it'
          : 'the copy no longer waits for an action';
      const note = `${why} The trigger is dropped: ${rest}.`;
      mapped.push({ ref: 'action', label, outcome: 'missing', sourceId: action.id, note });
      dropped.push({
        part: `Display condition: ${label.replace(/^Action/, 'action')}`,
        reason: note,
        widens: true,
      });
    };
    if (isUnreadable(lookups.actions))
      missing(`The actions of ${where} could not be read (${lookups.actions.unreadable}).`);
    else {
      const found = byName(lookups.actions, action.name);
      if (action.name === null) missing(`Action #${action.id} has no name to look for.`);
      else if (found === 'none') missing(`${where} has no action named ${q(action.name)}.`);
      else if (found === 'several') missing(`${where} has several actions named ${q(action.name)}.`);
      else {
        actions.set(action.id, found);
        mapped.push({
          ref: 'action',
          label,
          outcome: 'found',
          sourceId: action.id,
          targetId: found.id,
          note: `Shown on ${where}'s action with the same name.`,
        });
      }
    }
  }

  // Response sampling: PostHog writes an internal flag for it, so it needs feature_flag:write too.
  const sampling = samplingOf(source, input.now ?? new Date());
  if (sampling && !canWriteFlags)
    dropped.push({
      part: 'Response sampling',
      reason:
        'PostHog saves it as an internal feature flag, which needs the feature_flag:write scope; this key lacks it.',
    });
  if (source.start_date || source.archived)
    dropped.push({
      part: 'Launch state',
      reason: `PostHog creates every copy as a draft: launch it in ${where} when it is ready.`,
    });
  const copied = copiedParts(input, sampling && canWriteFlags ? samplingWords(sampling) : null);
  return {
    ...base,
    refusal: null,
    copied: [...copied, ...copiedLate],
    mapped,
    dropped,
    flagToCopy,
    samplingStart: sampling && canWriteFlags ? sampling.start : null,
  };
}
