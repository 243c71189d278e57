// Holds every project's survey activity read (the survey fleet's family scan reads one per project) until
// released; then the demo answers each. `asked` lists the reads as they arrive.
import { http } from 'msw';
import { server } from '@/mocks/node';

export function holdEveryProjectsActivity(): { asked: string[]; release: () => void } {
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
  return { asked, release };
}
