import { useId } from 'react';
import type { SportsKinds, TrainerProfile } from '../../adapters-http/contract/pro';
import type { ProApi } from '../../application/pro/ProApi';
import { agreementError, PRO_LIMITS, trainerErrors, type TrainerInput } from '../../domain/pro/proProgramme';
import { calendarDateAt, formatFormDate, parseDate } from '../../domain/validation/dates';
import { invalid } from '../../domain/validation/validationError';
import * as E from 'fp-ts/Either';
import { useServices } from '../shopContext';
import { ProAgreement, ProFormFooter, ProTextField } from './ProFields';
import { ProPersonFields } from './ProPersonFields';
import { ProDocumentField } from './ProDocumentField';
import { useProForm } from './useProForm';

type Values = TrainerInput & { readonly document: { readonly fileId: string; readonly name: string } | null; readonly agreement: boolean };

const formDate = (iso: string) => {
  const date = parseDate(iso);
  return E.isLeft(date) ? iso : formatFormDate(date.right);
};

const EMPTY: Values = { firstName: '', lastName: '', birthDate: '', sportKinds: [], organization: '', document: null, agreement: false };

/**
 * The trainer's application (spec §7 POST /pro/trainer-profiles) or, given the profile, its edit (PUT): names, birth date
 * (18+), sport kinds, club or school; a new application also takes a document photo and consent.
 */
export function TrainerForm({
  sportsKinds,
  profile,
  onDone,
}: {
  readonly sportsKinds: SportsKinds;
  readonly profile?: TrainerProfile;
  readonly onDone?: () => void;
}) {
  const services = useServices();
  const id = useId();
  const editing = profile !== undefined;
  const form = useProForm<Values, keyof TrainerInput | 'document' | 'agreement'>(
    profile ? { ...EMPTY, ...profile, birthDate: formDate(profile.birthDate), agreement: true } : EMPTY,
    (v) => ({
      ...trainerErrors(v, calendarDateAt(Date.now())),
      ...(editing ? {} : { document: v.document ? null : invalid('required'), agreement: agreementError(v.agreement) }),
    }),
  );
  const api = (): ProApi => services.pro!;
  const { values, messages } = form;

  const submit = async () => {
    const data = {
      firstName: values.firstName,
      lastName: values.lastName,
      birthDate: values.birthDate,
      sportKinds: values.sportKinds,
      organization: values.organization,
    };
    const sent = await form.submit(() => (editing ? api().updateTrainer(data) : api().registerTrainer(data, values.document!.fileId)));
    if (sent) onDone?.();
  };
  const toggleKind = (code: string, on: boolean) => form.set('sportKinds', on ? [...values.sportKinds, code] : values.sportKinds.filter((k) => k !== code));

  return (
    <form className="pro-form" noValidate aria-labelledby={`${id}-title`} data-testid="trainer-form" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <h2 id={`${id}-title`}>{editing ? 'Изменить анкету тренера' : 'Анкета тренера'}</h2>
      <ProPersonFields id={id} field={form.bind} />
      <fieldset className="pro-kinds" aria-describedby={`${id}-kinds-hint${messages.sportKinds ? ` ${id}-kinds-error` : ''}`}>
        <legend>
          Виды спорта<span aria-hidden="true"> *</span>
        </legend>
        <span id={`${id}-kinds-hint`} className="muted profile-field__hint">{`От одного до ${PRO_LIMITS.maxSportKinds}`}</span>
        <div className="pro-kinds__list">
          {sportsKinds.map((k) => (
            <label key={k.code} className="pro-kinds__kind">
              <input
                type="checkbox"
                name="sportKinds"
                value={k.code}
                checked={values.sportKinds.includes(k.code)}
                onChange={(e) => toggleKind(k.code, e.target.checked)}
              />
              {k.name}
            </label>
          ))}
        </div>
        {messages.sportKinds && (
          <p id={`${id}-kinds-error`} className="field-error">
            {messages.sportKinds}
          </p>
        )}
      </fieldset>
      <ProTextField id={`${id}-org`} label="Спортивная школа или клуб" maxLength={PRO_LIMITS.maxOrganization} {...form.bind('organization')} />
      {!editing && (
        <>
          <ProDocumentField id={`${id}-doc`} document={values.document} error={messages.document} onChange={(d) => form.set('document', d)} />
          <ProAgreement id={`${id}-agree`} checked={values.agreement} error={messages.agreement} onChange={(v) => form.set('agreement', v)} />
        </>
      )}
      <ProFormFooter
        label={editing ? 'Сохранить' : 'Отправить заявку'}
        sending={form.status._tag === 'sending'}
        failure={form.status._tag === 'failed' ? form.status.message : undefined}
      />
    </form>
  );
}
