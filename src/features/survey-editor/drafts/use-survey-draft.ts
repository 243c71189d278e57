// The editor's local drafts: kept a moment after each edit, one per browser tab, with the version of the
// survey they were edited from; offered back when the editor opens on work that was never saved; set
// aside with the reason when they cannot be used; this tab's dropped once saved. Drafts live in this
// browser only (draft-storage.ts); what they hold and how they are judged is draft-*.ts's.
//
// Tabs: a tab writes only its own key, so two tabs on one survey never overwrite or delete each other's
// draft, and a save clears only the saving tab's. A reload finds the tab's own draft. Drafts of other
// tabs are offered only once those tabs are closed (draft-tabs.ts): the work of a tab still open is
// on its screen, and taking it elsewhere would leave two copies to save over each other. Restoring
// another tab's draft moves it to this tab, so it is offered once.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { baseUrlFor, type Connection } from '@/lib/api/backend';
import { useConnection } from '@/lib/api/connection-store';
import { draftBaseJson, draftText } from './draft-format';
import { judgeDraft, type DraftJudgeContext, type DraftJudgement } from './draft-offer';
import {
  asideKey,
  clearDraft,
  draftKey,
  findDrafts,
  pruneOldDrafts,
  readDraftText,
  writeDraftText,
  type DraftScope,
} from './draft-storage';
import { claimTab, isTabId, openTabs, tabId } from './draft-tabs';
import type { Baseline, SurveyEditorValues } from '../document/editor-values';
import type { FormChanges } from '../document/form-changes';
import type { ChangedSince } from './draft-base';
import type { GateSnapshot } from '../settings/gate-snapshot';
import { sameJson } from '@/lib/same-json';

/** How long typing pauses before the draft is written. */
const DRAFT_DELAY_MS = 800;

/** A draft the editor can restore. */
export interface DraftOffer {
  key: string;
  savedAt: string;
  /** Written by another tab, since closed. */
  fromOtherTab: boolean;
  values: SurveyEditorValues;
  /** The baseline it was written against (null: a new survey). */
  base: Baseline | null;
  /** What was saved elsewhere since it was written; null when nothing was. */
  changedSince: ChangedSince | null;
}

/** A draft found but never applied: damaged, or of another format. It can only be discarded. */
export interface UnusableDraft {
  key: string;
  savedAt: string | null;
  reason: string;
  fromOtherTab: boolean;
}

type Candidate = ({ usable: true } & DraftOffer) | ({ usable: false } & UnusableDraft);

/** The backend part of a draft's scope: a draft never shows under another backend. */
export const draftBackend = (connection: Pick<Connection, 'kind' | 'selfHostedUrl'>) =>
  `${connection.kind}|${baseUrlFor(connection)}`;

let prunedThisPage = false;

/**
 * Judgements by key and text, per editor (its context): the drafts are judged again once the open tabs
 * are known, and judging a draft of a long survey (read, check, merge) is not free.
 */
const judged = new WeakMap<DraftJudgeContext, Map<string, { text: string; judgement: DraftJudgement }>>();

function judgeOnce(key: string, text: string, context: DraftJudgeContext): DraftJudgement {
  const cache = judged.get(context) ?? new Map<string, { text: string; judgement: DraftJudgement }>();
  judged.set(context, cache);
  const known = cache.get(key);
  if (known?.text === text) return known.judgement;
  const judgement = judgeDraft(text, context);
  cache.set(key, { text, judgement });
  return judgement;
}

/**
 * The drafts of `scope` worth showing, this tab's first, then newest first. `open`: the tabs open now
 * (null when the browser cannot tell, and then no other tab's draft is offered).
 */
function collect(
  scope: DraftScope,
  tab: string,
  open: ReadonlySet<string> | null,
  context: DraftJudgeContext,
): Candidate[] {
  if (!prunedThisPage) {
    prunedThisPage = true;
    pruneOldDrafts();
  }
  const candidates = findDrafts(scope, isTabId).flatMap((found): Candidate[] => {
    // A tab's draft of the older format was shared by every tab: it is shown everywhere, never applied.
    const fromOtherTab = found.tab !== null && found.tab !== tab;
    if (fromOtherTab && (open === null || open.has(found.tab!))) return [];
    const text = readDraftText(found.key);
    if (text === null) return [];
    const judgement = judgeOnce(found.key, text, context);
    if (judgement.kind === 'nothing-new') return [];
    return [
      judgement.kind === 'offer'
        ? { usable: true, key: found.key, fromOtherTab, ...judgement }
        : {
            usable: false,
            key: found.key,
            fromOtherTab,
            savedAt: judgement.savedAt,
            reason: judgement.reason,
          },
    ];
  });
  const rank = (candidate: Candidate) => (candidate.fromOtherTab ? 1 : 0);
  return candidates.sort(
    (a, b) => rank(a) - rank(b) || Date.parse(b.savedAt ?? '') - Date.parse(a.savedAt ?? '') || 0,
  );
}

