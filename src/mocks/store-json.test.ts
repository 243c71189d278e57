// The demo store written as JSON a few records at a time, so saving a store with a 5 MB survey in it never
// holds the page for long, and never saves a mix of two states.
import { afterEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { mockControl } from './node';
import { storeJsonInSlices } from './store-json';

afterEach(() => mockControl.reset());

describe('storeJsonInSlices', () => {
  it('writes what JSON.stringify writes, pausing between slices', async () => {
    let pauses = 0;
    const pause = () => {
      pauses += 1;
      return new Promise<void>((resolve) => setTimeout(resolve, 0));
    };
    expect(await storeJsonInSlices(pause, () => true, 0)).toBe(JSON.stringify(db));
    // Every record of every table is a slice of its own at a budget of 0 ms.
    const records = Object.values(db).reduce<number>(
      (sum, value) => sum + (Array.isArray(value) ? value.length : 0),
      0,
    );
    expect(pauses).toBeGreaterThanOrEqual(records);
  });

  it('gives up when the store changes meanwhile (the next save writes the new state)', async () => {
    let wanted = true;
    const pause = async () => {
      wanted = false;
    };
    expect(await storeJsonInSlices(pause, () => wanted, 0)).toBeNull();
  });
});
