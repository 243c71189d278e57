// ProductIntentSerializer and complete_product_onboarding's own checks (posthog/api/project.py).
import { describe, expect, it } from 'vitest';
import { call, ORG } from '../test-api';

describe('product intents', () => {
  it('add_product_intent validates product_type and intent_context as ChoiceFields', async () => {
    // ProductIntentSerializer: product_type = ChoiceField(choices=list(ProductKey)),
    // intent_context = ChoiceField(required=False, choices=list(ProductIntentContext)).
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{}, 'required', 'This field is required.', 'product_type'],
      [{ product_type: 'teleport' }, 'invalid_choice', '"teleport" is not a valid choice.', 'product_type'],
      [{ product_type: null }, 'null', 'This field may not be null.', 'product_type'],
      [
        { product_type: 'surveys', intent_context: 'surveyor' },
        'invalid_choice',
        '"surveyor" is not a valid choice.',
        'intent_context',
      ],
      [
        { product_type: 'surveys', metadata: 'x' },
        'not_a_dict',
        'Expected a dictionary of items but got type "str".',
        'metadata',
      ],
    ];
    for (const [body, code, detail, attr] of cases) {
      const { status, json } = await call('PATCH', `${ORG}4/add_product_intent/`, body);
      expect(status).toBe(400);
      expect(json).toEqual({ type: 'validation_error', code, detail, attr });
    }
    for (const context of ['survey_created', 'quick start product selected']) {
      expect(
        (
          await call('PATCH', `${ORG}4/add_product_intent/`, {
            product_type: 'surveys',
            intent_context: context,
          })
        ).status,
      ).toBe(201);
    }
    // ProductKey.AI_OBSERVABILITY's value is llm_analytics.
    expect(
      (await call('PATCH', `${ORG}4/add_product_intent/`, { product_type: 'llm_analytics' })).status,
    ).toBe(201);
  });
  it('complete_product_onboarding answers its own {error} body first, then the serializer envelope', async () => {
    const missing = await call('PATCH', `${ORG}4/complete_product_onboarding/`, {});
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ error: 'product_type is required' });
    const wrong = await call('PATCH', `${ORG}4/complete_product_onboarding/`, { product_type: 'teleport' });
    expect(wrong.status).toBe(400);
    // f"invalid product_type, expected one of {list(ProductKey)}": the repr of StrEnum members.
    expect(wrong.json?.error).toMatch(
      /^invalid product_type, expected one of \[<ProductKey\.ACTIONS: 'actions'>, .*<ProductKey\.SURVEYS: 'surveys'>, .*\]$/,
    );
    const context = await call('PATCH', `${ORG}4/complete_product_onboarding/`, {
      product_type: 'surveys',
      intent_context: 'surveyor',
    });
    expect(context.json).toEqual({
      type: 'validation_error',
      code: 'invalid_choice',
      detail: '"surveyor" is not a valid choice.',
      attr: 'intent_context',
    });
  });
});
