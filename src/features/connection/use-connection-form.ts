// The connection form's logic, apart from its layout: the form itself, "Test connection" and what it
// found the key reaches, the check of a project-limited key's ids, and saving the connection.
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CURRENT_ORGANIZATION,
  DEMO_API_KEY,
  type Access,
  type BackendKind,
  type Connection,
} from '@/lib/api/backend';
import type { CandidateTransport } from '@/lib/api/session';
import { preselectedOrganization, useProbeProjects, useTestConnection } from './use-test-connection';
import {
  connectionFormSchema,
  formValuesOf,
  parseProjectIds,
  sameCandidate,
  toCandidate,
  toConnection,
  type Candidate,
  type ConnectionFormValues,
} from './connection.form';

interface Options {
  /** The saved connection the form starts from. */
  initial: Connection;
  /** How "Test connection" reaches the backend it tests without switching the tab's; `fetch` by default. */
  transportFor?: CandidateTransport;
  onSave: (connection: Connection) => Promise<void>;
}

export function useConnectionForm({ initial, transportFor, onSave }: Options) {
  const [saveError, setSaveError] = useState<unknown>(null);
  // Kept apart from the form's validation: the ids matter only for a key limited to projects, and a
  // problem with them must not stop "Test connection".
  const [idsProblem, setIdsProblem] = useState<string | null>(null);
  const [focusIdsRequest, setFocusIdsRequest] = useState(0);
  const test = useTestConnection(transportFor);
  const probe = useProbeProjects(transportFor);
  const form = useForm<ConnectionFormValues>({
    resolver: zodResolver(connectionFormSchema),
    defaultValues: formValuesOf(initial),
    mode: 'onTouched',
  });
  const { control, register, handleSubmit, setValue, getValues, setFocus } = form;
  const kind = useWatch({ control, name: 'kind' });
  const typedUrl = useWatch({ control, name: 'selfHostedUrl' });
  const typedKey = useWatch({ control, name: 'apiKey' });
  const organizationId = useWatch({ control, name: 'organizationId' });

  // What the key reaches is known from a test of this very backend and key, or from the saved connection
  // when neither changed; any other key is taken to work in the user's current organization.
  const candidate = toCandidate({ ...getValues(), kind, selfHostedUrl: typedUrl, apiKey: typedKey });
  const report = test.data && test.variables && sameCandidate(test.variables, candidate) ? test.data : null;
  const testError =
    test.isError && test.variables && sameCandidate(test.variables, candidate) ? test.error : null;
  const savedAccessApplies = sameCandidate(initial, candidate);
  const mode = report?.mode ?? (savedAccessApplies ? initial.access.mode : 'organization');
  const probes =
    probe.data && probe.variables && sameCandidate(probe.variables.candidate, candidate) ? probe.data : null;

  const checkProjects = (target: Candidate) => {
    const parsed = parseProjectIds(getValues('projectIds'));
    setIdsProblem(parsed.problem);
    if (parsed.problem !== null) {
      setFocus('projectIds');
      return;
    }
    probe.mutate({ candidate: target, ids: parsed.ids });
  };

  const runTest = handleSubmit((values) => {
    const tested = toCandidate(values);
    // The organization to keep chosen: the one picked after an earlier test of this key, or the one saved
    // with it; never one picked for another key.
    const previous = test.variables;
    const preferred =
      previous && sameCandidate(previous, tested)
        ? values.organizationId || null
        : sameCandidate(initial, tested) && initial.access.mode === 'organization'
          ? initial.access.organizationId
          : null;
    probe.reset();
    test.mutate(tested, {
      onSuccess: (result) => {
        if (result.mode === 'organization') {
          setValue('organizationId', preselectedOrganization(result, preferred));
        } else if (parseProjectIds(getValues('projectIds')).problem === null) {
          // Ids already entered (or saved) are checked at once.
          checkProjects(tested);
        } else {
          setFocusIdsRequest((count) => count + 1);
        }
      },
    });
  });

  // A test that finds a key limited to projects reveals the ids field: the next step is to fill it, so
  // focus goes there once it is on the page.
  const focusIdsHandled = useRef(0);
  useEffect(() => {
    if (focusIdsRequest > focusIdsHandled.current && mode === 'projects') {
      focusIdsHandled.current = focusIdsRequest;
      setFocus('projectIds');
    }
  }, [focusIdsRequest, mode, setFocus]);

  /** After the backend changed: an earlier test was of another backend. */
  const backendChanged = (next: BackendKind) => {
    test.reset();
    // Offer the demo key on the demo backend; never carry it over to a real one.
    if (next === 'demo') setValue('apiKey', DEMO_API_KEY);
    else if (getValues('apiKey').startsWith('phx_demo_')) setValue('apiKey', '');
  };

  const pickDemoKey = (key: string) => setValue('apiKey', key, { shouldValidate: true });

  const projectIdsField = register('projectIds', {
    onChange: () => {
      probe.reset();
      setIdsProblem(null);
    },
  });

  const save = handleSubmit(async (values) => {
    setSaveError(null);
    let access: Access;
    if (mode === 'projects') {
      const parsed = parseProjectIds(values.projectIds);
      setIdsProblem(parsed.problem);
      if (parsed.problem !== null) {
        setFocus('projectIds');
        return;
      }
      access = { mode: 'projects', projectIds: parsed.ids };
    } else if (report?.mode === 'organization') {
      access = { mode: 'organization', organizationId: values.organizationId || null };
    } else {
      // Untested: the saved choice while backend and key are unchanged, else the user's current organization.
      access =
        savedAccessApplies && initial.access.mode === 'organization' ? initial.access : CURRENT_ORGANIZATION;
    }
    try {
      await onSave(toConnection(toCandidate(values), access));
    } catch (error) {
      setSaveError(error);
    }
  });

  return {
    form,
    kind,
    organizationId,
    backendChanged,
    pickDemoKey,
    runTest,
    testing: test.isPending,
    testError,
    /** What the last test of this backend and key found, or null. */
    report,
    /** Whether the key works in an organization or in the projects the user enters. */
    mode,
    projectIds: {
      field: projectIdsField,
      problem: idsProblem,
      check: () => checkProjects(candidate),
      checking: probe.isPending,
      /** The last check of these ids with this backend and key, or null. */
      probes,
    },
    save,
    saveError,
  };
}
