import * as E from 'fp-ts/Either';
import { DEFAULT_COUNTRY } from '../country/country';
import { parsePhone, requiredPhone } from '../phone/phone';
import { legalEntityErrors } from '../checkout/legalEntity';
import type { CompanyIdKind } from '../validation/companyIds';
import { validateEmail } from '../validation/email';
import type { FieldErrors } from '../validation/formValidation';
import { validateName } from '../validation/names';
import { between, check } from '../validation/rules';
import { invalid, type ValidationError } from '../validation/validationError';
import { validateEgcNominal } from './egcNominal';

/** Fields of the corporate gift-card order (spec §3 Legal entity; /giftcard/corporate/). */
export type LegalOrderField = CompanyIdKind | 'companyName' | 'contactName' | 'phone' | 'email' | 'nominal' | 'quantity';

export type LegalOrderInput = Readonly<Record<LegalOrderField, string>>;

/** A valid corporate order: ids trimmed, phone in E.164 (spec §3 Legal entity, §5). */
export interface LegalOrder extends Readonly<Record<CompanyIdKind, string>> {
  readonly companyName: string;
  readonly contactName: string;
  readonly phone: string;
  readonly email: string;
  readonly nominal: number;
  readonly quantity: number;
}

/** Cards in one corporate order: from one to a batch the shop prints in a day (our bounds). */
const LEGAL_ORDER_QUANTITY = { min: 1, max: 10_000 } as const;

const errorOf = <A>(result: E.Either<ValidationError, A>): ValidationError | null => (E.isLeft(result) ? result.left : null);

function quantityOf(text: string): E.Either<ValidationError, number> {
  const value = text.trim();
  if (value === '') return E.left(invalid('required'));
  if (!/^\d+$/.test(value)) return E.left(invalid('format'));
  return check(Number(value), [between(LEGAL_ORDER_QUANTITY.min, LEGAL_ORDER_QUANTITY.max)]);
}

/** Field errors of the corporate order: company ids by spec §5 Company ids, names, phone mask, e-mail, nominal bounds. */
export function legalOrderErrors(input: LegalOrderInput): FieldErrors<LegalOrderField> {
  const { name, accountant: _a, ceo: _c, ...ids } = legalEntityErrors({ ...input, name: input.companyName, accountant: '', ceo: '' });
  return {
    ...ids,
    companyName: name ?? null,
    contactName: errorOf(validateName('contactName', input.contactName)),
    phone: errorOf(requiredPhone(input.phone, DEFAULT_COUNTRY)),
    email: errorOf(validateEmail(input.email, true)),
    nominal: errorOf(validateEgcNominal(input.nominal)),
    quantity: errorOf(quantityOf(input.quantity)),
  };
}

/** The valid corporate order, or the field errors (spec §3 Legal entity, §5). */
export function legalOrderOf(input: LegalOrderInput): E.Either<FieldErrors<LegalOrderField>, LegalOrder> {
  const errors = legalOrderErrors(input);
  if (Object.values(errors).some((e) => e != null)) return E.left(errors);
  const phone = parsePhone(input.phone, DEFAULT_COUNTRY);
  const nominal = validateEgcNominal(input.nominal);
  if (E.isLeft(phone) || E.isLeft(nominal)) return E.left(errors);
  return E.right({
    companyName: input.companyName.trim(),
    tin: input.tin.trim(),
    bic: input.bic.trim(),
    iec: input.iec.trim(),
    paymentAccount: input.paymentAccount.trim(),
    correspondentAccount: input.correspondentAccount.trim(),
    ogrn: input.ogrn.trim(),
    contactName: input.contactName.trim(),
    phone: phone.right.e164,
    email: input.email.trim(),
    nominal: nominal.right,
    quantity: Number(input.quantity.trim()),
  });
}
