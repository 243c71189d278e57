// The tab's id: kept across reloads in sessionStorage, its own (a duplicated tab takes a new one), and
// which tabs are open, told by the Web Locks they hold.
import { afterEach, describe, expect, it } from 'vitest';
import { claimTab, forgetTabClaimForTests, isTabId, openTabs, tabId } from './draft-tabs';
import { fakeLocks } from '@/testing/fixtures/fake-locks';

afterEach(() => forgetTabClaimForTests());

describe('the tab id', () => {
  it('is made once and kept in sessionStorage, as a reload keeps it', () => {
    const id = tabId();
    expect(isTabId(id)).toBe(true);
    expect(sessionStorage.getItem('surveyor.tab')).toBe(id);
    expect(tabId()).toBe(id);
    sessionStorage.setItem('surveyor.tab', 'not:a tab');
    expect(tabId()).not.toBe('not:a tab');
  });

  it('is claimed with a lock; a duplicated tab finds its copied id taken and takes a new one', async () => {
    const id = tabId();
    const locks = fakeLocks([id]);
    const claimed = await claimTab(locks);
    expect(claimed).not.toBe(id);
    expect(sessionStorage.getItem('surveyor.tab')).toBe(claimed);
    expect(await openTabs(locks)).toEqual(new Set([id, claimed]));
  });

  it('keeps its id when no other tab holds it, and cannot tell open tabs without Web Locks', async () => {
    const id = tabId();
    expect(await claimTab(fakeLocks([]))).toBe(id);
    forgetTabClaimForTests();
    expect(await claimTab(null)).toBe(id);
    expect(await openTabs(null)).toBeNull();
  });
});
