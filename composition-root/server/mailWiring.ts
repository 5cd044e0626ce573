import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { unisenderGoGateway } from '../../adapters-http/gateways/unisenderGoGateway';
import { postgresMailOutbox } from '../../adapters-storage/postgres/postgresMailOutbox';
import { postgresMailQueue } from '../../adapters-storage/postgres/postgresMailQueue';
import type { Database } from '../../adapters-storage/postgres/schema';
import { sendPendingMail } from '../../application/mail/sendPendingMail';
import type { Clock } from '../../application/shared/Clock';
import type { MailConfig } from '../mailConfig';

/** The mail port bound to its adapter: the sending job and, with the outbox only, its development reader. */
export function mailWiring(db: Kysely<Database>, config: MailConfig, clock: Clock = { now: () => new Date() }) {
  const outbox = config.kind === 'outbox' ? postgresMailOutbox(db, randomUUID, clock.now) : undefined;
  const gateway = config.kind === 'unisender' ? unisenderGoGateway(config) : outbox!.gateway;
  return {
    sendPending: sendPendingMail({ queue: postgresMailQueue(db), gateway, clock }),
    readOutbox: outbox?.read,
  };
}
