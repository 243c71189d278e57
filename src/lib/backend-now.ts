// The backend's "now": the demo backend's movable clock while it runs in this page (a scheduled launch
// the demo has run must read as past), the browser's clock for every real server.
export function backendNow(): Date {
  const demo = typeof window === 'undefined' ? undefined : window.__surveyorMock?.now();
  return new Date(demo ?? Date.now());
}
