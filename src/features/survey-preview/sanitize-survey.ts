// Cleans the strings of a survey before the preview renderer sees them. Survey content is untrusted
// (imported JSON, other team members), and the renderer shows some strings as HTML.
import { LONG_TEXT_CHARS, shownPart } from '@/lib/long-text';
import { sanitizeHtml } from '@/lib/sanitize-html';
import type { PreviewPanelProps } from '@/entities/survey/ui/survey-panels';

/** What the preview needs of a survey: the API shape (contracts/survey.ts). */
export type PreviewSurvey = PreviewPanelProps['survey'];

/**
 * Fields the renderer injects as HTML unless their `…ContentType` sibling says 'text' (posthog-js
 * 1.449.2 treats a missing content type as HTML). Every other string is shown as text.
 */
const HTML_FIELDS = new Map([
  ['description', 'descriptionContentType'],
  ['thankYouMessageDescription', 'thankYouMessageDescriptionContentType'],
  ['introScreenDescription', 'introScreenDescriptionContentType'],
]);

/** Schemes a link question may open; anything else (javascript:, data:…) is dropped. */
const SAFE_LINK = /^(https?:|mailto:)/i;
/** Rounds of "sanitise, then keep the text" before giving up on a string (each round peels a layer). */
const MAX_TEXT_ROUNDS = 8;

/**
 * Cleaned strings by their source. The editor re-renders the preview after every edit, but an edit
 * changes one string: every other one is the same string as before and is looked up here instead of
 * being cleaned again, which keeps a survey with a very long description responsive.
 */
const cleaned = { html: new Map<string, string>(), text: new Map<string, string>() };
const CACHE_ENTRIES = 1000;

function memo(kind: 'html' | 'text', value: string, clean: (value: string) => string): string {
  // Short strings are cheaper to clean than to keep. The key is the string itself: the engine hashes a
  // string once and keeps the hash, so looking up the same long string again costs nothing.
  if (value.length < 256) return clean(value);
  const cache = cleaned[kind];
  let result = cache.get(value);
  if (result === undefined) {
    result = clean(value);
    if (cache.size >= CACHE_ENTRIES) cache.clear();
    cache.set(value, result);
  }
  return result;
}

// A string without "<" cannot open a tag, so as HTML it is inert: it stays byte for byte, which keeps
// plain text untouched and spares DOMPurify on every keystroke of the editor.
function cleanHtml(value: string): string {
  return value.includes('<') ? memo('html', value, sanitizeHtml) : value;
}

function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * A string the renderer shows as text. Markup in it is sanitised and reduced to its text until the
 * result reads the same as text and as HTML, so it stays harmless even if a later renderer were to
 * treat the field as HTML ("3 < 5" stays as it is; "<b>Hi</b><img onerror=…>" becomes "Hi").
 */
function cleanText(value: string): string {
  return value.includes('<') ? memo('text', value, reduceToText) : value;
}

function reduceToText(value: string): string {
  let current = value;
  for (let round = 1; current.includes('<'); round += 1) {
    const next = textOf(sanitizeHtml(current));
    if (next === current) return current;
    if (round === MAX_TEXT_ROUNDS) return next.replaceAll('<', '');
    current = next;
  }
  return current;
}

function cleanValue(value: unknown, key: string | null, parent: Record<string, unknown> | null): unknown {
  // Only the start of a very long text is shown: sanitising and rendering megabytes blocks the page.
  if (typeof value === 'string' && value.length > LONG_TEXT_CHARS) value = shownPart(value);
  if (typeof value === 'string') {
    const contentTypeKey = key === null ? undefined : HTML_FIELDS.get(key);
    const isHtml = contentTypeKey !== undefined && parent?.[contentTypeKey] !== 'text';
    return isHtml ? cleanHtml(value) : cleanText(value);
  }
  if (Array.isArray(value)) return value.map((item) => cleanValue(item, null, null));
  if (value && typeof value === 'object') {
    const source = value as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    for (const [field, item] of Object.entries(source)) {
      // JSON can carry an own "__proto__" key; assigning it would swap the copy's prototype.
      if (field === '__proto__') continue;
      copy[field] = cleanValue(item, field, source);
    }
    if (typeof copy.link === 'string' && !SAFE_LINK.test(copy.link.trim())) copy.link = null;
    return copy;
  }
  return value;
}

/**
 * A deep copy of the survey with every string of its questions and appearance cleaned: HTML fields
 * through DOMPurify (`sanitizeHtml`), text fields reduced to markup-free text, links limited to
 * http(s) and mailto. Pure: the input is not changed. Branching keys and numbers are kept as they are.
 */
export function sanitizeSurveyForPreview<T extends PreviewSurvey>(survey: T): T {
  const copy = { ...survey };
  if (typeof survey.name === 'string') copy.name = cleanText(survey.name);
  if (typeof survey.id === 'string') copy.id = cleanText(survey.id);
  copy.questions = (
    survey.questions === null ? null : cleanValue(survey.questions, 'questions', null)
  ) as T['questions'];
  if (survey.appearance)
    copy.appearance = cleanValue(survey.appearance, 'appearance', null) as T['appearance'];
  return copy;
}
