// The editor's one subscription to its form (form-changes.ts): created once by the editor's shell and
// handed to what follows edits (the undo history, the document's stores, the draft, "Unsaved changes").
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormChanges } from './form-changes';
import type { SurveyEditorValues } from './editor-values';

export function useFormChanges(form: Pick<UseFormReturn<SurveyEditorValues>, 'watch'>): FormChanges {
  const { watch } = form;
  const [changes] = useState(() => new FormChanges());
  useEffect(() => {
    // A subscription, not a render-time watch: no component re-renders for it. react-hook-form names the
    // event only for an input's own change; values set by code (setValue, the field array, reset) have none.
    const subscription = watch((_, { name, type }) =>
      changes.notify({ name, kind: type === 'change' ? 'typing' : 'structural' }),
    );
    return () => {
      subscription.unsubscribe();
      changes.stop();
    };
  }, [watch, changes]);
  return changes;
}
