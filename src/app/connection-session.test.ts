// The app's session with its real parts: a switch ends everything that belonged to the old connection,
// and "Forget key" takes the drafts of real backends with it.
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { CURRENT_ORGANIZATION, type Connection } from '@/lib/api/backend';
import { missingScopeReason, recordMissingScope } from '@/lib/api/scopes';
import { createQueryClient } from '@/lib/query/query-client';
import { markPendingDeletion, usePendingDeletions } from '@/entities/project/pending-deletions';
import { draftKey } from '@/features/survey-editor/drafts/draft-storage';
import { createTestSession } from '@/testing/render';

const SELF_HOSTED: Connection = {
  kind: 'self-hosted',
  selfHostedUrl: 'https://posthog.example.com',
  apiKey: 'phx_real_key',
  remember: false,
  access: CURRENT_ORGANIZATION,
};

describe("the app's connection session", () => {
  it('a switch drops the cache, the learnt scopes and the pending deletions of the old backend', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['projects'], ['Acme Web']);
    recordMissingScope('project:write');
    markPendingDeletion(7);
    const pending = renderHook(() => usePendingDeletions());
    expect(pending.result.current.has(7)).toBe(true);

    await act(() => createTestSession(queryClient).switchTo(SELF_HOSTED));

    expect(queryClient.getQueryData(['projects'])).toBeUndefined();
    expect(missingScopeReason('project:write')).toBeNull();
    expect(pending.result.current.size).toBe(0);
  });

  it('Forget key removes the drafts of real backends and keeps the demo ones', async () => {
    // Keys as the editor writes them: the backend (kind and base URL), the project, the survey, the tab.
    const keyOf = (backend: string) => draftKey({ backend, projectId: 1, surveyId: null }, 'tab-1');
    const drafts = [
      keyOf('us|https://us.posthog.com'),
      keyOf('self-hosted|https://posthog.example.com'),
      keyOf('demo|'),
    ];
    for (const key of drafts) localStorage.setItem(key, '{"savedAt":"2026-01-01T00:00:00Z"}');
    const session = createTestSession(createQueryClient());
    await session.switchTo(SELF_HOSTED);

    await session.forgetKey();

    expect(drafts.map((key) => localStorage.getItem(key) !== null)).toEqual([false, false, true]);
  });
});
