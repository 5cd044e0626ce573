import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { httpStatusMessage } from '../../domain/errors/genericMessages';
import { ErrorBody } from '../contract/errors';

export interface ApiFailure {
  readonly status: number;
  readonly reason: string;
  readonly message: string;
}

export type ApiRequest = <A>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  codec: t.Decoder<unknown, A>,
  /** Sent as JSON; a FormData goes as multipart (file uploads), the browser choosing its boundary. */
  body?: unknown,
  /** Extra request headers, e.g. Idempotency-Key on POST /cart/orders. */
  headers?: Readonly<Record<string, string>>,
) => Promise<E.Either<ApiFailure, A>>;

/** What the client does on its own about some answers (spec §8 global error policy). */
export interface GlobalErrorPolicy {
  /** 403 with an incidentId: the anti-bot incident dialog is shown and the request stalls. */
  readonly onIncident?: (incidentId: string) => void;
  /** 401 with the SM-JWT authenticate header, or reason ALREADY_AUTHORIZED: the page reloads and the request stalls. */
  readonly onReloadNeeded?: () => void;
}

const incidentIdOf = (json: unknown): string | undefined => {
  const id = typeof json === 'object' && json !== null ? (json as { incidentId?: unknown }).incidentId : undefined;
  return typeof id === 'string' && id !== '' ? id : undefined;
};

const needsReload = (response: Response, json: unknown): boolean =>
  (response.status === 401 && /^SM-JWT\b/i.test(response.headers.get('www-authenticate') ?? '')) ||
  (!response.ok && typeof json === 'object' && json !== null && (json as { reason?: unknown }).reason === 'ALREADY_AUTHORIZED');

/** A failure the server did not explain (no answer, or a body that does not decode): the generic text of its status. */
const unexpected = (status: number): ApiFailure => ({ status, reason: 'UNEXPECTED_ERROR', message: httpStatusMessage(status) });

/**
 * Calls the shop's API under /web-api/v1 and decodes every answer with its contract codec:
 * a failure is a value with the server's reason and message, or the generic one.
 */
export function apiClient(fetchFn: typeof fetch, base = '/web-api/v1', policy: GlobalErrorPolicy = {}): ApiRequest {
  return async (method, path, codec, body, headers = {}) => {
    let response: Response;
    const asJson = body !== undefined && !(body instanceof FormData);
    try {
      response = await fetchFn(base + path, {
        method,
        headers: { ...headers, accept: 'application/json', ...(asJson ? { 'content-type': 'application/json' } : {}) },
        body: asJson ? JSON.stringify(body) : (body as FormData | undefined),
        credentials: 'same-origin',
      });
    } catch {
      return E.left(unexpected(0));
    }
    const json: unknown = await response.json().catch(() => undefined);
    const incidentId = response.status === 403 ? incidentIdOf(json) : undefined;
    if (incidentId !== undefined && policy.onIncident) {
      policy.onIncident(incidentId);
      return new Promise<never>(() => undefined);
    }
    if (policy.onReloadNeeded && needsReload(response, json)) {
      policy.onReloadNeeded();
      return new Promise<never>(() => undefined);
    }
    if (!response.ok) {
      const error = ErrorBody.decode(json);
      return E.left(E.isRight(error) ? { status: response.status, ...error.right } : unexpected(response.status));
    }
    return E.mapLeft(() => unexpected(response.status))(codec.decode(json));
  };
}
