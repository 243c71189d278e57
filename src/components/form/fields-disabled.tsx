// Read-only, said once. A form that is read-only as a whole passes react-hook-form's own
// `useForm({ disabled })`, which reaches every controller as `field.disabled`. Parts of a form can be
// disabled by wrapping them in <FieldsDisabled when={…}>: the survey editor needs that, because it locks
// sections one by one (a part whose stored value cannot be read) and keeps its questions editable when
// the key cannot write, and because a form-level `disabled` also freezes field arrays and dirty tracking.
import { createContext, useContext, type ReactNode } from 'react';

const FieldsDisabledContext = createContext(false);

/** Disables every form field adapter inside. Nested ones add to an outer one; they never lift it. */
export function FieldsDisabled({ when, children }: { when: boolean; children: ReactNode }) {
  const outer = useContext(FieldsDisabledContext);
  return <FieldsDisabledContext.Provider value={outer || when}>{children}</FieldsDisabledContext.Provider>;
}

/**
 * Whether a field is disabled: by its own prop, by the form (`field.disabled` from react-hook-form), or
 * by an enclosing <FieldsDisabled>. Never pass the result back to react-hook-form: a field it knows as
 * disabled is left out of the submitted values.
 */
export function useFieldDisabled(own?: boolean, field?: { disabled?: boolean }): boolean {
  const enclosing = useContext(FieldsDisabledContext);
  return Boolean(own || field?.disabled || enclosing);
}
