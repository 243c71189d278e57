import { describe, expect, it } from 'vitest';
import {
  drawnRatings,
  isScaleAllowed,
  nearestScale,
  offeredScalesInWords,
  RATING_SCALES,
  scaleLabel,
} from './rating-scales';

describe('rating scales', () => {
  it('offers what PostHog’s editor offers per display', () => {
    expect(RATING_SCALES).toEqual({ emoji: [2, 3, 5], number: [5, 7, 10] });
    expect(offeredScalesInWords('emoji')).toBe('1–2, 1–3 or 1–5');
    expect(offeredScalesInWords('number')).toBe('1–5, 1–7 or 0–10');
  });
  it('names scales as people know them', () => {
    expect(scaleLabel(2, 'emoji')).toBe('1–2 (thumbs up / down)');
    expect(scaleLabel(10, 'number')).toBe('0–10 (Net Promoter Score)');
    expect(scaleLabel(7, 'number')).toBe('1–7 (7-point Likert scale)');
    expect(scaleLabel(5, 'emoji')).toBe('1–5');
  });
  it('allows a scale only with a display that offers it', () => {
    expect(isScaleAllowed('emoji', 3)).toBe(true);
    expect(isScaleAllowed('number', 3)).toBe(false);
    expect(isScaleAllowed('stars', 5)).toBe(false);
    expect(isScaleAllowed('number', null)).toBe(false);
  });
  it('keeps the scale when the new display offers it, else falls back to 1–5', () => {
    expect(nearestScale('number', 10)).toBe(10);
    expect(nearestScale('emoji', 10)).toBe(5);
    expect(nearestScale('number', 3)).toBe(5);
  });
  it('draws what posthog-js draws: numbers 1–5 for a scale it does not know, no faces beyond 2, 3 and 5', () => {
    expect(drawnRatings('number', 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(drawnRatings('number', 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(drawnRatings('number', 3)).toEqual([1, 2, 3, 4, 5]);
    expect(drawnRatings('number', null)).toEqual([1, 2, 3, 4, 5]);
    expect(drawnRatings('emoji', 2)).toEqual([1, 2]);
    expect(drawnRatings('emoji', 3)).toEqual([1, 2, 3]);
    expect(drawnRatings('emoji', 7)).toEqual([]);
    expect(drawnRatings('emoji', 10)).toEqual([]);
    expect(drawnRatings('stars', 5)).toEqual([]);
    expect(drawnRatings(null, 5)).toEqual([]);
  });
});
