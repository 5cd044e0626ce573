/** A failed field rule; the tag names the rule of spec §5 Messages (or Other texts). */
export type ValidationError =
  | { readonly _tag: 'required' | 'date' | 'email' | 'oneOf' | 'format' | 'phoneMask' | 'autocomplete' }
  | { readonly _tag: 'equalsEmails' | 'equalsPhones' | 'tin' | 'url' | 'regex' | 'discord' }
  | { readonly _tag: 'agreement' | 'rating' | 'dimension' | 'childBirthdate' | 'proBirthdate' | 'listLoad' }
  | { readonly _tag: 'birthdate'; readonly minAge: number }
  | { readonly _tag: 'min' | 'max'; readonly length: number }
  | { readonly _tag: 'between'; readonly min: number; readonly max: number };

/** Any tag of a validation error (spec §5). */
export type ValidationTag = ValidationError['_tag'];

type Simple = Exclude<ValidationTag, 'birthdate' | 'min' | 'max' | 'between'>;

/** An error for a rule that carries no parameters (spec §5). */
export function invalid(tag: Simple): ValidationError {
  return { _tag: tag };
}
