import * as E from 'fp-ts/Either';
import { invalid, type ValidationError } from './validationError';

/** A field rule: the value back when valid, else the error (spec §5). */
export type Rule<A = string> = (value: A) => E.Either<ValidationError, A>;

const ok = <A>(value: A): E.Either<ValidationError, A> => E.right(value);
const isBlank = (value: string): boolean => value.trim() === '';

/** Fails on a blank value (spec §5 required). */
export const required: Rule = (value) => (isBlank(value) ? E.left(invalid('required')) : ok(value));

/** At least `length` characters; empty passes, «required» handles it (spec §5 min). */
export const minLength =
  (length: number): Rule =>
  (value) =>
    isBlank(value) || Array.from(value.trim()).length >= length ? ok(value) : E.left({ _tag: 'min', length });

/** At most `length` characters (spec §5 max). */
export const maxLength =
  (length: number): Rule =>
  (value) =>
    Array.from(value.trim()).length <= length ? ok(value) : E.left({ _tag: 'max', length });

/** The value must be one of the options; empty passes (spec §5 oneOf). */
export const oneOf =
  (options: readonly string[]): Rule =>
  (value) =>
    isBlank(value) || options.includes(value) ? ok(value) : E.left(invalid('oneOf'));

/** A number from min to max inclusive (spec §5 between). */
export const between =
  (min: number, max: number): Rule<number> =>
  (value) =>
    Number.isFinite(value) && value >= min && value <= max ? ok(value) : E.left({ _tag: 'between', min, max });

/** The value must match the pattern; empty passes; the tag picks «format» or «regex» wording (spec §5 format, regex). */
export const pattern =
  (re: RegExp, tag: 'format' | 'regex' = 'regex'): Rule =>
  (value) =>
    isBlank(value) || re.test(value) ? ok(value) : E.left(invalid(tag));

/** Forbidden combinations: two hyphens/apostrophes in a row (spaces between ignored) or one at either end (spec §5 discord). */
export const noDiscord: Rule = (value) => {
  const text = value.trim();
  return /[-'’]\s*[-'’]/.test(text) || /^[-'’]|[-'’]$/.test(text) ? E.left(invalid('discord')) : ok(value);
};

/** Runs rules in order and stops at the first error (spec §5). */
export function check<A>(value: A, rules: readonly Rule<A>[]): E.Either<ValidationError, A> {
  for (const rule of rules) {
    const result = rule(value);
    if (E.isLeft(result)) return result;
  }
  return E.right(value);
}

/** The first error of the rules, or null: the shape a form keeps per field (spec §5). */
export function firstError<A>(value: A, rules: readonly Rule<A>[]): ValidationError | null {
  const result = check(value, rules);
  return E.isLeft(result) ? result.left : null;
}
