import { Link, useLoaderData } from 'react-router';
import type { ProMembership, ProProfilePageData } from '../../adapters-http/contract/pro';
import { PRO_ROLE_LABELS } from '../../domain/pro/proProgramme';
import { titled, type PageMeta } from '../meta';
import { AccountSection } from './AccountSection';
import { ProInvitationCode } from '../pro/ProInvitationCode';

export const PRO_PROFILE_PATH = '/profile/pro/';
export const proProfileMeta = (): PageMeta => ({ title: titled('Профессиональная программа'), canonical: PRO_PROFILE_PATH });

/** A member's card: role, state, the trainer's code and link or the sportsman's trainer. */
function MemberCard({ membership }: { readonly membership: ProMembership & { readonly role: Exclude<ProMembership['role'], 'NONE'> } }) {
  const { invitation, trainer } = membership;
  return (
    <div className="pro-member" data-testid="pro-profile">
      <dl className="pro-data">
        <dt>Участие</dt>
        <dd data-testid="pro-role">{PRO_ROLE_LABELS[membership.role]}</dd>
        <dt>Статус заявки</dt>
        <dd>
          <span className={`pro-status pro-status--${(membership.status ?? '').toLowerCase()}`} data-testid="pro-status">
            {membership.statusName}
          </span>
        </dd>
        {trainer && (
          <>
            <dt>Тренер</dt>
            <dd data-testid="pro-trainer">{`${trainer.name}, ${trainer.organization}`}</dd>
          </>
        )}
      </dl>
      {membership.status === 'UNDER_REVIEW' && <p className="muted">Мы проверим заявку и сообщим о решении.</p>}
      {membership.status === 'REJECTED' && <p className="muted">Заявка отклонена. Если это ошибка, напишите нам в разделе «Обращения».</p>}
      {invitation && membership.status !== 'REJECTED' && <ProInvitationCode code={invitation.code} url={invitation.url} />}
      {membership.role === 'TRAINER' && (
        <p>
          <Link to="/pro-invitation/trainer-profile">Анкета тренера</Link>
        </p>
      )}
    </div>
  );
}

/** /profile/pro/ (spec §2 Profile routes: the sportsman's profile; docs/pro-programme.md): the customer's place in the programme. */
export function ProProfilePage() {
  const data = useLoaderData() as ProProfilePageData;
  const membership = data.signedIn ? data.membership : null;
  return (
    <AccountSection title="Профессиональная программа" signedIn={data.signedIn} prompt="Войдите, чтобы увидеть свою анкету в профессиональной программе.">
      {membership &&
        (membership.role === 'NONE' ? (
          <>
            <p className="empty">Вы пока не участвуете в профессиональной программе.</p>
            <p>
              <Link className="button button--primary" to="/pro-invitation/">
                Узнать о программе
              </Link>
            </p>
          </>
        ) : (
          <MemberCard membership={{ ...membership, role: membership.role }} />
        ))}
    </AccountSection>
  );
}
