// Surveys whose windows overlap for possibly the same people, for the timeline to highlight.
//
// `audience` is a key the caller derives from the survey's targeting with `audienceKey`: the same key
// for the same targeting, '' for none (everyone). Two surveys may meet the same people when either
// targets everyone or both target alike; different targeting is taken as different people, though
// it may not be (Surveyor cannot evaluate flags and cohorts): a conservative check in one direction.
import { canonical } from '@/lib/same-json';
import type { Survey } from '@/contracts/survey';
import { isGateFlag } from './gate-flag';
import type { Window } from './windows';

/** The survey's targeting as a key: its targeting flag's filters, display conditions and linked flag. */
export function audienceKey(survey: Survey): string {
  const conditions = survey.conditions ?? {};
  const targeting = survey.targeting_flag?.filters ?? survey.targeting_flag_filters ?? null;
  // The gate switches the survey on and off; it says nothing about who sees it.
  const linked =
    survey.linked_flag_id && !isGateFlag(survey.linked_flag, survey.id) ? survey.linked_flag_id : null;
  const parts = {
    targeting: hasGroups(targeting) ? targeting : null,
    url: conditions.url ? [conditions.url, conditions.urlMatchType ?? 'icontains'] : null,
    selector: conditions.selector || null,
    devices: conditions.deviceTypes?.length
      ? [conditions.deviceTypes, conditions.deviceTypesMatchType ?? null]
      : null,
    events: conditions.events?.values?.length ? conditions.events.values.map((event) => event.name) : null,
    actions: conditions.actions?.values?.length ? conditions.actions.values.map((action) => action.id) : null,
    linked: linked ? [linked, conditions.linkedFlagVariant ?? null] : null,
  };
  const set = Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== null));
  return Object.keys(set).length === 0 ? '' : canonical(set);
}

function hasGroups(filters: unknown): boolean {
  const groups = (filters as { groups?: unknown } | null)?.groups;
  return Array.isArray(groups) && groups.length > 0;
}

interface Scheduled {
  surveyId: string;
  windows: readonly Window[];
  audience: string;
}

export interface Overlap {
  surveyIds: [string, string];
  /** Where both are shown. */
  windows: Window[];
}

const startOf = (window: Window) => window.start?.getTime() ?? -Infinity;
const endOf = (window: Window) => window.end?.getTime() ?? Infinity;
const toDate = (time: number) => (Number.isFinite(time) ? new Date(time) : null);

function intersections(a: readonly Window[], b: readonly Window[]): Window[] {
  const found: Window[] = [];
  for (const left of a)
    for (const right of b) {
      const start = Math.max(startOf(left), startOf(right));
      const end = Math.min(endOf(left), endOf(right));
      if (start < end) found.push({ start: toDate(start), end: toDate(end) });
    }
  return found.sort((x, y) => startOf(x) - startOf(y));
}

/** Every pair of surveys shown at the same time to possibly the same people. */
export function overlappingWindows(items: readonly Scheduled[]): Overlap[] {
  const overlaps: Overlap[] = [];
  items.forEach((first, index) => {
    for (const second of items.slice(index + 1)) {
      const samePeople =
        first.audience === '' || second.audience === '' || first.audience === second.audience;
      if (!samePeople || first.surveyId === second.surveyId) continue;
      const windows = intersections(first.windows, second.windows);
      if (windows.length > 0) overlaps.push({ surveyIds: [first.surveyId, second.surveyId], windows });
    }
  });
  return overlaps;
}
