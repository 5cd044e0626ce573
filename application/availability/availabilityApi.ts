import type * as E from 'fp-ts/Either';

/** GET /products/{id}/availabilities as the browser calls it; A is the contract's answer. */
export type AvailabilityApi<A> = (productId: string) => Promise<E.Either<{ readonly status: number; readonly message: string }, A>>;
