// Small external stores for what many question cards read but few should re-render for: which cards
// are expanded and selected, and a directory of question numbers and texts for rule labels. Cards
// subscribe with selectors (useSyncExternalStore), so a keystroke in one question re-renders only the
// cards whose labels actually changed.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReadQuestion } from '@/contracts/survey-questions';
import { htmlToText } from '@/lib/sanitize-html';
import type { QuestionsBase } from './saved-questions';
import { apiViewOf, EMPTY_API_VIEW, viewMatches, type ApiView } from './api-view';
import type { EditorQuestion } from './editor-document';

type Listener = () => void;

class Store<T> {
  private listeners = new Set<Listener>();
  constructor(private state: T) {}
  get = (): T => this.state;
  set(next: T) {
    if (Object.is(next, this.state)) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
}

export interface DirectoryEntry {
  uid: string;
  type: ReadQuestion['type'];
  /** Plain text of the question (HTML stripped), for labels. */
  text: string;
  /** The rule in one word, for the card header: 'next', 'end', 'response' or 'q:<target uid>'. */
  rule: string;
}

/** What the directory needs of a question (its rule is optional for callers that only label). */
export interface DirectorySource {
  uid: string;
  type: ReadQuestion['type'];
  question: string;
  rule?: { kind: string; target?: string };
}

const ruleSummary = (rule: DirectorySource['rule']) =>
  !rule ? 'next' : rule.kind === 'question' ? `q:${rule.target}` : rule.kind;

export interface UiState {
  expanded: ReadonlySet<string>;
  selected: string | null;
}

const plainCache = new Map<string, string>();
function plain(text: string): string {
  let value = plainCache.get(text);
  if (value === undefined) {
    value = htmlToText(text ?? '');
    if (plainCache.size > 2000) plainCache.clear();
    plainCache.set(text, value);
  }
  return value;
}

export class EditorStores {
  readonly directory = new Store<readonly DirectoryEntry[]>([]);
  readonly ui = new Store<UiState>({ expanded: new Set(), selected: null });
  readonly invalid = new Store<ReadonlySet<string>>(new Set());
  /** What the server has, as the editor last loaded or saved it (what a save is computed against). */
  readonly baseline = new Store<QuestionsBase | null>(null);
  /** The questions as the API sees them, derived once per change (use-document-sync.ts). */
  readonly apiView = new Store<ApiView>(EMPTY_API_VIEW);

  /** `questions`: the document's first questions, for the views that render before the form's subscription. */
  constructor(questions?: readonly EditorQuestion[]) {
    if (!questions) return;
    this.setApiView(questions);
    this.setQuestions(questions);
  }

  setApiView(questions: readonly EditorQuestion[]) {
    this.apiView.set(apiViewOf(questions));
  }

  /** The current view when it is of these questions (it is, after the form's change); else derived. */
  apiViewFor = (questions: readonly EditorQuestion[]): ApiView => {
    const view = this.apiView.get();
    return viewMatches(view, questions) ? view : apiViewOf(questions);
  };

  setQuestions(questions: readonly DirectorySource[]) {
    const current = this.directory.get();
    // Entries are reused by uid while nothing in them changed, so after a move or an edit only the
    // cards whose own entry changed re-render.
    const previousByUid = new Map(current.map((entry) => [entry.uid, entry]));
    const next = questions.map((question) => {
      const previous = previousByUid.get(question.uid);
      const text = plain(question.question);
      const rule = ruleSummary(question.rule);
      return previous && previous.type === question.type && previous.text === text && previous.rule === rule
        ? previous
        : { uid: question.uid, type: question.type, text, rule };
    });
    const changed = next.length !== current.length || next.some((entry, index) => entry !== current[index]);
    if (changed) this.directory.set(next);
  }

  /** The questions (by uid) that have problems to fix, for the marks in their headers. */
  setInvalid(uids: ReadonlySet<string>) {
    const current = this.invalid.get();
    if (current.size === uids.size && [...uids].every((uid) => current.has(uid))) return;
    this.invalid.set(uids);
  }

  setExpanded(uid: string, open: boolean) {
    const state = this.ui.get();
    if (state.expanded.has(uid) === open) return;
    const expanded = new Set(state.expanded);
    if (open) expanded.add(uid);
    else expanded.delete(uid);
    this.ui.set({ ...state, expanded });
  }

