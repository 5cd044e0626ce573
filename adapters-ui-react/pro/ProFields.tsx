import type { ReactNode } from 'react';
import { useSignIn } from '../auth/useSignIn';

/** A labelled text field of a programme form, its hint and error tied to it for screen readers. */
export function ProTextField({
  id,
  label,
  value,
  error,
  hint,
  required = true,
  autoComplete,
  inputMode,
  maxLength,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly error?: string;
  readonly hint?: string;
  readonly required?: boolean;
  readonly autoComplete?: string;
  readonly inputMode?: 'numeric' | 'text';
  readonly maxLength?: number;
  readonly onChange: (value: string) => void;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="profile-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <span id={`${id}-hint`} className="muted profile-field__hint">
          {hint}
        </span>
      )}
      <input
        id={id}
        type="text"
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The consent checkbox every application needs (spec §5 agreement). */
export function ProAgreement({
  id,
  checked,
  error,
  onChange,
}: {
  readonly id: string;
  readonly checked: boolean;
  readonly error?: string;
  readonly onChange: (checked: boolean) => void;
}) {
  return (
    <div className="pro-agreement">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>
        Я согласен на <a href="/personaldataprocessing">обработку персональных данных</a>
      </label>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The send button, the server's refusal and the form's state, announced. */
export function ProFormFooter({
  label,
  sending,
  failure,
  children,
}: {
  readonly label: string;
  readonly sending: boolean;
  readonly failure?: string;
  readonly children?: ReactNode;
}) {
  return (
    <>
      <button type="submit" className="button button--primary" aria-disabled={sending} aria-busy={sending}>
        {sending ? 'Отправляем…' : label}
      </button>
      <div aria-live="polite">{children}</div>
      {failure && (
        <p role="alert" className="field-error" data-testid="pro-error">
          {failure}
        </p>
      )}
    </>
  );
}

/** For a visitor: what signing in gives here, and the way in. */
export function ProSignInPrompt({ text }: { readonly text: string }) {
  const { vm: signIn } = useSignIn();
  return (
    <div className="pro-prompt">
      <p>{text}</p>
      <button type="button" className="button button--primary" onClick={signIn.open}>
        Войти
      </button>
    </div>
  );
}
