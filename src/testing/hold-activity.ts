// Holds every project's survey activity read (the survey fleet's family scan reads one per project) until
// released; then the demo answers each. `asked` lists the reads as they arrive.
import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { expect } from 'vitest';
import { server } from '@/mocks/node';
import { READ_SLOTS } from '@/features/survey-fleet/copies-tab/read-slots';
import { FIRST_SHOWING } from './waits';

export function holdEveryProjectsActivity() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  server.use(
    http.get(/\/api\/projects\/\d+\/surveys\/activity\//, async ({ request }) => {
      asked.push(request.url);
      await released;
      // Answers nothing: the demo backend's own handler answers next.
    }),
  );
  return {
    asked,
    release,
    /** How many reads the scan has in flight at most: one per slot, every one held. */
    slots: READ_SLOTS,
    /** Until the scan has a read in every slot (and, every one held, asks nothing more). */
    everySlotHeld: () => waitFor(() => expect(asked).toHaveLength(READ_SLOTS), FIRST_SHOWING),
  };
}
