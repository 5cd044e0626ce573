import * as E from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import { afterSignInStep, identitySignIn, withoutIdentityPayload, type IdentitySignIn } from '../../domain/auth/externalSignIn';
import type { AuthApiFailure } from './signInViewModel';
import { NO_FLASH, type FlashNotices } from '../shell/FlashNotices';

/** What the external sign-in needs from the server (spec §7 POST /auth/vk, /auth/sber-id, /auth/yandex-id). */
export interface ExternalAuthApi {
  /** The identity service's page to send the visitor to, coming back to `redirectUri`. */
  readonly start: (channel: IdentitySignIn['channel'], redirectUri: string) => Promise<E.Either<AuthApiFailure, { readonly url: string }>>;
  readonly signIn: (
    signIn: IdentitySignIn,
  ) => Promise<E.Either<AuthApiFailure, { readonly step: 'AUTHORIZATION' | 'REGISTRATION' | 'ENRICHMENT'; readonly notices?: readonly string[] }>>;
}

/** The page around the view-model: where it is, and how to leave or reload it. */
export interface ExternalSignInPage {
  /** Path and query of the current page. */
  readonly location: () => { readonly pathname: string; readonly query: Readonly<Record<string, string>> };
  /** Replaces the URL without loading (the payload is removed from it). */
  readonly replaceUrl: (url: string) => void;
  readonly go: (url: string) => void;
  readonly reload: () => void;
}

/** `?a=1&b=2`, or nothing for an empty query. */
function queryString(query: Readonly<Record<string, string | undefined>>): string {
  const pairs = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v!)}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/**
 * Sign-in through VK ID, Sber ID or Yandex ID (spec §4 Auth): off to the service and back with a payload
 * in the query, which is read, removed from the URL, and exchanged; AUTHORIZATION and ENRICHMENT reload,
 * REGISTRATION opens the dialog at step 3; a failure shows the spec's alert. What the cart could not bring is
 * kept to be told after the reload.
 */
export function createExternalSignInViewModel(
  api: ExternalAuthApi,
  page: ExternalSignInPage,
  openRegistration: () => void,
  flash: Pick<FlashNotices, 'keep'> = NO_FLASH,
) {
  const alert = new BehaviorSubject(false);
  return {
    alert$: alert.asObservable(),
    alertShown: () => alert.value,
    closeAlert: () => alert.next(false),
    start: async (channel: IdentitySignIn['channel']) => {
      const { pathname, query } = page.location();
      const answer = await api.start(channel, pathname + queryString(query));
      if (E.isLeft(answer)) return alert.next(true);
      page.go(answer.right.url);
    },
    /** Reads an identity payload from the page's URL, if any, and signs in with it. */
    completeFromUrl: async () => {
      const { pathname, query } = page.location();
      const signIn = identitySignIn(query);
      if (!signIn) return;
      page.replaceUrl(pathname + queryString(withoutIdentityPayload(query)));
      const answer = await api.signIn(signIn);
      if (E.isLeft(answer)) return alert.next(true);
      flash.keep(answer.right.notices ?? []);
      const next = afterSignInStep(answer.right.step);
      if (next._tag === 'openDialog') openRegistration();
      else page.reload();
    },
  };
}

export type ExternalSignInViewModel = ReturnType<typeof createExternalSignInViewModel>;
