// "Test connection" is a mutation, not a query: its input holds the API key, which must never become
// part of a query key.
import { useMutation } from '@tanstack/react-query';
import { organization } from '../../../contracts/organization';
import { api } from '../../../lib/api/client';
import { activateBackend, getConnection } from '../../../lib/api/connection-store';
import type { Connection } from '../../../lib/api/backend';

export async function testConnection(candidate: Connection) {
  // The in-browser mock must run for the demo backend and must not answer for any other one (a
  // same-origin proxy shares its paths); afterwards the active connection's backend is restored.
  await activateBackend(candidate);
  try {
    return await api.get('/api/organizations/@current', organization, { connection: candidate });
  } finally {
    await activateBackend(getConnection());
  }
}

export function useTestConnection() {
  return useMutation({ mutationFn: testConnection, retry: false });
}
