import { useEffect } from 'react';
import type { NotificationType } from '../../domain/display/layout';
import { useNotifications } from './useNotifications';

/** Code outside React (widgets, scripts) posts a message with `dispatchEvent(new CustomEvent(NOTIFY_EVENT, {detail: {type, text}}))`. */
const NOTIFY_EVENT = 'shop:notify';
const TYPES: readonly NotificationType[] = ['error', 'warn', 'success'];

const TYPE_LABEL = { error: 'Ошибка', warn: 'Внимание', success: 'Готово' } as const;

/** The notification stack, bottom right (spec §9): each message for 5000 ms, at most three. */
export function Notifications() {
  const { notifications, dismiss, notify } = useNotifications();
  useEffect(() => {
    const onNotify = (event: Event) => {
      const detail = (event as CustomEvent<{ type?: unknown; text?: unknown }>).detail;
      const type = TYPES.find((t) => t === detail?.type);
      if (type && typeof detail.text === 'string') notify(type, detail.text);
    };
    window.addEventListener(NOTIFY_EVENT, onNotify);
    return () => window.removeEventListener(NOTIFY_EVENT, onNotify);
  }, [notify]);
  return (
    <div className="notifications" aria-live="polite" aria-relevant="additions" data-testid="notifications">
      {notifications.map((n) => (
        <div key={n.id} className={`notification notification--${n.type}`} role={n.type === 'error' ? 'alert' : 'status'} data-testid="notification">
          <span className="visually-hidden">{TYPE_LABEL[n.type]}: </span>
          <p className="notification__text">{n.text}</p>
          {n.link && (
            <a
              className="notification__link"
              href={n.link.href}
              onClick={
                n.link.action &&
                ((event) => {
                  event.preventDefault();
                  dismiss(n.id);
                  n.link!.action!();
                })
              }
            >
              {n.link.label}
            </a>
          )}
          <button type="button" className="notification__close" aria-label="Закрыть уведомление" onClick={() => dismiss(n.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
