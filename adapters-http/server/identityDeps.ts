import type { currentUser } from '../../application/auth/currentUser';
import type { IdentityChannel } from '../../application/auth/IdentityProvider';
import type { signInWithIdentity } from '../../application/auth/signInWithIdentity';

/** What the identity routes call. */
export interface IdentityServerDeps {
  readonly signIn: ReturnType<typeof signInWithIdentity>;
  readonly currentUser: ReturnType<typeof currentUser>;
  /** Starts a sign-in at the service: its authorize URL, with state, nonce and PKCE challenge where the flow has them. */
  readonly start: (sessionId: string, channel: IdentityChannel, redirectUri: string) => Promise<{ readonly url: string } & Record<string, string>>;
  /** Issues local development tokens; present only while the local provider is used. */
  readonly devAuthorize?: (channel: IdentityChannel, query: Readonly<Record<string, string>>) => Promise<string>;
}
