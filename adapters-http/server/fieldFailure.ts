import type { Context } from 'hono';
import type { FieldErrors } from '../../domain/validation/formValidation';
import { validationMessage } from '../../domain/validation/messages';
import type { FieldErrorBody } from '../contract/checkoutDetails';

/** Field errors, possibly nested by role ({owner: {phone}}), flattened to paths ("owner.phone") with their Russian messages. */
type NestedErrors = { readonly [key: string]: FieldErrors<string> | NestedErrors | undefined } | FieldErrors<string>;

function flatten(errors: NestedErrors, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (value == null) continue;
    if ('_tag' in value && typeof value._tag === 'string') out[prefix + key] = validationMessage(value as Parameters<typeof validationMessage>[0]);
    else Object.assign(out, flatten(value as NestedErrors, `${prefix}${key}.`));
  }
  return out;
}

/** 400 for fields that broke the form's rules (contract FieldErrorBody): the first message, and each field's. */
export function fieldFailure(c: Context, errors: NestedErrors): Response {
  const fields = flatten(errors);
  const body: FieldErrorBody = { reason: 'INCORRECT_REQUEST', message: Object.values(fields)[0] ?? '', fields };
  return c.json(body, 400);
}
