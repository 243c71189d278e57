// The backend's "now": the demo backend's movable clock while the demo backend is the one in use (a
// scheduled launch the demo has run must read as past), the browser's clock for every real server. The
// connection is checked as well as the demo's controls: a tab switched to a real backend never reads the
// demo's time, even in the moment before the demo's worker has stopped.
import { getConnection } from './api/connection-store';

export function backendNow(): Date {
  const demo =
    typeof window === 'undefined' || getConnection().kind !== 'demo'
      ? undefined
      : window.__surveyorMock?.now();
  return new Date(demo ?? Date.now());
}
