// Taking the user to a field (a problem in the summary, the first one a save found, the field a server
// 400 names) or to a question (picked in the flow graph): the right tab, the question's card selected
// and expanded, scrolled to and focused.
import { useCallback } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { SurveyEditorValues } from './document/editor-values';
import { tabOfField, type EditorTab } from './document/form-errors';
import { revealQuestion } from './questions/reveal-question';
import type { EditorStores } from './document/editor-stores';

/** A settings tab mounts its fields on its first render; its fields are focused once it has. */
const TAB_RENDER_MS = 60;

export function useGoToField(
  form: Pick<UseFormReturn<SurveyEditorValues>, 'getValues' | 'setFocus'>,
  stores: EditorStores,
  setTab: (tab: EditorTab) => void,
) {
  const { getValues, setFocus } = form;

  const focusField = useCallback(
    (path: string) => {
      try {
        setFocus(path as FieldPath<SurveyEditorValues>);
      } catch {
        // Some problems (e.g. a loop) have no single field to focus.
      }
    },
    [setFocus],
  );

  /** Opens the tab of a form path and focuses its field; a question's card is brought into view. */
  const goTo = useCallback(
    (path: string) => {
      const target = tabOfField(path);
      if (target) setTab(target);
      const match = /^questions\.(\d+)/.exec(path);
      const question = match ? getValues('questions')[Number(match[1])] : undefined;
      if (question) {
        stores.select(question.uid, { expand: true });
        revealQuestion(question.uid, { focus: () => focusField(path) });
      } else window.setTimeout(() => focusField(path), TAB_RENDER_MS);
    },
    [getValues, focusField, setTab, stores],
  );

  /** Selects a question, opens its card and brings it into view (from the flow graph or its findings). */
  const showQuestion = useCallback(
    (uid: string) => {
      stores.select(uid, { expand: true });
      revealQuestion(uid);
    },
    [stores],
  );

  return { goTo, showQuestion };
}
