// The app's connection session: lib/api/session.ts lists what starts and ends with a connection; the
// parts of it that live above lib/ are these.
import type { QueryClient } from '@tanstack/react-query';
import { createConnectionSession, type ConnectionSession, type DemoBackend } from '@/lib/api/session';
import { forgetPendingDeletions } from '@/entities/project/pending-deletions';
import { clearDraftsExcept } from '@/features/survey-editor/drafts/draft-storage';
import { browserDemoBackend } from './mock-worker';

export function createAppSession(
  queryClient: QueryClient,
  demoBackend: DemoBackend = browserDemoBackend,
): ConnectionSession {
  return createConnectionSession({
    demoBackend,
    queryCache: queryClient,
    forgetPendingDeletions,
    // Demo drafts hold nobody's data: they stay.
    forgetRealBackendDrafts: () => clearDraftsExcept((backend) => backend.startsWith('demo|')),
  });
}
