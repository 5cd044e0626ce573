import type * as E from 'fp-ts/Either';
import type { AuthChannel } from '../../domain/auth/externalSignIn';

/** External identity services: the sign-in channels but the phone (spec §4 Auth channels). */
export type IdentityChannel = Exclude<AuthChannel, 'PHONE'>;

/** Who the identity service says the visitor is. */
export interface ExternalIdentity {
  /** The service's stable user id. */
  readonly subject: string;
  /** E.164 when the service shares it. */
  readonly phone: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly email: string | null;
}

export type IdentityFailure = { readonly _tag: 'VK_ID_NOT_FOUND' | 'SBER_ID_NOT_FOUND' | 'YANDEX_ID_NOT_FOUND' | 'SERVER_ERROR' };

/** The PKCE and nonce values of a redirect flow, kept server-side for the session that started it. */
interface RedirectFlow {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

/** One identity service: turns what the browser brought back into an identity. */
export interface IdentityProvider {
  readonly identify: (credentials: Readonly<Record<string, string>>, flow: RedirectFlow | null) => Promise<E.Either<IdentityFailure, ExternalIdentity>>;
}

/** Links identities to customers, and keeps redirect flows (state, nonce, PKCE verifier). */
export interface IdentityRepository {
  readonly customerOf: (channel: IdentityChannel, subject: string) => Promise<string | undefined>;
  readonly link: (channel: IdentityChannel, subject: string, customerId: string) => Promise<void>;
  readonly startFlow: (flow: RedirectFlow & { readonly sessionId: string; readonly channel: IdentityChannel; readonly expiresAt: Date }) => Promise<void>;
  /** The flow with this state started by this session, unexpired and unused; marks it used (single use). */
  readonly takeFlow: (sessionId: string, channel: IdentityChannel, state: string, now: Date) => Promise<RedirectFlow | undefined>;
}

/** Random values and the PKCE S256 challenge for redirect flows. */
export interface FlowSecrets {
  readonly token: () => string;
  readonly s256: (verifier: string) => string;
}
