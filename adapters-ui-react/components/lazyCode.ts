/** Code fetched once and kept, readable synchronously once there; a failed download is tried again at the next fetch. */
export interface LazyCode<C> {
  readonly loaded: () => C | null;
  readonly fetch: () => Promise<C>;
}

export function lazyCode<C>(load: () => Promise<C>): LazyCode<C> {
  let code: C | null = null;
  let loading: Promise<C> | null = null;
  return {
    loaded: () => code,
    fetch: () =>
      (loading ??= load().then(
        (loaded) => {
          code = loaded;
          return loaded;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}
