import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/genericMessages';
import { ErrorBody } from '../contract/errors';

export interface ApiFailure {
  readonly status: number;
  readonly reason: string;
  readonly message: string;
}

export type ApiRequest = <A>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, codec: t.Decoder<unknown, A>, body?: unknown) => Promise<E.Either<ApiFailure, A>>;

const unexpected = (status: number): ApiFailure => ({ status, reason: 'UNEXPECTED_ERROR', message: GENERIC_ERROR_MESSAGE });

/**
 * Calls the shop's API under /web-api/v1 and decodes every answer with its contract codec:
 * a failure is a value with the server's reason and message, or the generic one.
 */
export function apiClient(fetchFn: typeof fetch, base = '/web-api/v1'): ApiRequest {
  return async (method, path, codec, body) => {
    let response: Response;
    try {
      response = await fetchFn(base + path, {
        method,
        headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      });
    } catch {
      return E.left(unexpected(0));
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = ErrorBody.decode(json);
      return E.left(E.isRight(error) ? { status: response.status, ...error.right } : unexpected(response.status));
    }
    return E.mapLeft(() => unexpected(response.status))(codec.decode(json));
  };
}
