// The appearance section: values → API field, and its rules.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  APPEARANCE_FIELD_LABELS,
  appearanceSchema,
  appearanceToBody,
  appearanceToValues,
  checkAppearance,
  COLOUR_KEYS,
  type AppearanceValues,
} from './appearance';
import { issueOn } from './section-rules';

/** `{path: message}` of every problem with an appearance, or {} when valid. */
function problems(appearance: AppearanceValues, type?: string): Record<string, string> {
  const result = z
    .object({ appearance: appearanceSchema })
    .superRefine((values, ctx) => checkAppearance(values.appearance, type, issueOn(ctx)))
    .safeParse({ appearance });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/** A new survey's appearance with some keys changed. */
const newAppearance = (change: Partial<AppearanceValues> = {}): AppearanceValues => ({
  ...appearanceToValues(null),
  ...change,
});

describe('appearance values and body', () => {
  it('a new survey shows a thank-you message, with PostHog’s default look', () => {
    const values = newAppearance();
    expect(problems(values)).toEqual({});
    expect(appearanceToBody(values, false)).toMatchObject({
      displayThankYouMessage: true,
      thankYouMessageHeader: expect.any(String),
    });
  });

  it('drops cleared colours; keeps the rest as typed, trimmed', () => {
    const body = appearanceToBody(newAppearance({ backgroundColor: '', textColor: '  navy ' }), false);
    expect(body).not.toHaveProperty('backgroundColor');
    expect(body?.textColor).toBe('navy');
  });

  it('a hosted survey has no popup delay; an empty appearance is sent as null', () => {
    expect(appearanceToBody({ surveyPopupDelaySeconds: 5, backgroundColor: 'white' }, true)).toEqual({
      backgroundColor: 'white',
    });
    expect(appearanceToBody({ backgroundColor: '' }, false)).toBeNull();
  });

  it('names every colour field', () => {
    for (const key of COLOUR_KEYS) expect(APPEARANCE_FIELD_LABELS[`appearance.${key}`]).toBeTruthy();
  });
});

describe('appearance rules', () => {
  it('colours must be CSS colours; empty means the default', () => {
    for (const good of [
      '',
      '#1d4aff',
      '#abc',
      'rgb(29 74 255)',
      'hsla(10, 50%, 50%, .5)',
      'Navy',
      'var(--brand)',
    ])
      expect(problems(newAppearance({ backgroundColor: good })), good).toEqual({});
    for (const bad of ['#12', 'blue-ish', 'rgb(1,2', '12px'])
      expect(problems(newAppearance({ submitButtonColor: bad }))).toEqual({
        'appearance.submitButtonColor': 'Enter a CSS colour, e.g. #1d4aff, rgb(29 74 255) or navy.',
      });
  });

  it.each([
    [-1, 'The delay cannot be negative.'],
    [1.5, 'Enter a whole number of seconds.'],
    // Only a negative delay is refused by the server (validate_appearance).
    [7200, undefined],
    [Number.NaN, 'Enter a whole number of seconds.'],
    [0, undefined],
    [null, undefined],
  ])('popup delay %s', (delay, message) => {
    expect(
      problems(newAppearance({ surveyPopupDelaySeconds: delay }))['appearance.surveyPopupDelaySeconds'],
    ).toBe(message);
  });

  it('a selector widget needs a valid selector', () => {
    const widget = (selector: string, type?: string) =>
      problems(newAppearance({ widgetType: 'selector', widgetSelector: selector }), type)[
        'appearance.widgetSelector'
      ];
    expect(widget('')).toBe('Enter the CSS selector of the element that opens the survey.');
    expect(widget('##')).toBe('This is not a valid CSS selector.');
    expect(widget('#feedback-button')).toBeUndefined();
    // Only a feedback-button survey opens from an element.
    expect(widget('', 'widget')).toBeDefined();
    expect(widget('', 'popover')).toBeUndefined();
  });
});
