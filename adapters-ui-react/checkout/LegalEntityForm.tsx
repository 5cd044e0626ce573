import { useId, useState } from 'react';
import * as E from 'fp-ts/Either';
import { legalEntityErrors, type LegalEntityField, type LegalEntityInput } from '../../domain/checkout/legalEntity';
import { legalEntityRequest } from '../../domain/checkout/cartPage';
import { initialFormValidation, isValid, onFormEvent, visibleErrors, type FormEvent } from '../../domain/validation/formValidation';
import { validationMessage } from '../../domain/validation/messages';
import type { Cart } from '../../adapters-http/contract/cart';
import { useServices } from '../shopContext';
import { useCheckoutServices } from './useCheckoutServices';

const FIELDS: readonly { readonly field: LegalEntityField; readonly label: string }[] = [
  { field: 'name', label: 'Название организации' },
  { field: 'tin', label: 'ИНН' },
  { field: 'iec', label: 'КПП' },
  { field: 'ogrn', label: 'ОГРН' },
  { field: 'bic', label: 'БИК банка' },
  { field: 'paymentAccount', label: 'Расчётный счёт' },
  { field: 'correspondentAccount', label: 'Корреспондентский счёт' },
  { field: 'ceo', label: 'Руководитель (необязательно)' },
  { field: 'accountant', label: 'Главный бухгалтер (необязательно)' },
];

const inputOf = (info: Cart['legalEntityInfo']): LegalEntityInput => ({
  name: info?.name ?? '',
  tin: info?.tin ?? '',
  bic: info?.bic ?? '',
  iec: info?.iec ?? '',
  paymentAccount: info?.paymentAccount ?? '',
  correspondentAccount: info?.correspondentAccount ?? '',
  ogrn: info?.ogrn ?? '',
  accountant: info?.accountant ?? '',
  ceo: info?.ceo ?? '',
});

/** «Покупаю как юрлицо»: the company's details (spec §3 Legal entity, §5 Company ids); a company then pays by invoice. */
export function LegalEntityForm({ cart }: { readonly cart: Cart }) {
  const { api } = useCheckoutServices();
  const { cart: cartVm, shell } = useServices();
  const id = useId();
  const [open, setOpen] = useState(cart.isLegalEntity);
  const [input, setInput] = useState(() => inputOf(cart.legalEntityInfo));
  const [form, setForm] = useState(initialFormValidation<LegalEntityField>);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const errors = visibleErrors(form);

  const validate = (event: FormEvent, next: LegalEntityInput = input) => {
    const checked = onFormEvent(form, event, legalEntityErrors(next));
    setForm(checked);
    return checked;
  };
  const toggle = async (on: boolean) => {
    setOpen(on);
    if (on || !cart.isLegalEntity) return;
    setPending(true);
    const cleared = await api.clearLegalEntity();
    setPending(false);
    if (E.isRight(cleared)) cartVm.replace(cleared.right);
    else shell.notifications.notify('error', cleared.left.message);
  };
  const save = async () => {
    if (!isValid(validate('submit').errors)) return;
    setPending(true);
    const trimmed = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v.trim()])) as LegalEntityInput;
    const { accountant: _accountant, ceo: _ceo, ...company } = trimmed;
    const saved = await api.setLegalEntity({ ...company, ...legalEntityRequest(trimmed) });
    setPending(false);
    if (E.isRight(saved)) {
      setServerError(null);
      cartVm.replace(saved.right);
    } else setServerError(saved.left.message);
  };

  return (
    <div className="checkout-legal" data-testid="legal-entity">
      <label className="checkout-switch">
        <input type="checkbox" role="switch" checked={open} disabled={pending} onChange={(e) => void toggle(e.target.checked)} />
        <span>Покупаю как юрлицо</span>
      </label>
      {open && (
        <form className="checkout-form" noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
          <fieldset className="checkout-fields">
            <legend>Реквизиты организации</legend>
            {FIELDS.map(({ field, label }) => {
              const error = errors[field];
              return (
                <div className="checkout-field" key={field}>
                  <label htmlFor={`${id}-${field}`}>{label}</label>
                  <input
                    id={`${id}-${field}`}
                    name={field}
                    value={input[field]}
                    inputMode={field === 'name' || field === 'ceo' || field === 'accountant' ? 'text' : 'numeric'}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-${field}-error` : undefined}
                    onChange={(e) => {
                      const next = { ...input, [field]: e.target.value };
                      setInput(next);
                      validate('input', next);
                    }}
                    onBlur={() => validate('blur')}
                  />
                  {error && (
                    <p id={`${id}-${field}-error`} className="field-error">
                      {validationMessage(error)}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
          {serverError && (
            <p className="field-error" role="alert">
              {serverError}
            </p>
          )}
          <div className="checkout-form__actions">
            <button type="submit" className="button" disabled={pending}>
              Сохранить реквизиты
            </button>
            {cart.isLegalEntity && (
              <span className="notice" role="status">
                Оплата по счёту для организации
              </span>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
