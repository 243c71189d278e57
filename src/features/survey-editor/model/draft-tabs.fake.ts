// Tests: a Web Locks manager holding the locks of the tabs named as open (jsdom has none).

/** A lock manager where the tabs `open` hold their locks; locks this page takes are added. */
export function fakeLocks(open: readonly string[]): LockManager {
  const held = new Set(open.map((id) => `surveyor.tab:${id}`));
  const request = (name: string, options: LockOptions, callback: LockGrantedCallback<unknown>) => {
    if (held.has(name)) return Promise.resolve().then(() => callback(null));
    held.add(name);
    return Promise.resolve().then(() => callback({ name, mode: options.mode ?? 'exclusive' } as Lock));
  };
  return {
    request: request as LockManager['request'],
    query: () =>
      Promise.resolve({
        held: [...held].map((name) => ({ name, mode: 'exclusive' as const, clientId: 'tab' })),
      }),
  } as LockManager;
}