interface DraftOptions {
  projectId: number;
  /** null for a new survey. */
  surveyId: string | null;
  /** What the server has, as the editor last saw it: each draft keeps it as the version it was edited from. */
  baseline: Baseline;
  /** What the editor opened with: a draft equal to it is not worth offering. */
  initialValues: SurveyEditorValues;
  /** Write fields never sent (parts the editor could not read). */
  lockedFields?: ReadonlySet<string>;
  /** True while undo or redo writes the form: those are not new work to keep. */
  isApplying: () => boolean;
  /** The survey's gate as the editor read it when it opened. */
  currentGate?: GateSnapshot;
}

export function useSurveyDraft(
  form: Pick<UseFormReturn<SurveyEditorValues>, 'getValues'>,
  changes: FormChanges,
  { projectId, surveyId, baseline, initialValues, lockedFields, isApplying, currentGate }: DraftOptions,
) {
  const { getValues } = form;
  const backend = draftBackend(useConnection());
  const scope = useMemo(() => ({ backend, projectId, surveyId }), [backend, projectId, surveyId]);
  /** Judged against the survey the editor opened on: what the editor shows next to the offer. */
  const [context] = useState<DraftJudgeContext>(() => ({
    initialValues,
    current: baseline.stored,
    locked: lockedFields,
    currentGate,
  }));
  const [candidates, setCandidates] = useState(() => collect(scope, tabId(), null, context));
  /** A draft was restored: no other draft is offered any more. */
  const [settled, setSettled] = useState(false);
  /** The browser refused to store the last draft (storage full or disabled). */
  const [failed, setFailed] = useState(false);
  // What the pause's call and the claim below read: the last rendered state.
  const candidatesRef = useRef(candidates);
  const settledRef = useRef(settled);
  const baseJson = useMemo(() => draftBaseJson(baseline), [baseline]);
  const baseJsonRef = useRef(baseJson);
  const baselineRef = useRef(baseline);
  useEffect(() => {
    candidatesRef.current = candidates;
    settledRef.current = settled;
    baseJsonRef.current = baseJson;
    baselineRef.current = baseline;
  }, [candidates, settled, baseJson, baseline]);

  // Once this tab's id is its own (a duplicated tab takes a new one) and the open tabs are known, the
  // drafts of closed tabs join the offer.
  useEffect(() => {
    let mounted = true;
    void (async () => {
      const tab = await claimTab();
      const open = await openTabs();
      if (!mounted || settledRef.current || open === null) return;
      setCandidates(collect(scope, tab, open, context));
    })();
    return () => {
      mounted = false;
    };
  }, [scope, context]);

  /** Before this tab's key is written: a draft of it still on offer moves aside, to stay on offer. */
  const keepOffered = useCallback(
    (own: string) => {
      if (!candidatesRef.current.some((candidate) => candidate.key === own)) return;
      const text = readDraftText(own);
      const aside = asideKey(scope, tabId());
      if (text === null || !writeDraftText(aside, text)) return;
      clearDraft(own);
      setCandidates((current) =>
        current.map((candidate) => (candidate.key === own ? { ...candidate, key: aside } : candidate)),
      );
      candidatesRef.current = candidatesRef.current.map((candidate) =>
        candidate.key === own ? { ...candidate, key: aside } : candidate,
      );
    },
    [scope],
  );

  useEffect(() => {
    // A follower of the editor's form changes: written once edits pause, and no component re-renders for it.
    const follower = changes.follow({
      accept: () => !isApplying(),
      pause: {
        ms: DRAFT_DELAY_MS,
        onPause: () => {
          const values = getValues();
          // What the server has (the values a save just put into the form, or edits undone by hand) is no
          // draft: it would only be offered back later as unsaved work.
          if (sameJson(values, baselineRef.current.values)) return;
          const own = draftKey(scope, tabId());
          keepOffered(own);
          setFailed(!writeDraftText(own, draftText(baseJsonRef.current, values)));
        },
      },
    });
    return () => follower.unsubscribe();
  }, [changes, getValues, scope, isApplying, keepOffered]);

  const offered = settled ? null : (candidates.find((candidate) => candidate.usable) ?? null);
  const unusable = candidates.find((candidate) => !candidate.usable) ?? null;

  /** Takes the offered draft: it becomes this tab's, and `apply` puts it into the editor. */
  const restore = (apply: (offer: DraftOffer) => void) => {
    if (!offered) return;
    const own = draftKey(scope, tabId());
    if (offered.key !== own) {
      keepOffered(own);
      const text = readDraftText(offered.key);
      if (text !== null && writeDraftText(own, text)) clearDraft(offered.key);
    }
    setSettled(true);
    setCandidates((current) => current.filter((candidate) => candidate.key !== offered.key));
    apply(offered);
  };
  const discard = (key: string) => {
    clearDraft(key);
    setCandidates((current) => current.filter((candidate) => candidate.key !== key));
  };
  /** After a save: what this tab's drafts held is on the server now. Other tabs' drafts stay theirs. */
  const clear = useCallback(() => {
    const tab = tabId();
    for (const found of findDrafts(scope, isTabId)) if (found.tab === tab) clearDraft(found.key);
    setCandidates((current) => current.filter((candidate) => readDraftText(candidate.key) !== null));
  }, [scope]);

  return { offered, unusable, failed, restore, discard, clear };
}
