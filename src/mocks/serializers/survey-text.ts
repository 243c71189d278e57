// Text the survey serializer cleans without an error (HTML against an allow-list) or refuses (links with
// other schemes, blank choices): _validate_and_sanitize_link and _validate_and_sanitize_choices
// (products/surveys/backend/api/survey.py @ 0031b5ea).
import { errors } from '../http/errors';

const invalid = (detail: string) => errors.invalid(detail, 'questions');

/** Elements without content or end tag in HTML: never left open. */
const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr']);

/**
 * The tags made well-formed as html5ever's tree builder writes them back: an element still open at its
 * parent's end tag or at the end is closed there, an end tag that closes nothing is dropped. Not every
 * corner of the HTML parsing algorithm (misnested formatting elements, implied paragraph ends).
 */
function closeTags(html: string): string {
  const open: string[] = [];
  const balanced = html.replace(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi, (tag, end: string, tagName: string) => {
    const name = tagName.toLowerCase();
    if (VOID_ELEMENTS.has(name)) return end ? '' : tag;
    if (!end) {
      open.push(name);
      return tag;
    }
    const at = open.lastIndexOf(name);
    if (at < 0) return '';
    return open
      .splice(at)
      .reverse()
      .map((inner) => `</${inner}>`)
      .join('');
  });
  return (
    balanced +
    open
      .reverse()
      .map((name) => `</${name}>`)
      .join('')
  );
}

/**
 * The server cleans anything that looks like HTML (`nh3.is_html`) with nh3_clean_with_allow_list, without
 * an error: nh3 is ammonia, which parses the fragment and writes it back well-formed (PostHog's own
 * test_nh3_clean_configuration expects an unclosed <div> back closed). The mock removes what its
 * allow-list never allows (script-like elements, event handlers, javascript: URLs) and closes the tags.
 */
export function sanitizeHtml(text: string): string {
  if (!/<[a-z!/]/i.test(text)) return text;
  const cleaned = text
    .replace(/<(script|style|iframe|object|embed|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?(script|style|iframe|object|embed|template|link|meta|base|form|input)\b[^>]*>/gi, '')
    .replace(/<[a-z][^>]*>/gi, (tag) =>
      tag
        .replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
        .replace(
          /\s+(href|src)\s*=\s*("\s*javascript:[^"]*"|'\s*javascript:[^']*'|javascript:[^\s>]+)/gi,
          '',
        ),
    );
  return closeTags(cleaned);
}

/** `EMAIL_REGEX` matched with `re.match`; Python's `$` also matches before a final newline. */
const EMAIL_REGEX = /^mailto:[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}\n?$/;
const SCHEME_CHARS = /^[A-Za-z][A-Za-z0-9+.-]*$/;

/** The scheme and netloc of Python's `urllib.parse.urlparse` (scheme lower-cased; no validation). */
function urlparse(link: string): { scheme: string; netloc: string } {
  // urlsplit strips leading C0 controls and spaces and drops tabs and newlines anywhere.
  // eslint-disable-next-line no-control-regex
  const url = link.replace(/^[\x00-\x20]+/, '').replace(/[\t\r\n]/g, '');
  let scheme = '';
  let rest = url;
  const colon = url.indexOf(':');
  if (colon > 0 && SCHEME_CHARS.test(url.slice(0, colon))) {
    scheme = url.slice(0, colon).toLowerCase();
    rest = url.slice(colon + 1);
  }
  let netloc = '';
  if (rest.startsWith('//')) {
    const end = rest.slice(2).search(/[/?#]/);
    netloc = end < 0 ? rest.slice(2) : rest.slice(2, 2 + end);
  }
  return { scheme, netloc };
}

/** _validate_and_sanitize_link: https with a host, or a mailto matching EMAIL_REGEX. */
export function cleanLink(link: string, fail: (detail: string) => Error = invalid): string {
  const { scheme, netloc } = urlparse(link);
  if (scheme !== 'https' && scheme !== 'mailto') {
    throw fail('Link must be a URL with one of these schemes: [https, mailto]');
  }
  if (scheme === 'mailto') {
    if (!EMAIL_REGEX.test(link)) {
      throw fail('Invalid mailto link. Please enter a valid mailto link (e.g., mailto:example@domain.com).');
    }
  } else if (!netloc) {
    throw fail('Invalid HTTPS URL. Please enter a valid HTTPS link.');
  }
  return sanitizeHtml(link);
}

/** _validate_and_sanitize_choices: every choice a non-blank string. */
export function cleanChoices(choices: unknown[]): string[] {
  return choices.map((choice) => {
    if (typeof choice !== 'string') throw invalid('Question choices must be strings');
    if (!choice.trim()) throw invalid('Question choices cannot be empty');
    return sanitizeHtml(choice);
  });
}
