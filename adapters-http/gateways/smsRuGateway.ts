import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { SmsGateway } from '../../application/auth/SmsGateway';

/** SMS.RU's answer to sms/send with json=1: a request status and one status per phone. */
const SmsRuAnswer = t.intersection([
  t.type({ status: t.string }),
  t.partial({
    status_code: t.number,
    status_text: t.string,
    sms: t.record(t.string, t.intersection([t.type({ status: t.string }), t.partial({ status_code: t.number, status_text: t.string, sms_id: t.string })])),
  }),
]);

export interface SmsRuConfig {
  readonly apiId: string;
  /** Approved sender name, if any. */
  readonly from?: string;
  /** https://sms.ru by default; a local fake in tests. */
  readonly baseUrl?: string;
  readonly timeoutMs?: number;
}

const failed = (detail: string) => E.left({ _tag: 'SERVER_ERROR' as const, detail });

/**
 * SMS.RU (https://sms.ru/api/send): POST sms/send with api_id, to, msg and json=1. The message is
 * sent when the request status is OK and the phone's own status is OK; anything else is a failure.
 */
export function smsRuGateway(config: SmsRuConfig, fetchFn: typeof fetch = fetch): SmsGateway {
  const url = `${config.baseUrl ?? 'https://sms.ru'}/sms/send`;
  return {
    send: async (phone, text) => {
      const to = phone.replace(/\D/g, '');
      const form = new URLSearchParams({ api_id: config.apiId, to, msg: text, json: '1', ...(config.from ? { from: config.from } : {}) });
      let body: unknown;
      try {
        const response = await fetchFn(url, { method: 'POST', body: form, signal: AbortSignal.timeout(config.timeoutMs ?? 10_000) });
        if (!response.ok) return failed(`HTTP ${response.status}`);
        body = await response.json();
      } catch (error) {
        return failed(error instanceof Error ? error.message : 'network error');
      }
      const answer = SmsRuAnswer.decode(body);
      if (E.isLeft(answer)) return failed('unreadable answer');
      const { status, status_code, status_text, sms } = answer.right;
      if (status !== 'OK') return failed(`${status_code ?? ''} ${status_text ?? status}`.trim());
      const mine = sms?.[to];
      if (mine?.status !== 'OK') return failed(`${mine?.status_code ?? ''} ${mine?.status_text ?? 'no status for the phone'}`.trim());
      return E.right(undefined);
    },
  };
}
