import type * as E from 'fp-ts/Either';
import type { ChannelSubscription } from '../../domain/profile/subscriptions';

/** The subscriptions page's write from the browser (PUT /profiles/current/subscriptions); a refusal carries the server's message. */
export interface SubscriptionsApi {
  readonly change: (change: ChannelSubscription) => Promise<E.Either<{ readonly message: string }, readonly ChannelSubscription[]>>;
}
