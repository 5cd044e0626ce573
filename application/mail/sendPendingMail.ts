import * as E from 'fp-ts/Either';
import { nextMailAttempt } from '../../domain/mail/mailRetry';
import type { Clock } from '../shared/Clock';
import type { MailGateway } from './MailGateway';
import type { MailQueue } from './MailQueue';

export interface SendPendingMailDeps {
  readonly queue: MailQueue;
  readonly gateway: MailGateway;
  readonly clock: Clock;
  /** Letters per run, so one run never holds the job for long. */
  readonly batch?: number;
}

/** The periodic job: sends due letters; a failure keeps the letter pending with the error and the next try time. */
export const sendPendingMail = (deps: SendPendingMailDeps) => (): Promise<number> =>
  deps.queue.processDue(deps.clock.now(), deps.batch ?? 20, async (mail) => {
    const sent = await deps.gateway.send(mail.message);
    return E.isRight(sent)
      ? { _tag: 'SENT' }
      : { _tag: 'FAILED', error: sent.left.detail, nextAttemptAt: nextMailAttempt(deps.clock.now(), mail.attempts + 1) };
  });
