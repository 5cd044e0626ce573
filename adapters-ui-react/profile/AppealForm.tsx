import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { AppealOrders, AppealStores, AppealTypes } from '../../adapters-http/contract/appeals';
import { appealFormMessages, createAppealFormViewModel } from '../../application/appeals/appealFormViewModel';
import { APPEAL_LIMITS, type AppealField } from '../../domain/appeals/appeals';
import { APPEAL_FILE_LIMITS } from '../../domain/appeals/appealFiles';
import { useServicesForActions } from '../shopContext';
import { useObservable } from '../useObservable';
import { dayLabel } from './dayLabel';

/** The new-appeal form (spec §7 POST /feedback/appeals): type, the order or store it needs, text, e-mail for the answer. */
export function AppealForm({ types, orders, stores }: { readonly types: AppealTypes; readonly orders: AppealOrders; readonly stores: AppealStores }) {
  const services = useServicesForActions();
  // The API exists only in the browser; on the server the form is only rendered, never sent.
  const [vm] = useState(() =>
    createAppealFormViewModel({ upload: (file) => services.appeals!.upload(file), post: (draft, fileIds) => services.appeals!.post(draft, fileIds) }),
  );
  const state = useObservable(vm.state$, vm.current);
  const revalidator = useRevalidator();
  const messages = appealFormMessages(state);
  const id = useId();
  const type = types.find((t) => t.code === state.values.type);
  const sending = state.status._tag === 'sending';
  const fieldProps = (field: AppealField, required: boolean) => ({
    id: `${id}-${field}`,
    name: field,
    value: state.values[field],
    'aria-required': required || undefined,
    'aria-invalid': messages[field] ? true : undefined,
    'aria-describedby': messages[field] ? `${id}-${field}-error` : undefined,
    onBlur: vm.blur,
  });
  const error = (field: AppealField) =>
    messages[field] && (
      <p id={`${id}-${field}-error`} className="field-error">
        {messages[field]}
      </p>
    );
  const label = (field: AppealField, text: string, required: boolean) => (
    <label htmlFor={`${id}-${field}`}>
      {text}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );

  const submit = async () => {
    if (await vm.submit()) revalidator.revalidate();
  };
  return (
    <form
      className="appeal-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-title`}>Новое обращение</h2>
      <div className="profile-field">
        {label('type', 'Тема обращения', true)}
        <select {...fieldProps('type', true)} onChange={(e) => vm.set('type', e.target.value)}>
          <option value="">Выберите тему</option>
          {types.map((t) => (
            <option key={t.code} value={t.code}>
              {t.name}
            </option>
          ))}
        </select>
        {error('type')}
      </div>
      {type?.needsOrder && (
        <div className="profile-field">
          {label('orderNumber', 'Заказ', true)}
          <select {...fieldProps('orderNumber', true)} onChange={(e) => vm.set('orderNumber', e.target.value)}>
            <option value="">{orders.length === 0 ? 'У вас пока нет заказов' : 'Выберите заказ'}</option>
            {orders.map((o) => (
              <option key={o.orderNumber} value={o.orderNumber}>{`№ ${o.orderNumber} от ${dayLabel(o.createdAt)}, ${o.statusName.toLowerCase()}`}</option>
            ))}
          </select>
          {error('orderNumber')}
        </div>
      )}
      {type?.needsStore && (
        <div className="profile-field">
          {label('storeNumber', 'Магазин', true)}
          <select {...fieldProps('storeNumber', true)} onChange={(e) => vm.set('storeNumber', e.target.value)}>
            <option value="">Выберите магазин</option>
            {stores.map((s) => (
              <option key={s.storeNumber} value={s.storeNumber}>{`${s.name}, ${s.address}`}</option>
            ))}
          </select>
          {error('storeNumber')}
        </div>
      )}
      <div className="profile-field">
        {label('text', 'Текст обращения', true)}
        <textarea
          {...fieldProps('text', true)}
          rows={6}
          maxLength={APPEAL_LIMITS.maxText}
          onChange={(e) => vm.set('text', e.target.value)}
          aria-describedby={[`${id}-text-hint`, messages.text ? `${id}-text-error` : ''].filter(Boolean).join(' ')}
        />
        <span
          id={`${id}-text-hint`}
          className="muted profile-field__hint"
        >{`От ${APPEAL_LIMITS.minText} до ${APPEAL_LIMITS.maxText} символов, сейчас ${Array.from(state.values.text.trim()).length}`}</span>
        {error('text')}
      </div>
      <div className="profile-field">
        {label('email', 'E‑mail для ответа', false)}
        <input {...fieldProps('email', false)} type="email" autoComplete="email" inputMode="email" onChange={(e) => vm.set('email', e.target.value)} />
        {error('email')}
      </div>
      <div className="profile-field">
        <label htmlFor={`${id}-file`}>Фото или документ</label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          aria-describedby={`${id}-file-hint`}
          disabled={state.files.length >= APPEAL_FILE_LIMITS.perAppeal}
          aria-busy={state.uploading}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) void vm.attach(file);
          }}
        />
        <span
          id={`${id}-file-hint`}
          className="muted profile-field__hint"
        >{`JPEG, PNG, WebP или PDF до 10 МБ, не больше ${APPEAL_FILE_LIMITS.perAppeal} файлов`}</span>
        <div aria-live="polite">{state.uploading && <p className="muted">Загружаем файл…</p>}</div>
        {state.fileError && (
          <p role="alert" className="field-error" data-testid="appeal-file-error">
            {state.fileError}
          </p>
        )}
        {state.files.length > 0 && (
          <ul className="appeal-files" aria-label="Приложенные файлы" data-testid="appeal-files">
            {state.files.map((f) => (
              <li key={f.fileId}>
                <span>{f.name}</span>
                <button type="button" className="link-button" aria-label={`Убрать файл ${f.name}`} onClick={() => vm.detach(f.fileId)}>
                  Убрать
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <button type="submit" className="button button--primary" aria-disabled={sending} aria-busy={sending}>
        {sending ? 'Отправляем…' : 'Отправить обращение'}
      </button>
      <div aria-live="polite">
        {state.status._tag === 'sent' && (
          <p
            role="status"
            className="appeal-form__sent"
            data-testid="appeal-sent"
          >{`Обращение № ${state.status.appealNumber} отправлено. Ответ придёт в уведомления.`}</p>
        )}
      </div>
      {state.status._tag === 'failed' && (
        <p role="alert" className="field-error" data-testid="appeal-error">
          {state.status.message}
        </p>
      )}
    </form>
  );
}
