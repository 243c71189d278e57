// "Test connection" is a mutation, not a query: its input holds the API key, which must never become
// part of a query key.
import { useMutation } from '@tanstack/react-query';
import { organization } from '../../../contracts/organization';
import { api } from '../../../lib/api/client';
import { transportForCandidate } from '../../../lib/api/connection-store';
import type { Connection } from '../../../lib/api/backend';

export async function testConnection(candidate: Connection) {
  // The active backend stays as it is: switching the in-browser mock on or off for the whole tab would
  // let it answer (or stop answering) requests the active connection is making meanwhile.
  return api.get('/api/organizations/@current', organization, {
    connection: candidate,
    transport: transportForCandidate(candidate),
  });
}

export function useTestConnection() {
  return useMutation({ mutationFn: testConnection, retry: false });
}
