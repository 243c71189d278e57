import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { provideRouteQueryClient, routeQueryClient } from './route-query-client';

describe('routeQueryClient', () => {
  it('waits for the app to provide its client, then answers with the one provided last', async () => {
    const early = routeQueryClient();
    const first = new QueryClient();
    const withdrawFirst = provideRouteQueryClient(first);
    await expect(early).resolves.toBe(first);
    await expect(routeQueryClient()).resolves.toBe(first);

    const second = new QueryClient();
    const withdrawSecond = provideRouteQueryClient(second);
    // An older provider leaving does not withdraw the newer one.
    withdrawFirst();
    await expect(routeQueryClient()).resolves.toBe(second);
    withdrawSecond();

    let answered = false;
    void routeQueryClient().then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);
    provideRouteQueryClient(first)();
    await Promise.resolve();
    expect(answered).toBe(true);
  });
});
