// The actions client against the demo backend: a project's live actions, in one answer.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { defaultConnection } from '@/lib/api/backend';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { actionsApi } from './actions.api';

describe('actions client', () => {
  it('reads the live actions of a project', async () => {
    expect(await actionsApi.all(1)).toEqual([
      expect.objectContaining({ id: 101, name: 'Completed checkout' }),
      expect.objectContaining({ name: 'Signed up' }),
      expect.objectContaining({ name: 'Viewed pricing' }),
    ]);
    // Acme Demo's "Completed checkout" is deleted.
    expect((await actionsApi.all(3)).map((action) => action.name)).toEqual(['Signed up']);
  });
  it('says which scope a key lacks', async () => {
    resetConnectionForTests({ ...defaultConnection, apiKey: 'phx_demo_read' });
    const error = await actionsApi.all(1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, detail: "API key missing required scope 'action:read'" });
  });
});
