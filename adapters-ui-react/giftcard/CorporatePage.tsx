import { useEffect, useId, useState } from 'react';
import * as E from 'fp-ts/Either';
import { legalOrderErrors, type LegalOrderField, type LegalOrderInput } from '../../domain/giftcard/legalOrder';
import { isValid } from '../../domain/validation/formValidation';
import { validationMessage } from '../../domain/validation/messages';
import { titled, type PageMeta } from '../meta';
import { useServices } from '../shopContext';
import { GiftCardSendButton } from './GiftCardSendButton';

export const corporateMeta = (): PageMeta => ({ title: titled('Подарочные карты для компаний'), canonical: '/giftcard/corporate/' });

const FIELDS: readonly {
  readonly field: LegalOrderField;
  readonly label: string;
  readonly numeric?: boolean;
  readonly type?: string;
  readonly autoComplete?: string;
  readonly optional?: boolean;
}[] = [
  { field: 'companyName', label: 'Название организации', autoComplete: 'organization' },
  { field: 'tin', label: 'ИНН', numeric: true },
  { field: 'iec', label: 'КПП', numeric: true },
  { field: 'ogrn', label: 'ОГРН', numeric: true },
  { field: 'bic', label: 'БИК банка', numeric: true, optional: true },
  { field: 'paymentAccount', label: 'Расчётный счёт', numeric: true },
  { field: 'correspondentAccount', label: 'Корреспондентский счёт', numeric: true },
  { field: 'contactName', label: 'Контактное лицо', autoComplete: 'name' },
  { field: 'phone', label: 'Телефон', type: 'tel', autoComplete: 'tel' },
  { field: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { field: 'nominal', label: 'Номинал карты, ₽', numeric: true },
  { field: 'quantity', label: 'Количество карт', numeric: true },
];

const EMPTY = Object.fromEntries(FIELDS.map((f) => [f.field, ''])) as Record<LegalOrderField, string>;

type Status =
  | { readonly _tag: 'idle' | 'sending' }
  | { readonly _tag: 'failed'; readonly message: string }
  | { readonly _tag: 'sent'; readonly requestNumber: string };

/** /giftcard/corporate/ (spec §2 Routes, §3 Legal entity, §7 POST /egc/legal-orders): a company asks for cards; a manager calls back. */
export function CorporatePage() {
  const { giftCards: api } = useServices();
  const id = useId();
  const [values, setValues] = useState<LegalOrderInput>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<Readonly<Record<string, string>>>({});
  const [status, setStatus] = useState<Status>({ _tag: 'idle' });
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  // Passive before the first submit, aggressive after (spec §5).
  const errors = legalOrderErrors(values);
  const message = (field: LegalOrderField) => (submitted && errors[field] ? validationMessage(errors[field]) : serverFields[field]);

  const send = async () => {
    setSubmitted(true);
    if (!api || !isValid(errors) || status._tag === 'sending') return;
    setStatus({ _tag: 'sending' });
    const answer = await api.placeLegalOrder(values);
    if (E.isRight(answer)) return setStatus({ _tag: 'sent', requestNumber: answer.right.requestNumber });
    setServerFields(answer.left.fields ?? {});
    setStatus({ _tag: 'failed', message: answer.left.message });
  };

  return (
    <section className="giftcard">
      <h1>Подарочные карты для компаний</h1>
      <p className="giftcard__lead">
        Порадуйте сотрудников, клиентов и партнёров: выпустим электронные или пластиковые карты нужного номинала, оплата по счёту.
      </p>
      {status._tag === 'sent' ? (
        <div role="status" className="giftcard__done" data-testid="legal-order-sent">
          <h2>Заявка № {status.requestNumber} принята</h2>
          <p>Менеджер свяжется с вами в течение рабочего дня, чтобы согласовать дизайн, выставить счёт и договор.</p>
        </div>
      ) : (
        <form className="egc-form egc-corporate" noValidate data-testid="legal-order" onSubmit={(e) => (e.preventDefault(), void send())}>
          {FIELDS.map(({ field, label, numeric, type, autoComplete, optional }) => {
            const error = message(field);
            return (
              <div className="egc-field" key={field}>
                <label htmlFor={`${id}-${field}`}>
                  {label}
                  {!optional && <span aria-hidden="true"> *</span>}
                </label>
                <input
                  id={`${id}-${field}`}
                  name={field}
                  type={type ?? 'text'}
                  inputMode={numeric ? 'numeric' : undefined}
                  autoComplete={autoComplete ?? 'off'}
                  value={values[field]}
                  onChange={(e) => setValues({ ...values, [field]: e.target.value })}
                  aria-required={!optional || undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${field}-error` : undefined}
                />
                {error && (
                  <p id={`${id}-${field}-error`} className="field-error">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <GiftCardSendButton label="Отправить заявку" sendingLabel="Отправляем…" ready={ready} status={status} />
        </form>
      )}
    </section>
  );
}
