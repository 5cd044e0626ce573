import { useId, useState } from 'react';
import { Link } from 'react-router';
import { createNewsletterViewModel, shownErrors } from '../../application/shell/newsletterViewModel';
import { confirmationDialogText, submitDisabled } from '../../domain/validation/newsletterForm';
import { showsConsentCheckbox } from '../../domain/validation/newsletter';
import { validationMessage } from '../../domain/validation/messages';
import { Modal } from '../components/Modal';
import { useObservable } from '../useObservable';
import { useShellServices } from './useShellServices';

/** The footer's newsletter sign-up (spec §2 Footer, §4 Newsletter form); consent only for signed-in users (§6). */
export function NewsletterForm({ signedIn }: { readonly signedIn: boolean }) {
  const { newsletter } = useShellServices();
  const [vm] = useState(() => createNewsletterViewModel(newsletter, signedIn));
  const state = useObservable(vm.state$, vm.current);
  const [confirmationClosed, setConfirmationClosed] = useState(false);
  const ids = { email: useId(), error: useId(), consent: useId() };
  const errors = shownErrors(state);
  const confirmation = confirmationDialogText(state.status);

  if (state.status._tag === 'success') {
    return (
      <div className="newsletter newsletter--done" data-testid="newsletter">
        <p className="newsletter__title">Спасибо за подписку!</p>
        <p>Мы будем присылать вам лучшие предложения и новости на {state.email.trim()}.</p>
        <Modal
          open={confirmation !== null && !confirmationClosed}
          onClose={() => setConfirmationClosed(true)}
          title="Подписка на рассылку"
          testId="newsletter-confirmation"
        >
          <p>{confirmation}</p>
          <button type="button" className="button button--primary" onClick={() => setConfirmationClosed(true)}>
            Понятно
          </button>
        </Modal>
      </div>
    );
  }
  const emailError = errors.email ? validationMessage(errors.email) : state.status._tag === 'error' ? state.status.message : null;
  return (
    <form id="newsletter" className="newsletter" noValidate data-testid="newsletter" onSubmit={(e) => (e.preventDefault(), void vm.submit())}>
      <p className="newsletter__title" id={`${ids.email}-title`}>
        Хотите первыми узнавать о скидках?
      </p>
      <p className="newsletter__hint">Подпишитесь на рассылку — расскажем о распродажах, новинках и акциях.</p>
      <div className="newsletter__row">
        <label className="visually-hidden" htmlFor={ids.email}>
          E‑mail
        </label>
        <input
          id={ids.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="Ваш e-mail"
          value={state.email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? ids.error : undefined}
          onChange={(e) => vm.setEmail(e.target.value)}
          onBlur={vm.blur}
          onFocus={vm.focusEmail}
        />
        <button type="submit" className="button button--primary" disabled={submitDisabled(state.status)}>
          {state.status._tag === 'submitting' ? 'Отправляем…' : 'Подписаться'}
        </button>
      </div>
      {emailError && (
        <p id={ids.error} className="field-error" role="alert">
          {emailError}
        </p>
      )}
      {showsConsentCheckbox(signedIn) && (
        <label className="newsletter__consent" htmlFor={ids.consent}>
          <input id={ids.consent} type="checkbox" checked={state.consent} onChange={(e) => vm.setConsent(e.target.checked)} />
          <span>Я согласен получать рекламные рассылки</span>
        </label>
      )}
      {errors.consent && (
        <p className="field-error" role="alert">
          {validationMessage(errors.consent)}
        </p>
      )}
      <p className="newsletter__legal">
        Нажимая «Подписаться», вы соглашаетесь с <Link to="/privacy/">политикой конфиденциальности</Link>
        {signedIn ? '.' : ' и правилами клубной программы.'}
      </p>
    </form>
  );
}
