import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { SportsKinds, TrainerPageData, TrainerProfile } from '../../adapters-http/contract/pro';
import { DEFAULT_COUNTRY } from '../../domain/country/country';
import { formatPhone } from '../../domain/phone/phone';
import { PRO_ROLE_LABELS } from '../../domain/pro/proProgramme';
import { titled, type PageMeta } from '../meta';
import { ProSignInPrompt } from './ProFields';
import { ProInvitationCode } from './ProInvitationCode';
import { TrainerForm } from './TrainerForm';

export const TRAINER_PATH = '/pro-invitation/trainer-profile';
export const trainerMeta = (): PageMeta => ({ title: titled('Анкета тренера'), canonical: TRAINER_PATH });

const kindNames = (kinds: SportsKinds, codes: readonly string[]) => codes.map((c) => kinds.find((k) => k.code === c)?.name ?? c).join(', ');

/** The trainer's profile: state, the code and link to share, data, and the way to edit it. */
function TrainerCard({ profile, sportsKinds }: { readonly profile: TrainerProfile; readonly sportsKinds: SportsKinds }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="pro-trainer" data-testid="trainer-profile">
      <p className={`pro-status pro-status--${profile.status.toLowerCase()}`}>{profile.statusName}</p>
      {profile.status === 'UNDER_REVIEW' && <p>Мы проверим документ и сообщим о решении. Приглашать спортсменов можно уже сейчас.</p>}
      {profile.status !== 'REJECTED' && (
        <ProInvitationCode code={profile.invitationCode} url={profile.invitationUrl}>
          <p className="muted">{`Присоединились по коду: ${profile.sportsmen}`}</p>
        </ProInvitationCode>
      )}
      {editing ? (
        <TrainerForm sportsKinds={sportsKinds} profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl className="pro-data">
            <dt>Имя и фамилия</dt>
            <dd>{`${profile.firstName} ${profile.lastName}`}</dd>
            <dt>Телефон для связи</dt>
            <dd>{formatPhone({ country: DEFAULT_COUNTRY, e164: profile.phone })}</dd>
            <dt>Дата рождения</dt>
            <dd>{profile.birthDate.split('-').reverse().join('.')}</dd>
            <dt>Виды спорта</dt>
            <dd>{kindNames(sportsKinds, profile.sportKinds)}</dd>
            <dt>Спортивная школа или клуб</dt>
            <dd>{profile.organization}</dd>
          </dl>
          <button type="button" className="button" onClick={() => setEditing(true)}>
            Изменить анкету
          </button>
        </>
      )}
    </div>
  );
}

/** /pro-invitation/trainer-profile (spec §2): the application form, or the trainer's profile; a sign-in prompt for a visitor. */
export function TrainerProfilePage() {
  const data = useLoaderData() as TrainerPageData;
  const other = data.signedIn && data.membership.role !== 'NONE' && data.membership.role !== 'TRAINER' ? data.membership : null;
  return (
    <section className="pro-page">
      <p>
        <Link to="/pro-invitation/">Профессиональная программа</Link>
      </p>
      <h1>Анкета тренера</h1>
      {!data.signedIn && <ProSignInPrompt text="Войдите по номеру телефона, чтобы подать заявку тренера или посмотреть свою анкету." />}
      {other && (
        <p className="pro-prompt">{`Вы уже участвуете в программе: ${PRO_ROLE_LABELS[other.role as keyof typeof PRO_ROLE_LABELS].toLowerCase()}, ${other.statusName?.toLowerCase()}.`}</p>
      )}
      {data.signedIn &&
        !other &&
        (data.profile ? <TrainerCard profile={data.profile} sportsKinds={data.sportsKinds} /> : <TrainerForm sportsKinds={data.sportsKinds} />)}
    </section>
  );
}
