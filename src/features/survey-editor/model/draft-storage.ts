// Local drafts of unsaved editor work, one per backend, project and survey, so a reload or a crash
// loses nothing. Drafts hold survey content only, never credentials.

export interface StoredDraft<T> {
  savedAt: string;
  values: T;
}

const PREFIX = 'surveyor.draft.v1';

export function draftKey(backend: string, projectId: number, surveyId: string | null): string {
  return `${PREFIX}:${backend}:${projectId}:${surveyId ?? 'new'}`;
}

export function loadDraft<T>(key: string, storage: Storage = window.localStorage): StoredDraft<T> | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft<T>>;
    return typeof parsed.savedAt === 'string' && parsed.values !== undefined
      ? (parsed as StoredDraft<T>)
      : null;
  } catch {
    return null;
  }
}

/** Returns false when the browser refused (storage full or disabled): the editor then says so. */
export function saveDraft<T>(
  key: string,
  values: T,
  storage: Storage = window.localStorage,
  now = new Date(),
): boolean {
  try {
    storage.setItem(key, JSON.stringify({ savedAt: now.toISOString(), values } satisfies StoredDraft<T>));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(key: string, storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}

/**
 * Removes every draft whose backend `keep` does not accept. "Forget key" uses it: survey content of a
 * real organization must not outlive the key on a shared computer.
 */
export function clearDraftsExcept(
  keep: (backend: string) => boolean,
  storage: Storage = window.localStorage,
): void {
  try {
    const drafts = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key?.startsWith(`${PREFIX}:`) === true,
    );
    for (const key of drafts) if (!keep(key.slice(PREFIX.length + 1))) storage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept there either.
  }
}
