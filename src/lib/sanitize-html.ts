// Survey content is untrusted (imported JSON, other members of the organization, a misconfigured server):
// every HTML string is cleaned here before anything renders it. There are two profiles, by where the
// HTML ends up: the sandboxed preview frame (opaque origin, its own CSP) may draw rich content; the
// app's own document may only get plain formatting and links that open apart from it.
import { shownPart } from './long-text';
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

const FRAME_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'p',
  'br',
  'span',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'code',
  'pre',
  'blockquote',
  'img',
];
const FRAME_ATTR = ['href', 'title', 'target', 'rel', 'src', 'alt', 'style'];

/**
 * For the survey preview frame only (`sandbox="allow-scripts"`, opaque origin): there, styles and
 * images are what the respondent sees, and they cannot reach the app. Never put its output in the
 * app's document; use `sanitizeInlineHtml` for that.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: FRAME_TAGS,
    ALLOWED_ATTR: FRAME_ATTR,
    ALLOW_DATA_ATTR: false,
  });
}

// In the app's document, no `style` (a fixed, full-screen link is a phishing page over the app), no
// `class`/`id` (they would pick up or clobber the app's own styles and elements), no images or media
// (a beacon tells the author who opened the survey, and when), no forms, headings (they would break
// the page's outline) or SVG. What is left cannot be positioned, so it stays inside its box.
const INLINE_CONFIG: Config = {
  ALLOWED_TAGS: [
    'a',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'p',
    'br',
    'span',
    'ul',
    'ol',
    'li',
    'code',
    'pre',
    'blockquote',
  ],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Absolute web and mail links only: no javascript:/data:, and no relative or protocol-relative URLs
  // that would resolve against the app (or a host picked by `//`).
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/[^/]|mailto:)/i,
};

let inlinePurifier: Purifier | null = null;

/** A purifier of its own: its link hook must not change what the preview frame gets. */
function getInlinePurifier(): Purifier {
  if (inlinePurifier) return inlinePurifier;
  const purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // A new tab that cannot script the app (`noopener`) or learn where it was opened from (`noreferrer`).
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  inlinePurifier = purifier;
  return purifier;
}

/** Survey HTML that is shown in the app's own document: formatting and safe links, nothing else. */
export function sanitizeInlineHtml(html: string): string {
  return getInlinePurifier().sanitize(html, INLINE_CONFIG);
}

/** Plain text of an HTML fragment (for labels, graph nodes and list cells). */
export function htmlToText(html: string): string {
  const source = shownPart(html);
  if (!/[<&]/.test(source)) return source;
  // DOMParser documents are inert: nothing in them loads or runs.
  const doc = new DOMParser().parseFromString(sanitizeInlineHtml(source), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
