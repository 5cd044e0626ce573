import { useId } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { IndividualPageData, SportsKinds } from '../../adapters-http/contract/pro';
import { agreementError, individualErrors, PRO_ROLE_LABELS, SPORT_RANKS, type IndividualInput } from '../../domain/pro/proProgramme';
import { calendarDateAt } from '../../domain/validation/dates';
import { invalid } from '../../domain/validation/validationError';
import { titled, type PageMeta } from '../meta';
import { useServices } from '../shopContext';
import { ProDocumentField, type UploadedDocument } from './ProDocumentField';
import { ProAgreement, ProFormFooter, ProSignInPrompt } from './ProFields';
import { ProPersonFields } from './ProPersonFields';
import { ProSelectField } from './ProSelectField';
import { useProForm } from './useProForm';

export const INDIVIDUAL_PATH = '/pro-invitation/individual';
export const individualMeta = (): PageMeta => ({ title: titled('Спортсменам без тренера'), canonical: INDIVIDUAL_PATH });

type Values = IndividualInput & { readonly document: UploadedDocument; readonly agreement: boolean };

/** An individual sportsman's application (spec §7 POST /pro/individual-sportsmen): names, birth date (18+), sport, rank, document, consent. */
function IndividualForm({ sportKinds }: { readonly sportKinds: SportsKinds }) {
  const services = useServices();
  const id = useId();
  const form = useProForm<Values, keyof IndividualInput | 'document' | 'agreement'>(
    { firstName: '', lastName: '', birthDate: '', sportKind: '', rank: '', document: null, agreement: false },
    (v) => ({ ...individualErrors(v, calendarDateAt(Date.now())), document: v.document ? null : invalid('required'), agreement: agreementError(v.agreement) }),
  );
  const { values, messages } = form;
  const submit = () =>
    form.submit(() =>
      services.pro!.applyAsIndividual(
        { firstName: values.firstName, lastName: values.lastName, birthDate: values.birthDate, sportKind: values.sportKind, rank: values.rank },
        values.document!.fileId,
      ),
    );
  return (
    <form className="pro-form" noValidate aria-labelledby={`${id}-title`} data-testid="individual-form" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <h2 id={`${id}-title`}>Анкета спортсмена</h2>
      <ProPersonFields id={id} field={form.bind} />
      <ProSelectField id={`${id}-sportKind`} label="Вид спорта" empty="Выберите вид спорта" options={sportKinds} {...form.bind('sportKind')} />
      <ProSelectField id={`${id}-rank`} label="Разряд или звание" empty="Выберите разряд или звание" options={SPORT_RANKS} {...form.bind('rank')} />
      <ProDocumentField id={`${id}-doc`} document={values.document} error={messages.document} onChange={(d) => form.set('document', d)} />
      <ProAgreement id={`${id}-agree`} checked={values.agreement} error={messages.agreement} onChange={(v) => form.set('agreement', v)} />
      <ProFormFooter
        label="Отправить заявку"
        sending={form.status._tag === 'sending'}
        failure={form.status._tag === 'failed' ? form.status.message : undefined}
      />
    </form>
  );
}

/** /pro-invitation/individual (spec §2 «individual sportsman»): the application of a sportsman without a trainer. */
export function IndividualPage() {
  const data = useLoaderData() as IndividualPageData;
  const member = data.membership && data.membership.role !== 'NONE' ? data.membership : null;
  return (
    <section className="pro-page">
      <p>
        <Link to="/pro-invitation/">Профессиональная программа</Link>
      </p>
      <h1>Спортсменам без тренера</h1>
      <p>Если вы выступаете самостоятельно, подтвердите разряд или звание документом — заявку рассмотрят сотрудники магазина.</p>
      {!data.membership && <ProSignInPrompt text="Войдите по номеру телефона, чтобы подать заявку." />}
      {member && (
        <p className="pro-status" data-testid="pro-membership">
          {`Вы участник программы: ${PRO_ROLE_LABELS[member.role as keyof typeof PRO_ROLE_LABELS].toLowerCase()}. ${member.statusName ?? ''}`}
        </p>
      )}
      {data.membership && !member && <IndividualForm sportKinds={data.sportKinds} />}
    </section>
  );
}
