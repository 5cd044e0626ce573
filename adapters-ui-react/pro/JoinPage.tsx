import { Form, Link, useLoaderData } from 'react-router';
import type { JoinPageData } from '../../adapters-http/contract/pro';
import { PRO_MESSAGES, PRO_ROLE_LABELS } from '../../domain/pro/proProgramme';
import { titled, type PageMeta } from '../meta';
import { ProSignInPrompt } from './ProFields';
import { SportsmanForm } from './SportsmanForm';

export const JOIN_PATH = '/pro-invitation/join';
export const joinMeta = (): PageMeta => ({ title: titled('Вступить по приглашению тренера'), canonical: JOIN_PATH });

/**
 * /pro-invitation/join (spec §2): the trainer's code (typed, or from ?code= of the shared link) checked on the
 * server, whose it is shown, then the sportsman's form; a visitor is asked to sign in, a member sees their state.
 */
export function JoinPage() {
  const data = useLoaderData() as JoinPageData;
  const member = data.membership && data.membership.role !== 'NONE' ? data.membership : null;
  const invitation = data.invitation?.valid ? data.invitation : null;
  return (
    <section className="pro-page">
      <p>
        <Link to="/pro-invitation/">Профессиональная программа</Link>
      </p>
      <h1>Вступить по приглашению тренера</h1>
      {member ? (
        <p
          className="pro-status"
          data-testid="pro-membership"
        >{`Вы участник программы: ${PRO_ROLE_LABELS[member.role as keyof typeof PRO_ROLE_LABELS].toLowerCase()}. ${member.statusName ?? ''}`}</p>
      ) : (
        <>
          <Form method="get" className="pro-code-form" aria-label="Проверка кода приглашения">
            <div className="profile-field">
              <label htmlFor="pro-join-code">Код приглашения</label>
              <span id="pro-join-code-hint" className="muted profile-field__hint">
                8 символов, его даёт тренер
              </span>
              <input
                id="pro-join-code"
                name="code"
                type="text"
                defaultValue={data.code}
                key={data.code}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={20}
                aria-invalid={data.invitation && !data.invitation.valid ? true : undefined}
                aria-describedby={`pro-join-code-hint${data.invitation && !data.invitation.valid ? ' pro-join-code-error' : ''}`}
              />
              {data.invitation && !data.invitation.valid && (
                <p id="pro-join-code-error" className="field-error" role="alert">
                  {PRO_MESSAGES.INVITATION_NOT_FOUND}
                </p>
              )}
            </div>
            <button type="submit" className="button">
              Проверить код
            </button>
          </Form>
          {invitation && (
            <>
              <p className="pro-invitation" data-testid="pro-invitation">{`Вас приглашает тренер ${invitation.trainerName}, ${invitation.organization}`}</p>
              {data.membership ? (
                <SportsmanForm code={data.code} sportsKinds={data.sportsKinds} trainerKinds={invitation.sportKinds} />
              ) : (
                <ProSignInPrompt text="Войдите по номеру телефона, чтобы вступить в программу." />
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
