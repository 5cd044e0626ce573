import { useId, useState, type FormEvent } from 'react';
import { WISHLIST_LIMITS } from '../../domain/wishlist/wishlist';

/** The name field of a new list; `create` answers the field error or null once created. */
export function CreateListForm({ create }: { readonly create: (name: string) => Promise<string | null> }) {
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const failure = await create(name);
    setBusy(false);
    setError(failure);
    if (!failure) setName('');
  };
  return (
    <form className="wishlist-create" onSubmit={submit} noValidate>
      <label htmlFor={id}>Название списка</label>
      <div className="wishlist-create__row">
        <input
          id={id}
          value={name}
          maxLength={WISHLIST_LIMITS.nameLength + 10}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          Создать список
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
