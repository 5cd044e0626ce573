import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { PersonalPageData } from '../../adapters-http/contract/personalProfile';
import { titled, type PageMeta } from '../meta';
import { useServices } from '../shopContext';
import { AccountSection } from './AccountSection';
import { PERSONAL_PATH } from './personalPath';
import * as E from 'fp-ts/Either';

export const DELETE_PROFILE_PATH = '/profile/delete/';
export const deleteProfileMeta = (): PageMeta => ({ title: titled('Удаление личного кабинета'), canonical: DELETE_PROFILE_PATH });

type Step = { readonly _tag: 'idle' | 'confirming' | 'deleting' } | { readonly _tag: 'failed'; readonly message: string };

/** The two steps of deleting: ask to confirm, then delete and leave for the home page, signed out (docs/profile.md). */
function DeleteProfile() {
  const services = useServices();
  const [step, setStep] = useState<Step>({ _tag: 'idle' });
  const remove = async () => {
    setStep({ _tag: 'deleting' });
    const answer = await services.personalData!.deleteProfile();
    // A full load: the whole page, header included, is then a signed-out visitor's.
    if (E.isRight(answer)) window.location.assign('/');
    else setStep({ _tag: 'failed', message: answer.left.message });
  };
  if (step._tag === 'idle') {
    return (
      <button type="button" className="button" onClick={() => setStep({ _tag: 'confirming' })}>
        Удалить личный кабинет
      </button>
    );
  }
  return (
    <div className="profile-delete__confirm" role="group" aria-labelledby="profile-delete-question" data-testid="delete-confirmation">
      <p id="profile-delete-question">
        <strong>Удалить личный кабинет? Восстановить его будет нельзя.</strong>
      </p>
      <div className="profile-personal__actions">
        <button type="button" className="button button--danger" disabled={step._tag === 'deleting'} onClick={() => void remove()}>
          {step._tag === 'deleting' ? 'Удаляем…' : 'Да, удалить'}
        </button>
        <button type="button" className="button" disabled={step._tag === 'deleting'} onClick={() => setStep({ _tag: 'idle' })}>
          Отмена
        </button>
      </div>
      {step._tag === 'failed' && (
        <p role="alert" className="field-error">
          {step.message}
        </p>
      )}
    </div>
  );
}

/** /profile/delete (spec §2 Profile routes): what deleting does, and the button with its confirmation step. */
export function DeleteProfilePage() {
  const data = useLoaderData() as PersonalPageData;
  return (
    <AccountSection title="Удаление личного кабинета" signedIn={data.signedIn} prompt="Войдите, чтобы удалить личный кабинет.">
      <div className="profile-delete">
        <p>После удаления:</p>
        <ul>
          <li>имя, дата рождения, адрес, e‑mail, адреса доставки, Избранное и списки будут удалены;</li>
          <li>накопленные бонусы сгорят;</li>
          <li>заказы останутся в учёте магазина без ваших данных;</li>
          <li>вы выйдете из личного кабинета на всех устройствах;</li>
          <li>с этим номером телефона можно будет зарегистрироваться заново.</li>
        </ul>
        <DeleteProfile />
        <p>
          <Link to={PERSONAL_PATH}>Вернуться к личным данным</Link>
        </p>
      </div>
    </AccountSection>
  );
}
