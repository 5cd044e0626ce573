import type { Context } from 'hono';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';

/** Decodes a JSON body with a contract codec; malformed JSON and wrong shapes are both Left. */
export async function decodeBody<A>(c: Context, codec: t.Decoder<unknown, A>): Promise<E.Either<'INCORRECT_REQUEST', A>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return E.left('INCORRECT_REQUEST');
  }
  return E.mapLeft(() => 'INCORRECT_REQUEST' as const)(codec.decode(body));
}

/** Decodes the query string (single values) with a contract codec. */
export function decodeQuery<A>(c: Context, codec: t.Decoder<unknown, A>): E.Either<'INCORRECT_REQUEST', A> {
  return E.mapLeft(() => 'INCORRECT_REQUEST' as const)(codec.decode(c.req.query()));
}
