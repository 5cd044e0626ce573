import type { FormEvent } from 'react';
import { registrationMessages, type RegistrationField } from '../../application/auth/registrationForm';
import { useSignIn } from './useSignIn';

const FIELDS: readonly { field: RegistrationField; label: string; type: string; autoComplete: string }[] = [
  { field: 'firstName', label: 'Имя', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Фамилия', type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'E‑mail (необязательно)', type: 'email', autoComplete: 'email' },
];

/** Step 3 for a new account: first name, last name, e-mail; passive then aggressive validation (spec §5). */
export function RegistrationStep() {
  const { vm, state } = useSignIn();
  const messages = registrationMessages(state.registration);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submitRegistration();
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-hint">Осталось рассказать о себе</p>
      {FIELDS.map(({ field, label, type, autoComplete }, i) => (
        <label key={field} className="auth-field">
          <span>{label}</span>
          <input
            type={type}
            name={field}
            autoComplete={autoComplete}
            data-autofocus={i === 0 ? true : undefined}
            autoFocus={i === 0}
            value={state.registration.values[field]}
            onChange={(e) => vm.editRegistration(field, e.target.value)}
            onBlur={vm.blurRegistration}
            aria-invalid={messages[field] !== undefined}
            aria-describedby={messages[field] ? `auth-${field}-error` : undefined}
          />
          {messages[field] && (
            <span className="auth-error" id={`auth-${field}-error`}>
              {messages[field]}
            </span>
          )}
        </label>
      ))}
      {state.error && (
        <p className="auth-error" role="alert">
          {state.error}
        </p>
      )}
      <button type="submit" className="button button--primary button--wide" disabled={state.pending}>
        Сохранить
      </button>
    </form>
  );
}
