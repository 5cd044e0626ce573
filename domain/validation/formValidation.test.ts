import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialFormValidation, isValid, onFormEvent, validationMode, visibleErrors, type FieldErrors, type FormEvent } from './formValidation';
import { newsletterErrors, newsletterRequest, showsConsentCheckbox } from './newsletter';
import { confirmationDialogText, newsletterTransition, submitDisabled, type NewsletterStatus } from './newsletterForm';

type F = 'email' | 'consent';
const emailMissing: FieldErrors<F> = { email: { _tag: 'required' }, consent: null };

describe('passive before first submit, aggressive after (spec §4, §5)', () => {
  it('shows nothing while typing before the first submit', () => {
    let form = initialFormValidation<F>();
    form = onFormEvent(form, 'input', emailMissing);
    form = onFormEvent(form, 'blur', emailMissing);
    expect(validationMode(form)).toBe('passive');
    expect(visibleErrors(form)).toEqual({});
  });

  it('shows errors on submit and then updates them on every input', () => {
    let form = onFormEvent(initialFormValidation<F>(), 'submit', emailMissing);
    expect(validationMode(form)).toBe('aggressive');
    expect(visibleErrors(form)).toEqual(emailMissing);
    form = onFormEvent(form, 'input', { email: null, consent: null });
    expect(isValid(visibleErrors(form))).toBe(true);
  });

  it('before any submit nothing is visible; after one, exactly the latest errors are', () => {
    const errors = fc.record({ email: fc.constantFrom(null, { _tag: 'email' as const }), consent: fc.constantFrom(null, { _tag: 'agreement' as const }) });
    const event = fc.constantFrom<FormEvent>('input', 'change', 'blur', 'submit');
    fc.assert(
      fc.property(fc.array(fc.tuple(event, errors)), (steps) => {
        let form = initialFormValidation<F>();
        for (const [e, errs] of steps) form = onFormEvent(form, e, errs);
        const firstSubmit = steps.findIndex(([e]) => e === 'submit');
        if (firstSubmit < 0) expect(visibleErrors(form)).toEqual({});
        else expect(visibleErrors(form)).toEqual(steps[steps.length - 1]![1]);
      }),
    );
  });
});

describe('newsletter (spec §4 Newsletter form, §5 Newsletter, §6)', () => {
  it('requires a valid email; consent only for logged-in users', () => {
    expect(newsletterErrors({ email: '', consent: false }, false)).toEqual({ email: { _tag: 'required' }, consent: null });
    expect(newsletterErrors({ email: 'a@b.ru', consent: false }, false)).toEqual({ email: null, consent: null });
    expect(newsletterErrors({ email: 'a@b.ru', consent: false }, true)).toEqual({ email: null, consent: { _tag: 'agreement' } });
    expect(showsConsentCheckbox(false)).toBe(false);
    expect(newsletterRequest(' a@b.ru ')).toEqual({ source: 'footer', channel: { type: 'EMAIL', destination: 'a@b.ru' } });
  });

  it('goes idle → submitting → success or error; the error clears on e-mail focus', () => {
    const idle: NewsletterStatus = { _tag: 'idle' };
    const submitting = newsletterTransition(idle, { _tag: 'submit' });
    expect(submitDisabled(submitting)).toBe(true);
    const done = newsletterTransition(submitting, { _tag: 'succeeded', userMessage: 'Проверьте почту' });
    expect(confirmationDialogText(done)).toBe('Проверьте почту');
    const failed = newsletterTransition(submitting, { _tag: 'failed', message: 'Ошибка' });
    expect(failed).toEqual({ _tag: 'error', message: 'Ошибка' });
    expect(newsletterTransition(failed, { _tag: 'emailFocused' })).toEqual(idle);
    expect(newsletterTransition(submitting, { _tag: 'submit' })).toBe(submitting);
    expect(confirmationDialogText(newsletterTransition(submitting, { _tag: 'succeeded' }))).toBeNull();
  });

  it('ignores what does not fit the state: answers while not submitting, a submit after success, focus without an error', () => {
    const idle: NewsletterStatus = { _tag: 'idle' };
    const submitting: NewsletterStatus = { _tag: 'submitting' };
    const success: NewsletterStatus = { _tag: 'success', userMessage: 'Проверьте почту' };
    const error: NewsletterStatus = { _tag: 'error', message: 'Ошибка' };
    for (const status of [idle, success, error]) {
      expect(newsletterTransition(status, { _tag: 'succeeded', userMessage: 'Снова' })).toBe(status);
      expect(newsletterTransition(status, { _tag: 'failed', message: 'Снова' })).toBe(status);
    }
    expect(newsletterTransition(success, { _tag: 'submit' })).toBe(success);
    expect(newsletterTransition(error, { _tag: 'submit' })).toEqual(submitting);
    for (const status of [idle, submitting, success]) expect(newsletterTransition(status, { _tag: 'emailFocused' })).toBe(status);
    expect(newsletterTransition(submitting, { _tag: 'succeeded' })).toEqual({ _tag: 'success' });
    for (const status of [idle, success, error]) expect(submitDisabled(status)).toBe(false);
    for (const status of [idle, submitting, error]) expect(confirmationDialogText(status)).toBeNull();
  });
});
