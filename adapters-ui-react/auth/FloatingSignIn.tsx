import { useEffect } from 'react';
import { useCoreServices } from '../shopContext';
import { useObservable } from '../useObservable';

/**
 * The floating one-tap sign-in offered to anonymous visitors (spec §4): its timer runs while mounted; `held`
 * while another bottom message has its turn, it waits.
 */
export function FloatingSignIn({ held }: { readonly held: boolean }) {
  const { floating, external, signIn } = useCoreServices().auth;
  const visible = useObservable(floating.visible$, floating.visible);
  useEffect(() => {
    floating.start(true);
    return floating.stop;
  }, [floating]);
  if (!visible || held) return null;
  const go = (channel: 'VKONTAKTE' | 'YANDEX_ID') => {
    floating.dismiss();
    void external.start(channel);
  };
  return (
    <aside className="floating-sign-in" aria-label="Быстрый вход" data-testid="floating-sign-in">
      <p className="floating-sign-in__title">Войдите в один клик</p>
      <div className="floating-sign-in__buttons">
        <button type="button" className="button" onClick={() => go('VKONTAKTE')}>
          VK ID
        </button>
        <button type="button" className="button" onClick={() => go('YANDEX_ID')}>
          Яндекс ID
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            floating.dismiss();
            signIn.open();
          }}
        >
          По номеру телефона
        </button>
      </div>
      <button type="button" className="floating-sign-in__close" aria-label="Закрыть" onClick={floating.close}>
        ×
      </button>
    </aside>
  );
}
