// Where the prod-nginx project's servers listen: derived from E2E_PORT like the default project's, so
// parallel runs on other ports do not collide (E2E_PROD_PORT overrides).
const basePort = Number(process.env.E2E_PORT ?? 4173);

/** nginx via `npm run serve:prod`, with SURVEYOR_API_PROXY pointing at the fake PostHog below. */
export const PROD_PORT = Number(process.env.E2E_PROD_PORT ?? basePort + 7);
/** A fake PostHog (the demo backend's route table over HTTP), started by the proxy spec. */
export const FAKE_POSTHOG_PORT = PROD_PORT + 1;
/** nginx via `npm run serve:prod` exactly as the README runs it: no environment, no proxy. */
export const PLAIN_PORT = PROD_PORT + 2;

export const PROD_URL = `http://127.0.0.1:${PROD_PORT}`;
export const PLAIN_URL = `http://127.0.0.1:${PLAIN_PORT}`;
export const FAKE_POSTHOG_ORIGIN = `http://127.0.0.1:${FAKE_POSTHOG_PORT}`;
