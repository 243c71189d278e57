// A link in survey HTML whose text looks like one address while it opens another
// (<a href="https://evil.example">https://us.posthog.com/settings</a>) gets its real destination written
// beside it in the walk-through, so a reviewer is not fooled by the text.

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** Dotted labels ending in a name of two letters or more: "posthog.com", not "v1.2" or "Read more". */
const HOST = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}\.?$/u;

/** The host a link's text names ("https://us.posthog.com/x" → "us.posthog.com"), or null. */
function hostInText(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const authority = trimmed.replace(SCHEME, '').split(/[/?#]/)[0]!;
  // An e-mail address is not an address of a page; a port does not change the host.
  if (authority.includes('@')) return null;
  const host = authority.replace(/:\d*$/, '');
  if (!HOST.test(host)) return null;
  try {
    return new URL(`https://${host}`).hostname;
  } catch {
    return null;
  }
}

const sameSite = (a: string, b: string) => {
  const bare = (host: string) =>
    host
      .toLowerCase()
      .replace(/\.$/, '')
      .replace(/^www\./, '');
  return bare(a) === bare(b);
};

/** What to write after a link whose text names `shownHost`, or null when the text is honest. */
function destinationNote(href: string, shownHost: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') {
    const address = decodeURIComponent(url.pathname);
    const domain = address.split('@').at(-1) ?? '';
    return sameSite(domain, shownHost) ? null : ` (writes to ${address})`;
  }
  return sameSite(url.hostname, shownHost) ? null : ` (opens ${url.hostname})`;
}

/**
 * Sanitised survey HTML with the real host written after every link whose text names another one.
 * Only text is added (never markup), so the result is as safe as what it was given.
 */
export function showLinkHosts(sanitizedHtml: string): string {
  if (!/<a\s/i.test(sanitizedHtml)) return sanitizedHtml;
  // DOMParser documents are inert: nothing in them loads or runs.
  const doc = new DOMParser().parseFromString(sanitizedHtml, 'text/html');
  let changed = false;
  for (const link of Array.from(doc.body.querySelectorAll('a[href]'))) {
    const shownHost = hostInText(link.textContent ?? '');
    const note = shownHost ? destinationNote(link.getAttribute('href')!, shownHost) : null;
    if (!note) continue;
    link.after(doc.createTextNode(note));
    changed = true;
  }
  return changed ? doc.body.innerHTML : sanitizedHtml;
}
