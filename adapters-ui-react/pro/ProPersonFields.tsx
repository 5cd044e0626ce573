import { ProTextField } from './ProFields';

type PersonField = 'firstName' | 'lastName' | 'birthDate';

/** The applicant's names and birth date (18+), the same on every programme form (spec §5). */
export function ProPersonFields({
  id,
  field,
}: {
  readonly id: string;
  /** The form's binding of a field: its value, shown error and edit. */
  readonly field: (key: PersonField) => { readonly value: string; readonly error?: string; readonly onChange: (value: string) => void };
}) {
  return (
    <>
      <ProTextField id={`${id}-first`} label="Имя" autoComplete="given-name" {...field('firstName')} />
      <ProTextField id={`${id}-last`} label="Фамилия" autoComplete="family-name" {...field('lastName')} />
      <ProTextField
        id={`${id}-birth`}
        label="Дата рождения"
        hint="ДД.ММ.ГГГГ, участвовать можно с 18 лет"
        autoComplete="bday"
        inputMode="numeric"
        {...field('birthDate')}
      />
    </>
  );
}
