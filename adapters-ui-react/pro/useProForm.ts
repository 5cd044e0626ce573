import * as E from 'fp-ts/Either';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { FieldErrors } from '../../domain/validation/formValidation';
import type { ValidationError } from '../../domain/validation/validationError';
import { initialFormValidation, isValid, onFormEvent, visibleErrors } from '../../domain/validation/formValidation';
import { validationMessage } from '../../domain/validation/messages';

type Status = { readonly _tag: 'idle' | 'sending' | 'sent' } | { readonly _tag: 'failed'; readonly message: string };

/**
 * A programme form's state (spec §5): nothing shown before the first send, every rule on each edit after it;
 * sent only when valid, then the page's data reloaded so it shows what the server now holds.
 */
export function useProForm<V extends object, F extends string>(initial: V, rules: (values: V) => FieldErrors<F>) {
  const [values, setValues] = useState(initial);
  const [form, setForm] = useState(initialFormValidation<F>());
  const [status, setStatus] = useState<Status>({ _tag: 'idle' });
  const revalidator = useRevalidator();
  const shown = visibleErrors(form);
  const messages = Object.fromEntries(
    Object.entries(shown)
      .filter(([, e]) => e != null)
      .map(([f, e]) => [f, validationMessage(e as ValidationError)]),
  ) as Partial<Record<F, string>>;
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setForm((f) => onFormEvent(f, 'input', rules(next)));
  };
  return {
    values,
    messages,
    status,
    set,
    /** A field's value, shown error and edit, to spread on its input. */
    bind: <K extends keyof V & F>(key: K) => ({ value: values[key], error: messages[key], onChange: (value: V[K]) => set(key, value) }),
    /** Validates, then sends; true once the server took it. */
    submit: async (send: (values: V) => Promise<E.Either<{ readonly message: string }, unknown>>): Promise<boolean> => {
      const errors = rules(values);
      setForm((f) => onFormEvent(f, 'submit', errors));
      if (!isValid(errors) || status._tag === 'sending') return false;
      setStatus({ _tag: 'sending' });
      const answer = await send(values);
      if (E.isLeft(answer)) {
        setStatus({ _tag: 'failed', message: answer.left.message });
        return false;
      }
      setStatus({ _tag: 'sent' });
      revalidator.revalidate();
      return true;
    },
  };
}
