import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { useStableCallback } from '../react/use-stable-callback';

/**
 * Asks before leaving (in-app navigation or closing the tab) while there is unsaved work. `unsaved` is a
 * flag, or a check asked at the moment of leaving, for a form whose flag follows edits only after a pause
 * (the survey editor's): an edit made just before leaving is then asked about too. `allowNext()` lets
 * one navigation through, for the moment right after a save when the form state is not updated yet.
 */
export function useLeaveGuard(unsaved: boolean | (() => boolean)) {
  const bypass = useRef(false);
  const ask = useStableCallback(() => (typeof unsaved === 'function' ? unsaved() : unsaved));
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (bypass.current) {
      bypass.current = false;
      return false;
    }
    return currentLocation.pathname !== nextLocation.pathname && ask();
  });
  // A check has to be asked on every unload; a flag registers the listener only while it is up.
  const listening = typeof unsaved === 'function' || unsaved;
  useEffect(() => {
    if (!listening) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (ask()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [listening, ask]);
  const allowNext = () => {
    bypass.current = true;
  };
  return { ...blocker, allowNext };
}
