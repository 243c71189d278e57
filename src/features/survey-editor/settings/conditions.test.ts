// The display conditions section: survey → values → API field, and its rules.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readSurvey, type Survey } from '@/contracts/survey';
import {
  checkConditions,
  conditionsSchema,
  conditionsToBody,
  conditionsToValues,
  type ConditionsValues,
} from './conditions';
import { issueOn } from './section-rules';

/** `{path: message}` of every problem with display conditions, or {} when valid. */
function problems(conditions: ConditionsValues, type?: string): Record<string, string> {
  const result = z
    .object({ conditions: conditionsSchema })
    .superRefine((values, ctx) => checkConditions(values.conditions, type, issueOn(ctx)))
    .safeParse({ conditions });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/** A new survey's conditions with some fields changed. */
const newConditions = (change: Partial<ConditionsValues> = {}): ConditionsValues => ({
  ...conditionsToValues(null),
  ...change,
});

const noFlag = { linkedFlagId: null, linkedFlagVariant: null };

const survey = (conditions: Survey['conditions']): Survey =>
  readSurvey({ id: 's1', name: 'S', type: 'popover', questions: [], conditions }).value!.survey;

describe('conditions values and body', () => {
  it('a new survey shows everywhere: no conditions are sent', () => {
    expect(problems(newConditions())).toEqual({});
    expect(conditionsToBody(newConditions(), noFlag, false)).toBeNull();
  });

  it('drops empty conditions (and their match types); keeps the rest as typed', () => {
    const values = newConditions({
      url: '',
      urlMatchType: 'exact',
      selector: '#buy',
      deviceTypes: [],
      deviceTypesMatchType: 'exact',
    });
    expect(conditionsToBody(values, noFlag, false)).toEqual({ selector: '#buy' });
  });

  it('keeps keys the form has no control for, and leaves out values it cannot show', () => {
    const values = conditionsToValues(
      survey({
        url: 'acme.test',
        urlMatchType: 'fuzzy',
        deviceTypes: ['Desktop', 'Fridge'],
        actions: { values: [{ id: 7, name: 'Clicked buy' }] },
        somethingNew: { a: 1 },
      }),
    );
    expect(values).not.toHaveProperty('urlMatchType');
    expect(values.deviceTypes).toEqual(['Desktop']);
    expect(conditionsToBody(values, noFlag, false)).toEqual({
      actions: { values: [{ id: 7, name: 'Clicked buy' }] },
      somethingNew: { a: 1 },
      url: 'acme.test',
      deviceTypes: ['Desktop'],
    });
  });

  it('a linked flag’s variant travels in the conditions, only with its flag', () => {
    const values = newConditions({ url: '/checkout' });
    expect(conditionsToBody(values, { linkedFlagId: 5, linkedFlagVariant: 'test' }, false)).toEqual({
      url: '/checkout',
      linkedFlagVariant: 'test',
    });
    expect(conditionsToBody(values, { linkedFlagId: null, linkedFlagVariant: 'test' }, false)).toEqual({
      url: '/checkout',
    });
  });

  it('a hosted survey sends none of the in-app conditions PostHog refuses for it', () => {
    const values = conditionsToValues(
      survey({ url: '/x', selector: '#a', actions: { values: [{ id: 1 }] }, keepMe: true }),
    );
    expect(conditionsToBody(values, { linkedFlagId: 9, linkedFlagVariant: 'any' }, true)).toEqual({
      keepMe: true,
    });
  });
});

describe('conditions rules', () => {
  it('URL regexes must compile; selectors must parse; wait periods are whole days', () => {
    const conditions = (change: Partial<ConditionsValues>) => problems(newConditions(change));
    expect(conditions({ url: '/a(b', urlMatchType: 'regex' })['conditions.url']).toMatch(
      /^This is not a valid regular expression: /,
    );
    expect(conditions({ url: '/a(b', urlMatchType: 'icontains' })).toEqual({});
    expect(conditions({ url: '^/pricing$', urlMatchType: 'not_regex' })).toEqual({});
    expect(conditions({ selector: 'div[' })).toEqual({
      'conditions.selector': 'This is not a valid CSS selector.',
    });
    expect(conditions({ seenSurveyWaitPeriodInDays: -1 })).toEqual({
      'conditions.seenSurveyWaitPeriodInDays': 'The wait cannot be negative.',
    });
    expect(conditions({ seenSurveyWaitPeriodInDays: 0 })).toEqual({});
  });

  it('do not apply to hosted surveys (their body drops these fields)', () => {
    const values = newConditions({ url: '(', urlMatchType: 'regex' });
    expect(problems(values, 'popover')).not.toEqual({});
    expect(problems(values, 'external_survey')).toEqual({});
  });
});
