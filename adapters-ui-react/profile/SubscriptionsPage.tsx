import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import * as E from 'fp-ts/Either';
import type { SubscriptionsPageData } from '../../adapters-http/contract/profileSubscriptions';
import { subscriptionList, type ChannelSubscription, type CommunicationChannel } from '../../domain/profile/subscriptions';
import { titled, type PageMeta } from '../meta';
import { useServices } from '../shopContext';
import { AccountSection } from './AccountSection';

export const SUBSCRIPTIONS_PATH = '/profile/subscriptions/';
export const subscriptionsMeta = (): PageMeta => ({ title: titled('Подписки'), canonical: SUBSCRIPTIONS_PATH });

const CHANNELS: Record<CommunicationChannel, { readonly label: string; readonly hint: string }> = {
  EMAIL: { label: 'Электронная почта', hint: 'Новинки, акции и подборки на почту из личных данных' },
  SMS: { label: 'СМС', hint: 'Скидки и персональные предложения на ваш номер телефона' },
  APP_PUSH: { label: 'Push-уведомления', hint: 'Акции и новости в мобильном приложении' },
};

type Status =
  | { readonly _tag: 'idle' }
  | { readonly _tag: 'saving'; readonly change: ChannelSubscription }
  | { readonly _tag: 'saved' }
  | { readonly _tag: 'failed'; readonly message: string };

/** /profile/subscriptions/ (spec §2 Profile routes, §3 Profile subscriptions): a switch per channel, saved as soon as it is flipped. */
export function SubscriptionsPage() {
  const data = useLoaderData() as SubscriptionsPageData;
  const { subscriptions: api } = useServices();
  const [list, setList] = useState<readonly ChannelSubscription[]>(data.signedIn ? data.subscriptions : []);
  const [status, setStatus] = useState<Status>({ _tag: 'idle' });
  // Switches wait for hydration: a flip before it would not be saved.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // The switch being saved shows its new position; a refusal puts it back.
  const pending = status._tag === 'saving' ? [status.change] : [];
  const chosen = Object.fromEntries([...list, ...pending].map((s) => [s.communicationChannel, s.isSubscribed]));

  const change = async (communicationChannel: CommunicationChannel, isSubscribed: boolean) => {
    // One save at a time; the switches stay focusable meanwhile (aria-disabled), so the keyboard keeps its place.
    if (!api || status._tag === 'saving') return;
    setStatus({ _tag: 'saving', change: { communicationChannel, isSubscribed } });
    const answer = await api.change({ communicationChannel, isSubscribed });
    if (E.isRight(answer)) setList(answer.right);
    setStatus(E.isRight(answer) ? { _tag: 'saved' } : { _tag: 'failed', message: answer.left.message });
  };

  return (
    <AccountSection title="Подписки" signedIn={data.signedIn} prompt="Войдите, чтобы выбрать, как получать новости и предложения магазина.">
      <p className="muted">Выберите, как получать новости, акции и персональные предложения. Сообщения о заказах приходят всегда.</p>
      <ul className="subscription-list" data-testid="subscriptions">
        {subscriptionList(chosen).map(({ communicationChannel: channel, isSubscribed }) => {
          const saving = status._tag === 'saving' && status.change.communicationChannel === channel;
          return (
            <li key={channel} className="subscription">
              <label className="subscription__switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={isSubscribed}
                  disabled={!ready}
                  aria-disabled={status._tag === 'saving'}
                  aria-busy={saving}
                  aria-describedby={`subscription-${channel}-hint`}
                  onChange={(e) => void change(channel, e.currentTarget.checked)}
                />
                <span className="subscription__label">{CHANNELS[channel].label}</span>
              </label>
              <p id={`subscription-${channel}-hint`} className="muted subscription__hint">
                {saving ? 'Сохраняем…' : CHANNELS[channel].hint}
              </p>
            </li>
          );
        })}
      </ul>
      <div aria-live="polite">
        {status._tag === 'saved' && (
          <p role="status" className="subscription__saved" data-testid="subscriptions-saved">
            Настройки сохранены
          </p>
        )}
      </div>
      {status._tag === 'failed' && (
        <p role="alert" className="field-error" data-testid="subscriptions-error">
          {status.message}
        </p>
      )}
    </AccountSection>
  );
}
