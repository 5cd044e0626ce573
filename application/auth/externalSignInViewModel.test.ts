import * as E from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import { createExternalSignInViewModel, type ExternalAuthApi } from './externalSignInViewModel';

const pageAt = (pathname: string, query: Record<string, string>) => ({
  location: () => ({ pathname, query }),
  replaceUrl: vi.fn(),
  go: vi.fn(),
  reload: vi.fn(),
});

describe('external sign-in view-model', () => {
  it('sends the visitor to the service with this page as the way back', async () => {
    const api: ExternalAuthApi = { start: vi.fn(async () => E.right({ url: '/provider?x=1' })), signIn: vi.fn() };
    const page = pageAt('/catalog/obuv/', { page: '2' });
    await createExternalSignInViewModel(api, page, vi.fn()).start('YANDEX_ID');
    expect(api.start).toHaveBeenCalledWith('YANDEX_ID', '/catalog/obuv/?page=2');
    expect(page.go).toHaveBeenCalledWith('/provider?x=1');
  });

  it('reads the payload, removes it from the URL, and reloads after AUTHORIZATION', async () => {
    const api: ExternalAuthApi = { start: vi.fn(), signIn: vi.fn(async () => E.right({ step: 'AUTHORIZATION' as const })) };
    const page = pageAt('/cart/', { vkIdPayload: JSON.stringify({ token: 't', uuid: 'u' }), step: 'checkout' });
    await createExternalSignInViewModel(api, page, vi.fn()).completeFromUrl();
    expect(page.replaceUrl).toHaveBeenCalledWith('/cart/?step=checkout');
    expect(api.signIn).toHaveBeenCalledWith({ channel: 'VKONTAKTE', body: { silentToken: 't', uuid: 'u' } });
    expect(page.reload).toHaveBeenCalled();
  });

  it('opens the dialog at registration for a new account, and shows the alert on failure', async () => {
    const openRegistration = vi.fn();
    const registering = createExternalSignInViewModel(
      { start: vi.fn(), signIn: vi.fn(async () => E.right({ step: 'REGISTRATION' as const })) },
      pageAt('/', { yandexIdPayload: JSON.stringify({ access_token: 'a' }) }),
      openRegistration,
    );
    await registering.completeFromUrl();
    expect(openRegistration).toHaveBeenCalled();

    const failing = createExternalSignInViewModel(
      { start: vi.fn(), signIn: vi.fn(async () => E.left({ reason: 'SBER_ID_NOT_FOUND', message: 'x' })) },
      pageAt('/', { sberIdPayload: JSON.stringify({ code: 'c', state: 's' }) }),
      vi.fn(),
    );
    await failing.completeFromUrl();
    expect(failing.alertShown()).toBe(true);
  });

  it('does nothing without a payload', async () => {
    const api: ExternalAuthApi = { start: vi.fn(), signIn: vi.fn() };
    const page = pageAt('/', { text: 'мяч' });
    await createExternalSignInViewModel(api, page, vi.fn()).completeFromUrl();
    expect(api.signIn).not.toHaveBeenCalled();
    expect(page.replaceUrl).not.toHaveBeenCalled();
  });
});
