// ProductIntentSerializer and complete_product_onboarding's own checks (posthog/api/project.py), over
// the choices in product-intents.ts.
import { errors } from '../http/errors';
import { PRODUCT_INTENT_CONTEXTS, PRODUCT_KEY_VALUES, productKeyListRepr } from '../product-intents';
import { choice } from './fields';

/**
 * ProductIntentSerializer (posthog/models/product_intent/product_intent.py): `metadata` DictField,
 * `product_type` ChoiceField over ProductKey (required), `intent_context` ChoiceField over
 * ProductIntentContext (optional). Errors are reported in field order, the first one only.
 */
export function productIntentFields(body: Record<string, unknown>): {
  product: string;
  context: string | null;
} {
  const metadata = body.metadata;
  if (metadata !== undefined) {
    if (metadata === null) throw errors.validation('null', 'This field may not be null.', 'metadata');
    if (typeof metadata !== 'object' || Array.isArray(metadata)) {
      const got = Array.isArray(metadata) ? 'list' : typeof metadata === 'string' ? 'str' : typeof metadata;
      throw errors.validation(
        'not_a_dict',
        `Expected a dictionary of items but got type "${got}".`,
        'metadata',
      );
    }
  }
  if (body.product_type === undefined)
    throw errors.validation('required', 'This field is required.', 'product_type');
  const product = choice(body.product_type, PRODUCT_KEY_VALUES, 'product_type');
  const context =
    body.intent_context === undefined
      ? null
      : choice(body.intent_context, PRODUCT_INTENT_CONTEXTS, 'intent_context');
  return { product, context };
}

/**
 * complete_product_onboarding checks `product_type` itself, answering a bare `{error}` body, before
 * ProductIntentSerializer runs: a truthy value among the ProductKey values.
 */
export function onboardingProduct(body: Record<string, unknown>): string {
  const product = body.product_type;
  if (product === undefined || product === null || product === '' || product === false || product === 0) {
    throw errors.legacy(400, 'product_type is required');
  }
  if (typeof product !== 'string' || !PRODUCT_KEY_VALUES.includes(product)) {
    throw errors.legacy(400, `invalid product_type, expected one of ${productKeyListRepr()}`);
  }
  productIntentFields(body);
  return product;
}
