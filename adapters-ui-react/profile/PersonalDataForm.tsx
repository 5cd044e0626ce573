import { useId, useState } from 'react';
import type { Profile } from '../../adapters-http/contract/personalProfile';
import { createPersonalDataViewModel, personalDataMessages } from '../../application/profile/personalDataViewModel';
import { DEFAULT_COUNTRY } from '../../domain/country/country';
import { formatPhone } from '../../domain/phone/phone';
import { ADDRESS_MAX_LENGTH, personalInput, SEX_LABELS, SEXES, type PersonalField } from '../../domain/profile/personalData';
import { calendarDateAt } from '../../domain/validation/dates';
import { useServicesForActions } from '../shopContext';
import { useObservable } from '../useObservable';

const TEXT_FIELDS: readonly { readonly field: Exclude<PersonalField, 'sex'>; readonly label: string; readonly autoComplete: string; readonly hint?: string }[] =
  [
    { field: 'firstName', label: 'Имя', autoComplete: 'given-name' },
    { field: 'lastName', label: 'Фамилия', autoComplete: 'family-name' },
    { field: 'birthDate', label: 'Дата рождения', autoComplete: 'bday', hint: 'ДД.ММ.ГГГГ' },
    { field: 'address', label: 'Адрес', autoComplete: 'street-address' },
  ];
const REQUIRED: readonly PersonalField[] = ['firstName', 'lastName'];

/** The personal-data form of /profile/personal/: names, birth date, sex and address editable, phone and e-mail shown (spec §3 Profile). */
export function PersonalDataForm({ profile }: { readonly profile: Profile }) {
  const services = useServicesForActions();
  // The API exists only in the browser; on the server the form is only rendered, never sent.
  const [vm] = useState(() =>
    createPersonalDataViewModel({ save: (data) => services.personalData!.save(data) }, personalInput(profile), () => calendarDateAt(Date.now())),
  );
  const state = useObservable(vm.state$, vm.current);
  const messages = personalDataMessages(state);
  const id = useId();
  const saving = state.status._tag === 'saving';
  const described = (field: PersonalField, hint?: string) =>
    [hint ? `${id}-${field}-hint` : '', messages[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const error = (field: PersonalField) =>
    messages[field] && (
      <p id={`${id}-${field}-error`} className="field-error">
        {messages[field]}
      </p>
    );

  const textField = ({ field, label, autoComplete, hint }: (typeof TEXT_FIELDS)[number]) => (
    <div className="profile-field" key={field}>
      <label htmlFor={`${id}-${field}`}>
        {label}
        {REQUIRED.includes(field) && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <span id={`${id}-${field}-hint`} className="muted profile-field__hint">
          {hint}
        </span>
      )}
      <input
        id={`${id}-${field}`}
        name={field}
        type="text"
        autoComplete={autoComplete}
        value={state.values[field]}
        inputMode={field === 'birthDate' ? 'numeric' : undefined}
        maxLength={field === 'address' ? ADDRESS_MAX_LENGTH : undefined}
        aria-required={REQUIRED.includes(field) || undefined}
        aria-invalid={messages[field] ? true : undefined}
        aria-describedby={described(field, hint)}
        onChange={(e) => vm.set(field, e.target.value)}
        onBlur={vm.blur}
      />
      {error(field)}
    </div>
  );

  return (
    <form className="profile-personal" noValidate data-testid="personal-form" onSubmit={(e) => (e.preventDefault(), void vm.submit())}>
      {TEXT_FIELDS.slice(0, 3).map(textField)}
      <div className="profile-field">
        <label htmlFor={`${id}-sex`}>Пол</label>
        <select
          id={`${id}-sex`}
          name="sex"
          value={state.values.sex}
          aria-invalid={messages.sex ? true : undefined}
          aria-describedby={described('sex')}
          onChange={(e) => vm.set('sex', e.target.value)}
          onBlur={vm.blur}
        >
          <option value="">Не указан</option>
          {SEXES.map((s) => (
            <option key={s} value={s}>
              {SEX_LABELS[s]}
            </option>
          ))}
        </select>
        {error('sex')}
      </div>
      {TEXT_FIELDS.slice(3).map(textField)}
      <div className="profile-field">
        <label htmlFor={`${id}-phone`}>Телефон</label>
        <input
          id={`${id}-phone`}
          type="tel"
          readOnly
          value={formatPhone({ country: DEFAULT_COUNTRY, e164: profile.phone })}
          aria-describedby={`${id}-phone-hint`}
        />
        <span id={`${id}-phone-hint`} className="muted profile-field__hint">
          Номер, по которому вы входите в личный кабинет
        </span>
      </div>
      {profile.email && (
        <div className="profile-field">
          <label htmlFor={`${id}-email`}>E‑mail</label>
          <input id={`${id}-email`} type="email" readOnly value={profile.email} />
        </div>
      )}
      <div className="profile-personal__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Сохраняем…' : 'Сохранить'}
        </button>
        {state.status._tag === 'saved' && (
          <p role="status" className="profile-personal__saved" data-testid="personal-saved">
            Данные сохранены
          </p>
        )}
        {state.status._tag === 'failed' && (
          <p role="alert" className="field-error">
            {state.status.message}
          </p>
        )}
      </div>
    </form>
  );
}
