import pg from 'pg';

/** Whether this process is the one of the shop's processes that does a thing meant to happen once. */
export interface Leadership {
  readonly isLeader: () => Promise<boolean>;
  /** Gives the leadership up (the lock goes with the connection). */
  readonly close: () => Promise<void>;
}

/** How long a process that found the lock taken waits before asking again. */
const LEADERSHIP_RETRY_MS = 1000;

/**
 * Leadership as a PostgreSQL session advisory lock on a connection of its own, outside the request pool:
 * the first process to take the lock keeps it as long as that connection lives. When the leader exits,
 * crashes or loses its connection, the server frees the lock and another process takes it at its next
 * try, within LEADERSHIP_RETRY_MS. A database that does not answer leaves no one leading.
 */
export function advisoryLeadership(url: string, name: string, retryMs = LEADERSHIP_RETRY_MS, now: () => number = Date.now): Leadership {
  let client: pg.Client | undefined;
  let leading = false;
  let nextTry = 0;
  let asking: Promise<boolean> | undefined;

  const connection = async (): Promise<pg.Client> => {
    if (client) return client;
    const fresh = new pg.Client({ connectionString: url, application_name: `storefront ${name}` });
    const lost = () => {
      if (client === fresh) [client, leading] = [undefined, false];
    };
    fresh.on('error', lost);
    fresh.on('end', lost);
    client = fresh;
    await fresh.connect();
    return fresh;
  };

  const ask = async (): Promise<boolean> => {
    nextTry = now() + retryMs;
    try {
      const c = await connection();
      const { rows } = await c.query<{ taken: boolean }>('select pg_try_advisory_lock(hashtext($1)) as taken', [`storefront:${name}`]);
      leading = client === c && rows[0]?.taken === true;
    } catch {
      const broken = client;
      [client, leading] = [undefined, false];
      await broken?.end().catch(() => undefined);
    }
    return leading;
  };

  return {
    isLeader: async () => {
      if (leading) return true;
      if (now() < nextTry) return false;
      asking ??= ask().finally(() => (asking = undefined));
      return asking;
    },
    close: async () => {
      await asking;
      const open = client;
      [client, leading, nextTry] = [undefined, false, Number.POSITIVE_INFINITY];
      await open?.end().catch(() => undefined);
    },
  };
}
