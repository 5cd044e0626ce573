import type { Kysely } from 'kysely';
import type { IdentityRepository } from '../../application/auth/IdentityProvider';
import type { Database } from './schema';

/** Identity links and redirect flows in PostgreSQL; a flow is taken by one UPDATE, so only once. */
export function postgresIdentityRepository(db: Kysely<Database>): IdentityRepository {
  return {
    customerOf: async (channel, subject) =>
      (await db.selectFrom('customer_identity').select('customer_id').where('channel', '=', channel).where('subject', '=', subject).executeTakeFirst())
        ?.customer_id,
    link: async (channel, subject, customerId) => {
      await db
        .insertInto('customer_identity')
        .values({ channel, subject, customer_id: customerId })
        .onConflict((oc) => oc.columns(['channel', 'subject']).doNothing())
        .execute();
    },
    startFlow: async (flow) => {
      await db
        .insertInto('auth_flow')
        .values({
          state: flow.state,
          session_id: flow.sessionId,
          channel: flow.channel,
          nonce: flow.nonce,
          code_verifier: flow.codeVerifier,
          expires_at: flow.expiresAt,
        })
        .execute();
    },
    takeFlow: async (sessionId, channel, state, now) => {
      const row = await db
        .updateTable('auth_flow')
        .set({ used: true })
        .where('state', '=', state)
        .where('session_id', '=', sessionId)
        .where('channel', '=', channel)
        .where('used', '=', false)
        .where('expires_at', '>', now)
        .returning(['state', 'nonce', 'code_verifier'])
        .executeTakeFirst();
      return row && { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier };
    },
  };
}
