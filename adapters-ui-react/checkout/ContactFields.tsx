import { useId } from 'react';
import type { ContactField, ContactInput } from '../../domain/checkout/contacts';
import type { FieldErrors } from '../../domain/validation/formValidation';
import { validationMessage } from '../../domain/validation/messages';
import { COUNTRIES, DEFAULT_COUNTRY } from '../../domain/country/country';
import { phoneInputValue } from '../../domain/phone/phoneInput';
import { useShopperLocation } from '../shell/useLocation';

const FIELDS: readonly { readonly field: ContactField; readonly label: string; readonly type: string; readonly autoComplete: string }[] = [
  { field: 'firstName', label: 'Имя', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Фамилия', type: 'text', autoComplete: 'family-name' },
  { field: 'phone', label: 'Телефон', type: 'tel', autoComplete: 'tel' },
  { field: 'email', label: 'E‑mail', type: 'email', autoComplete: 'email' },
];

export interface ContactFieldsProps {
  readonly legend: string;
  readonly value: ContactInput;
  readonly errors: FieldErrors<ContactField>;
  /** The e-mail is asked of the owner only. */
  readonly withEmail: boolean;
  readonly testId: string;
  readonly onChange: (field: ContactField, value: string) => void;
  readonly onBlur: () => void;
}

/** A person's name, phone and e-mail, each labelled, with its error under it (spec §5). */
export function ContactFields({ legend, value, errors, withEmail, testId, onChange, onBlur }: ContactFieldsProps) {
  const id = useId();
  // The phone takes the code and mask of the shopper's country (spec §5 Phone formats), +7 by default.
  const country = useShopperLocation().location?.countryCode ?? DEFAULT_COUNTRY;
  const typed = (field: ContactField, raw: string) => (field === 'phone' ? phoneInputValue(raw, country) : raw);
  return (
    <fieldset className="checkout-fields" data-testid={testId}>
      <legend>{legend}</legend>
      {FIELDS.filter((f) => withEmail || f.field !== 'email').map(({ field, label, type, autoComplete }) => {
        const error = errors[field];
        return (
          <div className="checkout-field" key={field}>
            <label htmlFor={`${id}-${field}`}>{label}</label>
            <input
              id={`${id}-${field}`}
              name={field}
              type={type}
              autoComplete={autoComplete}
              value={value[field]}
              placeholder={field === 'phone' ? `+${COUNTRIES[country].callingCode}` : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${field}-error` : undefined}
              onChange={(e) => onChange(field, typed(field, e.target.value))}
              onBlur={onBlur}
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
  );
}
