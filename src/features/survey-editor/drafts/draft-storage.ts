// Local drafts of unsaved editor work, one per backend, project, survey and browser tab, so a reload or
// a crash loses nothing and two tabs never overwrite or delete each other's. Drafts hold survey content
// only, never credentials. What a draft holds is draft-format.ts's; this module only finds, writes and
// removes them.

const FAMILY = 'surveyor.draft.';
/** Before drafts were kept per tab and with the version they were based on: one per survey. */
const LEGACY = `${FAMILY}v1`;
const CURRENT = `${FAMILY}v2`;

/** Drafts not written for this long are removed when an editor opens (surveys deleted, backends left). */
export const DRAFT_MAX_AGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DraftScope {
  /** The connection's backend (kind and base URL): a draft never shows under another backend. */
  backend: string;
  projectId: number;
  /** null for a new survey. */
  surveyId: string | null;
}

const scopePart = ({ backend, projectId, surveyId }: DraftScope) =>
  `${backend}:${projectId}:${surveyId ?? 'new'}`;

/** The key this tab writes its draft of a survey under. */
export const draftKey = (scope: DraftScope, tab: string) => `${CURRENT}:${scopePart(scope)}:${tab}`;

/** Where an earlier draft of this tab is set aside, not overwritten, while it is still on offer. */
export const asideKey = (scope: DraftScope, tab: string, now = new Date()) =>
  `${draftKey(scope, tab)}~${now.getTime().toString(36)}`;

export interface FoundDraft {
  key: string;
  /** The tab that wrote it; null for a draft of the older, shared format. */
  tab: string | null;
}

/** localStorage, or null where the browser refuses it (access itself can throw). */
function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const storageKeys = (storage: Storage | null) =>
  !storage
    ? []
    : Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
        (key): key is string => key?.startsWith(FAMILY) === true,
      );

/** Every draft of the survey in `scope`, whichever tab wrote it. */
export function findDrafts(
  scope: DraftScope,
  isTab: (id: string) => boolean,
  storage: Storage | null = local(),
): FoundDraft[] {
  const prefix = `${CURRENT}:${scopePart(scope)}:`;
  const legacy = `${LEGACY}:${scopePart(scope)}`;
  try {
    return storageKeys(storage).flatMap((key): FoundDraft[] => {
      if (key === legacy) return [{ key, tab: null }];
      if (!key.startsWith(prefix)) return [];
      const [tab, stamp, ...rest] = key.slice(prefix.length).split('~');
      const wellFormed =
        isTab(tab!) && rest.length === 0 && (stamp === undefined || /^[a-z0-9]+$/.test(stamp));
      return wellFormed ? [{ key, tab: tab! }] : [];
    });
  } catch {
    return [];
  }
}

export function readDraftText(key: string, storage: Storage | null = local()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the browser refused (storage full or disabled): the editor then says so. */
export function writeDraftText(key: string, text: string, storage: Storage | null = local()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(key: string, storage: Storage | null = local()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}

/** The backend a key belongs to, followed by the rest of the key (project, survey, tab). */
const backendPart = (key: string) => key.slice(key.indexOf(':') + 1);

/**
 * Removes every draft whose backend `keep` does not accept. "Forget key" uses it: survey content of a
 * real organization must not outlive the key on a shared computer.
 */
export function clearDraftsExcept(
  keep: (backend: string) => boolean,
  storage: Storage | null = local(),
): void {
  try {
    for (const key of storageKeys(storage)) if (!keep(backendPart(key))) storage?.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept there either.
  }
}

/**
 * When a draft was written, read from the start of its text without parsing the rest (a draft of a long
 * survey is large): every format writes `savedAt` among its first keys. null when it cannot be told.
 */
export function savedAtOf(text: string): string | null {
  const found = /"savedAt":"([^"]{10,40})"/.exec(text.slice(0, 200))?.[1];
  return found !== undefined && !Number.isNaN(Date.parse(found)) ? found : null;
}

/**
 * Removes drafts not written for `DRAFT_MAX_AGE_DAYS`, of any survey and backend: the drafts of deleted
 * surveys, of backends no longer used and of tabs closed long ago would otherwise stay forever. A draft
 * whose date cannot be read is left for the editor to show (and offer to discard).
 */
export function pruneOldDrafts(now = new Date(), storage: Storage | null = local()): string[] {
  const removed: string[] = [];
  try {
    for (const key of storageKeys(storage)) {
      const savedAt = savedAtOf(storage?.getItem(key) ?? '');
      if (savedAt !== null && now.getTime() - Date.parse(savedAt) > DRAFT_MAX_AGE_DAYS * DAY_MS) {
        storage?.removeItem(key);
        removed.push(key);
      }
    }
  } catch {
    // Storage unavailable: nothing to prune.
  }
  return removed;
}

/** Removes every draft of one survey (all tabs): it no longer exists on its backend. */
export function clearSurveyDrafts(scope: DraftScope, storage: Storage | null = local()): void {
  for (const { key } of findDrafts(scope, () => true, storage)) clearDraft(key, storage);
}
