import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { createNewsletterViewModel, shownErrors, type NewsletterApi } from './newsletterViewModel';

const deferred = () => {
  let resolve!: (v: Awaited<ReturnType<NewsletterApi['subscribe']>>) => void;
  const promise = new Promise<Awaited<ReturnType<NewsletterApi['subscribe']>>>((r) => (resolve = r));
  return { promise, resolve };
};

describe('footer newsletter form (spec §4, §5)', () => {
  it('shows no error while typing before the first submit, then validates on every input', async () => {
    const sent: unknown[] = [];
    const vm = createNewsletterViewModel({ subscribe: async (r) => (sent.push(r), E.right({ userMessage: null })) }, false);
    vm.setEmail('not-an-email');
    vm.blur();
    expect(shownErrors(vm.current()).email).toBeFalsy();
    await vm.submit();
    expect(shownErrors(vm.current()).email).toBeTruthy();
    expect(sent).toEqual([]);
    vm.setEmail('runner@example.ru');
    expect(shownErrors(vm.current()).email).toBeFalsy();
    vm.setEmail('runner@');
    expect(shownErrors(vm.current()).email).toBeTruthy();
  });

  it('disables while submitting, sends source footer and thanks on success', async () => {
    const answer = deferred();
    const sent: unknown[] = [];
    const vm = createNewsletterViewModel({ subscribe: (r) => (sent.push(r), answer.promise) }, false);
    vm.setEmail(' runner@example.ru ');
    const done = vm.submit();
    expect(vm.current().status._tag).toBe('submitting');
    await vm.submit();
    expect(sent).toEqual([{ source: 'footer', channel: { type: 'EMAIL', destination: 'runner@example.ru' } }]);
    answer.resolve(E.right({ userMessage: 'Уже подписаны' }));
    await done;
    expect(vm.current().status).toEqual({ _tag: 'success', userMessage: 'Уже подписаны' });
  });

  it('shows a server error until the e-mail is focused', async () => {
    const vm = createNewsletterViewModel({ subscribe: async () => E.left({ message: 'Адрес заблокирован' }) }, false);
    vm.setEmail('a@mailinator.com');
    await vm.submit();
    expect(vm.current().status).toEqual({ _tag: 'error', message: 'Адрес заблокирован' });
    vm.focusEmail();
    expect(vm.current().status._tag).toBe('idle');
  });

  it('asks signed-in users for consent', async () => {
    const vm = createNewsletterViewModel({ subscribe: async () => E.right({ userMessage: null }) }, true);
    vm.setEmail('runner@example.ru');
    await vm.submit();
    expect(shownErrors(vm.current()).consent).toBeTruthy();
    vm.setConsent(true);
    await vm.submit();
    expect(vm.current().status._tag).toBe('success');
  });
});
