// A Testing Library text matcher for words that server text, isolated in <bdi> elements, splits across
// elements: it finds the innermost element whose whole text, spaces folded, is `text`.
import type { MatcherFunction } from '@testing-library/react';

const normal = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

export const wholeText =
  (text: string): MatcherFunction =>
  (_, element) =>
    normal(element?.textContent) === text &&
    ![...(element?.children ?? [])].some((child) => normal(child.textContent) === text);
