// What the four settings section modules (schedule, appearance, conditions, targeting) share: the way
// their cross-field checks report a problem, numbers typed as text, and checks of regexes and selectors.
import { z } from 'zod';

/** Reports a problem at a path of the form values; each section's `check…` speaks through it. */
export type Issue = (path: (string | number)[], message: string) => void;

/** The Issue reporter of a zod refinement. */
export const issueOn =
  (ctx: z.RefinementCtx): Issue =>
  (path, message) =>
    ctx.addIssue({ code: 'custom', path, message });

/**
 * A number typed into a text field: null when empty, NaN when not a number. NaN is let through here and
 * refused by the rules that apply, so a hidden field (iterations while "once" is chosen) never blocks a save.
 */
export const typedNumber = z.union([z.number(), z.nan()]).nullable();

export const isWhole = (value: number | null, min: number, max = Infinity): value is number =>
  value !== null && Number.isInteger(value) && value >= min && value <= max;

/**
 * The helper text of a number field that suggests a range the server does not enforce: the suggestion,
 * or, for a value past it (stored by the API, or typed), that value as it is and that PostHog takes it.
 */
export function suggestedRangeText(
  value: unknown,
  suggestion: { max: number; unit: string; text: string },
): string {
  return typeof value === 'number' && value > suggestion.max
    ? `${value.toLocaleString('en')} ${suggestion.unit}: more than the editor offers (${suggestion.max.toLocaleString('en')}); PostHog accepts it.`
    : suggestion.text;
}

/** Why a regular expression does not compile, or null when it does. */
export function regexProblem(source: string): string | null {
  try {
    new RegExp(source);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** A selector the browser can run; without a DOM (never in the app) any non-empty text passes. */
export function isCssSelector(selector: string): boolean {
  if (!selector.trim()) return false;
  if (typeof document === 'undefined') return true;
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}
