// The survey list's `?search=` (SurveyViewSet._apply_search and filter_queryset,
// products/surveys/backend/api/survey.py @ 0031b5ea, over posthog/helpers/trigram_search.py): a row whose
// name or description contains the term (case-insensitive) is an `exact` match; without any exact match,
// rows whose name (word similarity ≥ 0.3) or description (≥ 0.4) resemble it are `similar` matches
// (typos, prefix-as-you-type); when exact matches exist the similar ones are dropped. Rows rank by
// relevance, a description counting half a name, then by name. The demo computes pg_trgm's trigrams
// itself; the relevance score (whole-string similarity) is its reading of "exact match wins over partial
// matches", not PostHog's query.
import type { Survey } from '@/contracts/survey';

const MIN_NAME_WORD_SIMILARITY = 0.3;
const MIN_DESCRIPTION_WORD_SIMILARITY = 0.4;
const DESCRIPTION_SCORE_WEIGHT = 0.5;

/** normalize_search_term: NUL bytes removed, surrounding whitespace trimmed. */
export const normalizeSearchTerm = (search: string) => search.replace(/\0/g, '').trim();

/** pg_trgm's trigrams of each word (letters and digits), padded with two spaces before and one after. */
function trigramList(text: string): string[] {
  const trigrams: string[] = [];
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) trigrams.push(padded.slice(i, i + 3));
  }
  return trigrams;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let common = 0;
  for (const trigram of a) if (b.has(trigram)) common += 1;
  return common / (a.size + b.size - common);
}

/** similarity(a, b): shared trigrams over all trigrams of both. */
const similarity = (a: string, b: string) => jaccard(new Set(trigramList(a)), new Set(trigramList(b)));

/** word_similarity(term, text): the best similarity of the term with any contiguous run of the text's trigrams. */
function wordSimilarity(term: string, text: string): number {
  const wanted = new Set(trigramList(term));
  const ordered = trigramList(text);
  let best = 0;
  for (let start = 0; start < ordered.length; start += 1) {
    const extent = new Set<string>();
    for (let end = start; end < ordered.length; end += 1) {
      extent.add(ordered[end]!);
      best = Math.max(best, jaccard(wanted, extent));
    }
  }
  return best;
}

export interface SearchHit {
  survey: Survey;
  matchType: 'exact' | 'similar';
}

/** The surveys matching `term` (already normalised, not blank), best first. */
export function searchSurveys(surveys: Survey[], term: string): SearchHit[] {
  const needle = term.toLowerCase();
  const scored = surveys.flatMap((survey) => {
    const name = survey.name ?? '';
    const description = survey.description ?? '';
    const exact = name.toLowerCase().includes(needle) || description.toLowerCase().includes(needle);
    const similar =
      wordSimilarity(term, name) >= MIN_NAME_WORD_SIMILARITY ||
      wordSimilarity(term, description) >= MIN_DESCRIPTION_WORD_SIMILARITY;
    if (!exact && !similar) return [];
    const score = Math.max(similarity(term, name), DESCRIPTION_SCORE_WEIGHT * similarity(term, description));
    return [{ survey, matchType: exact ? ('exact' as const) : ('similar' as const), score }];
  });
  const anyExact = scored.some((hit) => hit.matchType === 'exact');
  return scored
    .filter((hit) => !anyExact || hit.matchType === 'exact')
    .sort((a, b) => b.score - a.score || (a.survey.name ?? '').localeCompare(b.survey.name ?? ''))
    .map(({ survey, matchType }) => ({ survey, matchType }));
}
