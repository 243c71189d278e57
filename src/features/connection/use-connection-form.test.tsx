// The connection form's logic against the demo backend, without its layout: what a test finds, which
// access is saved, and what changing the backend does to the key. The screen test covers the layout.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { PathValue } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ORGANIZATION_IDS } from '@/contracts/demo-keys';
import {
  CURRENT_ORGANIZATION,
  DEMO_API_KEY,
  defaultConnection,
  type Access,
  type Connection,
} from '@/lib/api/backend';
import { createQueryClient } from '@/lib/query/query-client';
import type { ConnectionFormValues } from './connection.form';
import { useConnectionForm } from './use-connection-form';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient({ retry: false })}>{children}</QueryClientProvider>;
}

function renderForm(initial: Connection, onSave = vi.fn(async (_connection: Connection) => {})) {
  const view = renderHook(() => useConnectionForm({ initial, onSave }), { wrapper });
  const current = () => view.result.current;
  const set = <Name extends 'apiKey' | 'kind' | 'organizationId' | 'projectIds'>(
    name: Name,
    value: PathValue<ConnectionFormValues, Name>,
  ) => act(() => current().form.setValue(name, value));
  const test = async () => {
    await act(() => current().runTest());
    await waitFor(() => expect(current().testing).toBe(false));
  };
  const save = () => act(() => current().save());
  return { current, set, test, save, onSave };
}

const saved = (apiKey: string, access: Access): Connection => ({ ...defaultConnection, apiKey, access });

describe('useConnectionForm', () => {
  it('saves the saved access while backend and key are unchanged, and the current organization for another key', async () => {
    const form = renderForm(saved('phx_demo_all', { mode: 'organization', organizationId: 'org-saved' }));
    await form.save();
    expect(form.onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({
        apiKey: 'phx_demo_all',
        access: { mode: 'organization', organizationId: 'org-saved' },
      }),
    );
    await form.set('apiKey', 'phx_demo_read');
    await form.save();
    expect(form.onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ apiKey: 'phx_demo_read', access: CURRENT_ORGANIZATION }),
    );
  });

  it('after a test, preselects the organization saved with this key, else the current one', async () => {
    const form = renderForm(
      saved('phx_demo_all', { mode: 'organization', organizationId: DEMO_ORGANIZATION_IDS.northwind }),
    );
    await form.test();
    expect(form.current().report).toMatchObject({ mode: 'organization' });
    expect(form.current().organizationId).toBe(DEMO_ORGANIZATION_IDS.northwind);
    // The saved choice belongs to the saved key, not to another one.
    await form.set('apiKey', 'phx_demo_strict');
    await form.test();
    expect(form.current().organizationId).toBe(DEMO_ORGANIZATION_IDS.acme);
  });

  it('keeps an organization picked after a test when the same key is tested again, and saves it', async () => {
    const form = renderForm(defaultConnection);
    await form.test();
    expect(form.current().organizationId).toBe(DEMO_ORGANIZATION_IDS.acme);
    await form.set('organizationId', DEMO_ORGANIZATION_IDS.northwind);
    await form.test();
    expect(form.current().organizationId).toBe(DEMO_ORGANIZATION_IDS.northwind);
    await form.save();
    expect(form.onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({
        access: { mode: 'organization', organizationId: DEMO_ORGANIZATION_IDS.northwind },
      }),
    );
    // Picked for phx_demo_all, not for another key.
    await form.set('apiKey', 'phx_demo_strict');
    await form.test();
    expect(form.current().organizationId).toBe(DEMO_ORGANIZATION_IDS.acme);
  });

  it('a test result holds only for the backend and key it tested', async () => {
    const form = renderForm(defaultConnection);
    await form.test();
    expect(form.current().report).not.toBeNull();
    await form.set('apiKey', 'phx_demo_read');
    expect(form.current().report).toBeNull();
    expect(form.current().mode).toBe('organization');
  });

  it('a key limited to projects: the ids already entered are checked at once, and saved', async () => {
    const form = renderForm(saved('phx_demo_all', CURRENT_ORGANIZATION));
    await form.set('apiKey', 'phx_demo_project_scoped');
    await form.set('projectIds', '1, 5');
    await form.test();
    expect(form.current().mode).toBe('projects');
    await waitFor(() => expect(form.current().projectIds.probes).toHaveLength(2));
    expect(form.current().projectIds.probes?.map((probe) => probe.reached)).toEqual([true, false]);

    await form.set('projectIds', '1');
    await form.save();
    expect(form.onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({
        apiKey: 'phx_demo_project_scoped',
        access: { mode: 'projects', projectIds: [1] },
      }),
    );
  });

  it('ids that are not ids stop the check and the save, and say which entry is wrong', async () => {
    const form = renderForm(saved('phx_demo_project_scoped', { mode: 'projects', projectIds: [1] }));
    expect(form.current().mode).toBe('projects');
    await form.set('projectIds', '1, two');
    act(() => form.current().projectIds.check());
    expect(form.current().projectIds.problem).toBe(
      '“two” is not a project id: ids are whole numbers such as 12345.',
    );
    expect(form.current().projectIds.checking).toBe(false);
    await form.save();
    expect(form.onSave).not.toHaveBeenCalled();
    await form.set('projectIds', '');
    await form.save();
    expect(form.current().projectIds.problem).toBe(
      'Enter the id of at least one project the key was created for.',
    );
    expect(form.onSave).not.toHaveBeenCalled();
  });

  it('another backend forgets the test, and a demo key is never carried over to a real backend', async () => {
    const form = renderForm(defaultConnection);
    await form.test();
    expect(form.current().report).not.toBeNull();

    await form.set('kind', 'us');
    act(() => form.current().backendChanged('us'));
    expect(form.current().form.getValues('apiKey')).toBe('');
    expect(form.current().report).toBeNull();

    await form.set('apiKey', 'phx_real');
    act(() => form.current().backendChanged('eu'));
    expect(form.current().form.getValues('apiKey')).toBe('phx_real');
    await form.set('kind', 'demo');
    act(() => form.current().backendChanged('demo'));
    expect(form.current().form.getValues('apiKey')).toBe(DEMO_API_KEY);
    // Back on the tested backend and key: the test was forgotten, not just hidden.
    expect(form.current().report).toBeNull();
  });

  it('a refused save is kept to be shown, not thrown', async () => {
    const refusal = new Error('Storage is full.');
    const form = renderForm(
      defaultConnection,
      vi.fn(async () => {
        throw refusal;
      }),
    );
    await form.save();
    expect(form.current().saveError).toBe(refusal);
  });
});
