// The fleet's reads share READ_SLOTS slots: however many ask at once, no more run together, and each
// waiting read runs once a slot is free, in the order it asked (the scan's own reads after the others);
// a read that fails frees its slot.
import { describe, expect, it } from 'vitest';
import { inSlot, READ_SLOTS } from './read-slots';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('the fleet’s read slots', () => {
  it('runs no more than READ_SLOTS reads at once, in the order they asked', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const read = (n: number) => async () => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      if (n % 7 === 0) throw new Error(`read ${n} failed`);
      return n;
    };
    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, n) => inSlot(read(n))));

    expect(most).toBe(READ_SLOTS);
    expect(started).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(6);
    // Every slot is free again: as many reads as there are slots start at once.
    running = 0;
    most = 0;
    await Promise.all(Array.from({ length: READ_SLOTS }, (_, n) => inSlot(read(n * 7 + 1))));
    expect(most).toBe(READ_SLOTS);
  });

  it('lets a copy’s read go before the scan’s reads that wait', async () => {
    const order: string[] = [];
    const read = (name: string) => async () => {
      order.push(name);
      await tick();
    };
    const scan = Array.from({ length: READ_SLOTS + 3 }, (_, n) => inSlot(read(`project ${n}`), 'later'));
    const copy = inSlot(read('copy'));
    await Promise.all([...scan, copy]);

    expect(order.indexOf('copy')).toBe(READ_SLOTS);
  });
});
