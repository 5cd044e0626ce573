import { ContainerModule } from 'inversify';
import { unisenderGoGateway } from '../../../adapters-http/gateways/unisenderGoGateway';
import { mailOutboxRoutes } from '../../../adapters-http/server/routes/mailOutboxRoutes';
import { postgresMailOutbox } from '../../../adapters-storage/postgres/postgresMailOutbox';
import { postgresMailQueue } from '../../../adapters-storage/postgres/postgresMailQueue';
import type { MailGateway } from '../../../application/mail/MailGateway';
import { sendPendingMail } from '../../../application/mail/sendPendingMail';
import type { BackgroundJob } from '../backgroundJobs';
import { CONFIG, CORE, JOBS } from './coreModule';
import { ROUTES } from './routes';
import { token } from './token';

/** Letters (docs/email.md): queued by the features, sent by a job through Unisender Go or into the development outbox. */
export const MAIL = {
  /** The development outbox, readable at /dev/mail-outbox; undefined with a real provider. */
  outbox: token<ReturnType<typeof postgresMailOutbox> | undefined>('MailOutbox'),
  gateway: token<MailGateway>('MailGateway'),
  /** Sends the pending letters once; answers how many went. */
  sendPending: token<ReturnType<typeof sendPendingMail>>('sendPendingMail'),
} as const;

export const mailModule = new ContainerModule(({ bind }) => {
  bind(MAIL.outbox).toResolvedValue(
    (config, db, ids, clock) =>
      config.kind === 'outbox'
        ? postgresMailOutbox(
            db,
            () => ids.uuid(),
            () => clock.now(),
          )
        : undefined,
    [CONFIG.mail, CORE.db, CORE.ids, CORE.clock],
  );
  bind(MAIL.gateway).toResolvedValue(
    (config, outbox) => (config.kind === 'unisender' ? unisenderGoGateway(config) : outbox!.gateway),
    [CONFIG.mail, MAIL.outbox],
  );
  bind(MAIL.sendPending).toResolvedValue(
    (db, gateway, clock) => sendPendingMail({ queue: postgresMailQueue(db), gateway, clock }),
    [CORE.db, MAIL.gateway, CORE.clock],
  );

  bind(ROUTES.mailOutbox).toResolvedValue((outbox) => outbox && mailOutboxRoutes(outbox.read), [MAIL.outbox]);
  bind(JOBS).toResolvedValue(
    (config, sendPending): readonly BackgroundJob[] => [{ name: 'send pending e-mails', intervalMs: config.intervalMs, run: sendPending }],
    [CONFIG.mail, MAIL.sendPending],
  );
});
