import { useId } from 'react';
import type { SportsKinds } from '../../adapters-http/contract/pro';
import { agreementError, sportsmanErrors, type SportsmanInput } from '../../domain/pro/proProgramme';
import { calendarDateAt } from '../../domain/validation/dates';
import { useServices } from '../shopContext';
import { ProAgreement, ProFormFooter, ProTextField } from './ProFields';
import { useProForm } from './useProForm';

type Values = SportsmanInput & { readonly agreement: boolean };

/** A sportsman's application by a trainer's code (spec §7 POST /pro/sportsmen): names, birth date (18+), the sport, consent. */
export function SportsmanForm({
  code,
  sportsKinds,
  trainerKinds,
}: {
  readonly code: string;
  readonly sportsKinds: SportsKinds;
  readonly trainerKinds: readonly string[];
}) {
  const services = useServices();
  const id = useId();
  // The trainer's own sports first: most sportsmen do one of them.
  const kinds = [...sportsKinds].sort((a, b) => Number(trainerKinds.includes(b.code)) - Number(trainerKinds.includes(a.code)));
  const form = useProForm<Values, keyof SportsmanInput | 'agreement'>(
    { firstName: '', lastName: '', birthDate: '', sportKind: trainerKinds.length === 1 ? trainerKinds[0]! : '', agreement: false },
    (v) => ({ ...sportsmanErrors(v, calendarDateAt(Date.now())), agreement: agreementError(v.agreement) }),
  );
  const { values, messages } = form;
  const submit = () =>
    form.submit(() =>
      services.pro!.joinAsSportsman({ firstName: values.firstName, lastName: values.lastName, birthDate: values.birthDate, sportKind: values.sportKind }, code),
    );

  return (
    <form className="pro-form" noValidate aria-labelledby={`${id}-title`} data-testid="sportsman-form" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <h2 id={`${id}-title`}>Анкета спортсмена</h2>
      <ProTextField
        id={`${id}-first`}
        label="Имя"
        autoComplete="given-name"
        value={values.firstName}
        error={messages.firstName}
        onChange={(v) => form.set('firstName', v)}
      />
      <ProTextField
        id={`${id}-last`}
        label="Фамилия"
        autoComplete="family-name"
        value={values.lastName}
        error={messages.lastName}
        onChange={(v) => form.set('lastName', v)}
      />
      <ProTextField
        id={`${id}-birth`}
        label="Дата рождения"
        hint="ДД.ММ.ГГГГ, участвовать можно с 18 лет"
        autoComplete="bday"
        inputMode="numeric"
        value={values.birthDate}
        error={messages.birthDate}
        onChange={(v) => form.set('birthDate', v)}
      />
      <div className="profile-field">
        <label htmlFor={`${id}-kind`}>
          Вид спорта<span aria-hidden="true"> *</span>
        </label>
        <select
          id={`${id}-kind`}
          value={values.sportKind}
          aria-required
          aria-invalid={messages.sportKind ? true : undefined}
          aria-describedby={messages.sportKind ? `${id}-kind-error` : undefined}
          onChange={(e) => form.set('sportKind', e.target.value)}
        >
          <option value="">Выберите вид спорта</option>
          {kinds.map((k) => (
            <option key={k.code} value={k.code}>
              {k.name}
            </option>
          ))}
        </select>
        {messages.sportKind && (
          <p id={`${id}-kind-error`} className="field-error">
            {messages.sportKind}
          </p>
        )}
      </div>
      <ProAgreement id={`${id}-agree`} checked={values.agreement} error={messages.agreement} onChange={(v) => form.set('agreement', v)} />
      <ProFormFooter
        label="Вступить в программу"
        sending={form.status._tag === 'sending'}
        failure={form.status._tag === 'failed' ? form.status.message : undefined}
      />
    </form>
  );
}
