// The app: its providers, the frame drawn at once (StartingShell), and the router in its place as soon as
// its code is in and the backend answers (main.tsx starts both before the first render).
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ConnectionSession } from '@/lib/api/session';
import { StartingShell } from './layouts/starting-shell';
import { AppProviders } from './provider';

interface Props {
  queryClient: QueryClient;
  session: ConnectionSession;
  /** The router's view, once it can show the first screen (app-router.tsx). */
  router: Promise<ComponentType>;
}

export function App({ queryClient, session, router }: Props) {
  const [Router, setRouter] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    router.then(
      // A transition: React draws the screen in slices while the frame stays on screen, and shows it
      // whole, rather than in one long task that blocks input (Total Blocking Time).
      (view) => live && startTransition(() => setRouter(() => view)),
      (error: unknown) => {
        console.error('Could not load the app', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [router]);
  return (
    <AppProviders queryClient={queryClient} session={session}>
      {Router ? <Router /> : <StartingShell failed={failed} />}
    </AppProviders>
  );
}
