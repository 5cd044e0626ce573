import { useId } from 'react';
import type { SportsKinds } from '../../adapters-http/contract/pro';
import { agreementError, sportsmanErrors, type SportsmanInput } from '../../domain/pro/proProgramme';
import { calendarDateAt } from '../../domain/validation/dates';
import { useServices } from '../shopContext';
import { ProAgreement, ProFormFooter } from './ProFields';
import { ProPersonFields } from './ProPersonFields';
import { ProSelectField } from './ProSelectField';
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
      <ProPersonFields id={id} field={form.bind} />
      <ProSelectField id={`${id}-kind`} label="Вид спорта" empty="Выберите вид спорта" options={kinds} {...form.bind('sportKind')} />
      <ProAgreement id={`${id}-agree`} checked={values.agreement} error={messages.agreement} onChange={(v) => form.set('agreement', v)} />
      <ProFormFooter
        label="Вступить в программу"
        sending={form.status._tag === 'sending'}
        failure={form.status._tag === 'failed' ? form.status.message : undefined}
      />
    </form>
  );
}
