import * as E from 'fp-ts/Either';
import type { MergeDrop } from '../../domain/checkout/checkoutMerge';
import type { Clock } from '../shared/Clock';
import type { CustomerRepository } from './CustomerRepository';
import type { IdentityChannel, IdentityFailure, IdentityProvider, IdentityRepository, FlowSecrets } from './IdentityProvider';
import { authFailure, type AuthFailure } from './signInRules';
import { startCustomerSession, type StartCustomerSessionDeps } from './startCustomerSession';

export interface IdentitySignInDeps extends StartCustomerSessionDeps {
  readonly providers: Readonly<Record<IdentityChannel, IdentityProvider>>;
  readonly identities: IdentityRepository;
  readonly customers: CustomerRepository;
  readonly clock: Clock;
}

export interface IdentitySignInRequest {
  readonly sessionId: string;
  readonly signedIn: boolean;
  readonly channel: IdentityChannel;
  readonly credentials: Readonly<Record<string, string>>;
}

export interface IdentitySignedIn {
  readonly step: 'AUTHORIZATION' | 'REGISTRATION' | 'ENRICHMENT';
  readonly customerId: string;
  readonly sessionId: string;
  /** What the visitor's cart could not bring (issue 14). */
  readonly dropped: readonly MergeDrop[];
}

const NOT_FOUND = { VKONTAKTE: 'VK_ID_NOT_FOUND', SBER_ID: 'SBER_ID_NOT_FOUND', YANDEX_ID: 'YANDEX_ID_NOT_FOUND' } as const;

/**
 * Signs in with an external identity (spec §7 POST /auth/vk, /auth/sber-id, /auth/yandex-id). A known
 * identity signs its customer in (AUTHORIZATION); a new one is linked to the customer with its phone,
 * made at once if needed (REGISTRATION for a new or unfinished profile, ENRICHMENT for a complete one).
 * A redirect flow (Sber ID) must come back with the state this session was given, once.
 */
export const signInWithIdentity =
  (deps: IdentitySignInDeps) =>
  async (request: IdentitySignInRequest): Promise<E.Either<AuthFailure | IdentityFailure, IdentitySignedIn>> => {
    if (request.signedIn) return E.left(authFailure('ALREADY_AUTHORIZED'));
    let flow = null;
    if (request.channel === 'SBER_ID') {
      flow = (await deps.identities.takeFlow(request.sessionId, 'SBER_ID', request.credentials.state ?? '', deps.clock.now())) ?? null;
      if (!flow) return E.left(authFailure('INCORRECT_FLOW'));
    }
    const identity = await deps.providers[request.channel].identify(request.credentials, flow);
    if (E.isLeft(identity)) return identity;
    const known = await deps.identities.customerOf(request.channel, identity.right.subject);
    let step: IdentitySignedIn['step'] = 'AUTHORIZATION';
    let customerId = known;
    if (!customerId) {
      if (!identity.right.phone) return E.left({ _tag: NOT_FOUND[request.channel] });
      const { customer, created } = await deps.customers.findOrCreate(identity.right.phone, deps.ids.uuid());
      await deps.identities.link(request.channel, identity.right.subject, customer.id);
      step = created || !customer.profileCompleted ? 'REGISTRATION' : 'ENRICHMENT';
      customerId = customer.id;
    }
    const { sessionId, dropped } = await startCustomerSession(deps)(request.sessionId, customerId);
    return E.right({ step, customerId, sessionId, dropped });
  };

/** Redirect flows live this long. */
const FLOW_TTL_MS = 10 * 60_000;

/**
 * Starts a redirect flow (spec §7 POST /auth/sber-id/init-params): state, nonce and a PKCE verifier
 * kept for this session; the browser gets the state, nonce and S256 challenge.
 */
export const startRedirectFlow =
  (deps: { readonly identities: IdentityRepository; readonly secrets: FlowSecrets; readonly clock: Clock }) =>
  async (sessionId: string, channel: IdentityChannel) => {
    const flow = { state: deps.secrets.token(), nonce: deps.secrets.token(), codeVerifier: deps.secrets.token() };
    await deps.identities.startFlow({ ...flow, sessionId, channel, expiresAt: new Date(deps.clock.now().getTime() + FLOW_TTL_MS) });
    return { state: flow.state, nonce: flow.nonce, codeChallenge: deps.secrets.s256(flow.codeVerifier), codeChallengeMethod: 'S256' as const };
  };
