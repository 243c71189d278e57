// How many of the fleet's reads are out at once. Looking for a family reads every project of the
// organization, and the copies it finds are read (with their projects' flags, cohorts, actions and
// survey names) while the rest of the projects still are: all of them share these slots, so a real
// server never sees more than READ_SLOTS of them at a time (PostHog Cloud throttles a personal API key,
// posthog/rate_limit.py). A read waits for a slot in the order it asked, except that the scan's reads
// (`later`) let every other waiting read go first: the copies found are shown before more are looked for.

export const READ_SLOTS = 12;

let active = 0;
const first: (() => void)[] = [];
const later: (() => void)[] = [];

/** Runs `read` once a slot is free; the slot is given to the next waiting read when it ends. */
export async function inSlot<T>(read: () => Promise<T>, priority: 'first' | 'later' = 'first'): Promise<T> {
  if (active < READ_SLOTS) active += 1;
  else await new Promise<void>((resolve) => (priority === 'first' ? first : later).push(resolve));
  try {
    return await read();
  } finally {
    const next = first.shift() ?? later.shift();
    if (next) next();
    else active -= 1;
  }
}