  setAllExpanded(uids: readonly string[], open: boolean) {
    this.ui.set({ ...this.ui.get(), expanded: new Set(open ? uids : []) });
  }

  select(uid: string | null, options: { expand?: boolean } = {}) {
    const state = this.ui.get();
    const expanded =
      options.expand && uid && !state.expanded.has(uid) ? new Set([...state.expanded, uid]) : state.expanded;
    if (state.selected === uid && expanded === state.expanded) return;
    this.ui.set({ expanded, selected: uid });
  }
}

export const EditorStoresContext = createContext<EditorStores | null>(null);

export function useEditorStores(): EditorStores {
  const stores = useContext(EditorStoresContext);
  if (!stores) throw new Error('useEditorStores needs an EditorStoresContext provider');
  return stores;
}

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** "Q3 “How did you hear about us?”", or null when the question is gone. */
export function labelOf(entries: readonly DirectoryEntry[], uid: string, max = 60): string | null {
  const index = entries.findIndex((entry) => entry.uid === uid);
  if (index < 0) return null;
  const text = entries[index]!.text;
  return `Q${index + 1} ${text ? `“${shorten(text, max)}”` : '(no text yet)'}`;
}

export function useQuestionLabel(uid: string | null, max?: number): string | null {
  const { directory } = useEditorStores();
  return useSyncExternalStore(directory.subscribe, () => (uid ? labelOf(directory.get(), uid, max) : null));
}

/** Whether `uid` is the last question (its "next" ends the survey). */
export function useIsLastQuestion(uid: string): boolean {
  const { directory } = useEditorStores();
  return useSyncExternalStore(directory.subscribe, () => {
    const entries = directory.get();
    return entries.length > 0 && entries[entries.length - 1]!.uid === uid;
  });
}

/** The uid of the question after `uid`, or null on the last one. */
export function useNextQuestionUid(uid: string): string | null {
  const { directory } = useEditorStores();
  return useSyncExternalStore(directory.subscribe, () => {
    const entries = directory.get();
    const index = entries.findIndex((entry) => entry.uid === uid);
    return index >= 0 ? (entries[index + 1]?.uid ?? null) : null;
  });
}

/** Every question, for menus; subscribe only while a menu is open. */
export function useDirectory(active = true): readonly DirectoryEntry[] {
  const { directory } = useEditorStores();
  return useSyncExternalStore(
    active ? directory.subscribe : noopSubscribe,
    active ? directory.get : emptyDirectory,
  );
}

const EMPTY: readonly DirectoryEntry[] = [];
const emptyDirectory = () => EMPTY;
const noopSubscribe = () => () => {};

export function useIsExpanded(uid: string): boolean {
  const { ui } = useEditorStores();
  return useSyncExternalStore(ui.subscribe, () => ui.get().expanded.has(uid));
}

export function useIsSelected(uid: string): boolean {
  const { ui } = useEditorStores();
  return useSyncExternalStore(ui.subscribe, () => ui.get().selected === uid);
}

export function useSelectedUid(): string | null {
  const { ui } = useEditorStores();
  return useSyncExternalStore(ui.subscribe, () => ui.get().selected);
}

/** A question's directory entry (number-independent), or null; stable while the question's text, kind and rule stay the same. */
export function useDirectoryEntry(uid: string): DirectoryEntry | null {
  const { directory } = useEditorStores();
  return useSyncExternalStore(
    directory.subscribe,
    () => directory.get().find((entry) => entry.uid === uid) ?? null,
  );
}

/** What the server has, for views that show the survey as a save would leave it. */
export function useBaseline(): QuestionsBase | null {
  const { baseline } = useEditorStores();
  return useSyncExternalStore(baseline.subscribe, baseline.get);
}

/** The questions as the API sees them, for views (flow, preview) that re-render when they change. */
export function useApiView(): ApiView {
  const { apiView } = useEditorStores();
  return useSyncExternalStore(apiView.subscribe, apiView.get);
}

export function useHasProblems(uid: string): boolean {
  const { invalid } = useEditorStores();
  return useSyncExternalStore(invalid.subscribe, () => invalid.get().has(uid));
}
