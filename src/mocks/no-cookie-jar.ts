// Stands in for tough-cookie in the browser build of the demo backend. MSW keeps a cookie jar for
// handlers that read or set cookies; tough-cookie brings the whole public-suffix list (tldts, ~280 KiB
// of the demo backend's ~400). PostHog's API authenticates with a Bearer key and sets no cookies, and no
// route of the demo reads one, so the jar stays empty: nothing is stored and nothing is found.
// Vitest (Node) keeps the real package; see vite.config.ts.
export class Cookie {
  static fromJSON(): null {
    return null;
  }
}

export class MemoryCookieStore {
  idx: Record<string, unknown> = {};
}

export class CookieJar {
  getCookiesSync(): Cookie[] {
    return [];
  }
  async setCookie(): Promise<void> {}
}
