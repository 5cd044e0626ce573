import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { MailGateway } from '../../application/mail/MailGateway';
import { askProvider } from './providerHttp';

/** Unisender Go's answer to email/send.json: success with the accepted and refused addresses, or an error. */
const SendAnswer = t.intersection([
  t.type({ status: t.string }),
  t.partial({ job_id: t.string, emails: t.array(t.string), failed_emails: t.record(t.string, t.string), message: t.string, code: t.number }),
]);

export interface UnisenderGoConfig {
  readonly apiKey: string;
  /** A confirmed sender address of the account's domain. */
  readonly fromEmail: string;
  readonly fromName?: string;
  /** https://go1.unisender.ru/ru/transactional/api/v1 by default (the account's data centre); a local fake in tests. */
  readonly baseUrl?: string;
  readonly timeoutMs?: number;
}

const failed = (detail: string) => E.left({ _tag: 'SERVER_ERROR' as const, detail });

/**
 * Unisender Go (https://godocs.unisender.ru/web-api-ref): POST email/send.json with the X-API-KEY header and
 * `{message: {recipients, subject, body: {html, plaintext}, from_email, from_name}}`. 200 with status "success"
 * and the address among `emails` is sent; 4xx/5xx (`{status: "error", message, code}`), a refused address
 * (`failed_emails`) or no answer is a failure the outbox retries.
 */
export function unisenderGoGateway(config: UnisenderGoConfig, fetchFn: typeof fetch = fetch): MailGateway {
  const url = `${config.baseUrl ?? 'https://go1.unisender.ru/ru/transactional/api/v1'}/email/send.json`;
  return {
    send: async (m) => {
      const message = {
        recipients: [{ email: m.to }],
        subject: m.subject,
        body: { html: m.html, plaintext: m.text },
        from_email: config.fromEmail,
        ...(config.fromName ? { from_name: config.fromName } : {}),
        track_links: 0,
        track_read: 0,
      };
      const answer = await askProvider(
        fetchFn,
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': config.apiKey },
          body: JSON.stringify({ message }),
        },
        config.timeoutMs,
      );
      if (!answer) return failed('Unisender Go unreachable');
      const body = SendAnswer.decode(answer.body);
      if (E.isLeft(body)) return failed(`HTTP ${answer.status}: unreadable answer`);
      const { status, message: error, code, emails, failed_emails } = body.right;
      if (answer.status !== 200 || status !== 'success') return failed(`HTTP ${answer.status}${code ? ` code ${code}` : ''}: ${error ?? status}`);
      const refused = failed_emails?.[m.to];
      if (refused) return failed(`address refused: ${refused}`);
      if (!emails?.includes(m.to)) return failed('address not accepted');
      return E.right(undefined);
    },
  };
}
