/** A required choice of a programme form (a sport, a rank), its error tied to it for screen readers. */
export function ProSelectField({
  id,
  label,
  empty,
  options,
  value,
  error,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  /** The first, empty option's text: what to choose. */
  readonly empty: string;
  readonly options: readonly { readonly code: string; readonly name: string }[];
  readonly value: string;
  readonly error?: string;
  readonly onChange: (value: string) => void;
}) {
  return (
    <div className="profile-field">
      <label htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <select
        id={id}
        value={value}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
