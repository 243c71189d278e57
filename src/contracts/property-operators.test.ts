import { describe, expect, it } from 'vitest';
import { operatorOptions } from './property-operators';

describe('operatorOptions', () => {
  it('names each operator in PostHog’s words, in the order asked for', () => {
    expect(operatorOptions(['icontains', 'exact', 'is_not'])).toEqual([
      { value: 'icontains', label: 'contains' },
      { value: 'exact', label: 'equals' },
      { value: 'is_not', label: "doesn't equal" },
    ]);
  });
});
