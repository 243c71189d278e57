import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Asks before leaving (in-app navigation or closing the tab) while there is unsaved work. `allowNext()`
 * lets one navigation through, for the moment right after a save when the form state is not updated yet.
 */
export function useLeaveGuard(active: boolean) {
  const bypass = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (bypass.current) {
      bypass.current = false;
      return false;
    }
    return active && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
  const allowNext = () => {
    bypass.current = true;
  };
  return { ...blocker, allowNext };
}
