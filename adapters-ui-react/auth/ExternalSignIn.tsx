import { useEffect } from 'react';
import { AUTH_FAILURE_ALERT } from '../../domain/errors/genericMessages';
import { Modal } from '../components/Modal';
import { useServices } from '../shopContext';
import { useObservable } from '../useObservable';

const SERVICES = [
  { channel: 'VKONTAKTE', label: 'VK ID' },
  { channel: 'SBER_ID', label: 'Сбер ID' },
  { channel: 'YANDEX_ID', label: 'Яндекс ID' },
] as const;

/** Buttons for VK ID, Sber ID and Yandex ID in the dialog's first step (spec §4 Auth). */
export function ExternalSignInButtons() {
  const { external } = useServices().auth;
  return (
    <div className="auth-external">
      <p className="auth-external__title">Или войдите через</p>
      <div className="auth-external__buttons">
        {SERVICES.map(({ channel, label }) => (
          <button key={channel} type="button" className="button auth-external__button" onClick={() => void external.start(channel)}>
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Finishes a sign-in that came back from a service with its payload (the spec's alert on failure), or opens the dialog on `?login=1`. */
export function ExternalSignInReturn() {
  const { external, signIn } = useServices().auth;
  const alert = useObservable(external.alert$, external.alertShown);
  useEffect(() => {
    void external.completeFromUrl();
    // A sign-in link that keeps the visitor on the page (FT9519 itself sends them to /login/?backUrl=…).
    const url = new URL(window.location.href);
    if (url.searchParams.get('login') === '1') {
      url.searchParams.delete('login');
      window.history.replaceState(window.history.state, '', url.pathname + url.search);
      signIn.open();
    }
  }, [external, signIn]);
  return (
    <Modal open={alert} onClose={external.closeAlert} title={AUTH_FAILURE_ALERT.title} testId="auth-alert">
      <p>{AUTH_FAILURE_ALERT.text}</p>
      <button type="button" className="button button--primary button--wide" onClick={external.closeAlert}>
        Понятно
      </button>
    </Modal>
  );
}
