import type { ResolutionContext, ServiceIdentifier } from 'inversify';

/**
 * A name to bind one thing to and resolve it by, carrying its type: `ctx.get(token)` and
 * `toResolvedValue(factory, [token, …])` know what they get, so a factory's parameters need no annotation.
 */
export const token = <T>(name: string): ServiceIdentifier<T> => Symbol(name);

/** A token for each use-case factory, typed by what it makes and named by its key: `useCaseTokens({ getCart })`. */
export const useCaseTokens = <F extends Readonly<Record<string, (ports: never) => unknown>>>(factories: F) =>
  Object.fromEntries(Object.keys(factories).map((key) => [key, Symbol(key)])) as { readonly [K in keyof F]: ServiceIdentifier<ReturnType<F[K]>> };

/** One token for each field of a record (an optional field may go without). */
export type Tokens<R> = { readonly [K in keyof R]: ServiceIdentifier<R[K]> };

/** What a record of tokens resolves to. */
export type Resolved<T> = { readonly [K in keyof T]: T[K] extends ServiceIdentifier<infer V> ? V : never };

/** Tokens named by the fields of a record type: `tokensOf<ServerRoutes>()('cart', …)`. */
export const tokensOf =
  <R>() =>
  <const K extends keyof R & string>(...keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, Symbol(key)])) as { readonly [P in K]: ServiceIdentifier<R[P]> };

/** The record whose fields the tokens name, each resolved (a missing token fails to compile). */
export const resolveAll = <R>(ctx: ResolutionContext, tokens: Tokens<R>): R =>
  Object.fromEntries(Object.entries<ServiceIdentifier>(tokens).map(([key, id]) => [key, ctx.get(id)])) as R;

/**
 * A factory over a record of ports, each field resolved by its token:
 * `bind(CART.getCart).toDynamicValue(fromPorts(getCart, { carts: CART.carts, … }))`.
 */
export const fromPorts =
  <R, T>(factory: (ports: R) => T, tokens: NoInfer<Tokens<R>>) =>
  (ctx: ResolutionContext): T =>
    factory(resolveAll(ctx, tokens));
