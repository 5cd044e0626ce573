import * as E from 'fp-ts/Either';
import { invalid, type ValidationError } from '../validation/validationError';

/**
 * Nominals of an electronic gift card (spec §3 Gift card: nominal between bnpk priceFrom and priceTo).
 * The shop's bounds: 500–50 000 ₽ in whole hundreds, with preset chips and an own amount.
 */
export const EGC_NOMINAL = { priceFrom: 500, priceTo: 50_000, step: 100 } as const;

/** The chips offered before an own amount (spec §3 Gift card nominal). */
export const EGC_PRESET_NOMINALS: readonly number[] = [1000, 2000, 3000, 5000, 10_000, 15_000];

/** Whether a nominal may be bought (spec §3 Gift card): whole roubles within the bounds, a multiple of the step. */
export function isEgcNominal(nominal: number): boolean {
  return Number.isInteger(nominal) && nominal >= EGC_NOMINAL.priceFrom && nominal <= EGC_NOMINAL.priceTo && nominal % EGC_NOMINAL.step === 0;
}

/** The nominal field (spec §3 Gift card, §5 between): required, a number between the bounds, in the step. */
export function validateEgcNominal(text: string): E.Either<ValidationError, number> {
  const value = text.replace(/[\s\u00a0₽]/g, '');
  if (value === '') return E.left(invalid('required'));
  const nominal = Number(value);
  if (!/^\d+$/.test(value) || !isEgcNominal(nominal)) return E.left({ _tag: 'between', min: EGC_NOMINAL.priceFrom, max: EGC_NOMINAL.priceTo });
  return E.right(nominal);
}
