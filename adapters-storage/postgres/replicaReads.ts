import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import pg from 'pg';
import { SERVER_SESSION_OPTIONS } from './openDatabase';
import type { Database } from './schema';

/** How long a replica that failed a read is left alone before reads try it again. */
export const REPLICA_RETRY_AFTER_MS = 5_000;

/** Shown in pg_stat_activity and the replicas' logs, unless a URL names its own application_name. */
export const REPLICA_APPLICATION_NAME = 'storefront catalogue reads';

/** PostgreSQL's read_only_sql_transaction: a standby refused a write (one written as raw SQL). */
const READ_ONLY = '25006';
const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

export interface ReplicaReadOptions {
  readonly retryAfterMs?: number;
  /** The clock of the retry wait, in milliseconds (tests pass a virtual one). */
  readonly now?: () => number;
  readonly log?: (line: string) => void;
}

/** The handle catalogue reads go through, and how to close what it opened (never the primary). */
export interface ReplicaReads {
  readonly db: Kysely<Database>;
  readonly close: () => Promise<void>;
}

interface Replica {
  readonly name: string;
  readonly db: Kysely<Database>;
  /** Reads skip it until then (its last read failed where the primary answered). */
  restingUntil: number;
}

/**
 * The database handle for catalogue reads: with replica URLs, each statement goes to the next replica in turn;
 * a replica that fails one (down, restarting, cancelled by recovery) has that statement answered by the primary
 * and rests for `retryAfterMs` before it is tried again. Without URLs it is the primary itself.
 *
 * Statements only: a transaction is refused here, since whatever reads inside one belongs with its writes on the
 * primary; so is a write (by its query node, or a standby's `25006` for raw SQL), a wiring defect that must not
 * quietly succeed on the primary.
 */
export function replicaReads(primary: Kysely<Database>, replicaUrls: readonly string[], options: ReplicaReadOptions = {}): ReplicaReads {
  if (replicaUrls.length === 0) return { db: primary, close: async () => undefined };
  const { retryAfterMs = REPLICA_RETRY_AFTER_MS, now = Date.now, log = () => undefined } = options;
  const replicas: Replica[] = replicaUrls.map((url) => ({ name: nodeName(url), db: replicaDatabase(url), restingUntil: 0 }));
  let turn = 0;

  const nextReplica = (): Replica | undefined => {
    const at = now();
    for (let i = 0; i < replicas.length; i++) {
      const replica = replicas[(turn + i) % replicas.length]!;
      if (replica.restingUntil <= at) {
        turn = (turn + i + 1) % replicas.length;
        return replica;
      }
    }
    return undefined;
  };

  const read = async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
    if (WRITES.has(query.query.kind)) throw new Error('a write goes to the primary database, not to the catalogue-read handle');
    const replica = nextReplica();
    if (!replica) return primary.executeQuery<R>(query);
    try {
      return await replica.db.executeQuery<R>(query);
    } catch (error) {
      if (sqlState(error) === READ_ONLY) throw error;
      // Should the primary fail too, the statement itself is at fault: its error is thrown and the replica stays in.
      const answer = await primary.executeQuery<R>(query);
      replica.restingUntil = now() + retryAfterMs;
      log(
        `catalogue reads leave replica ${replica.name} for ${retryAfterMs} ms, the primary answers: ${error instanceof Error ? error.message : String(error)}`,
      );
      return answer;
    }
  };

  const connection: DatabaseConnection = {
    executeQuery: (query) => read(query),
    streamQuery: () => {
      throw new Error('catalogue reads through replicas are not streamed');
    },
  };
  const noTransactions = async (): Promise<never> => {
    throw new Error('a transaction runs on the primary database, not on the catalogue-read handle');
  };
  const driver: Driver = {
    init: async () => undefined,
    // Stateless: every statement is routed on its own, so one connection object serves all.
    acquireConnection: async () => connection,
    beginTransaction: noTransactions,
    commitTransaction: noTransactions,
    rollbackTransaction: noTransactions,
    releaseConnection: async () => undefined,
    destroy: async () => {
      await Promise.all(replicas.map((r) => r.db.destroy()));
    },
  };
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (d) => new PostgresIntrospector(d),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db, close: () => db.destroy() };
}

function replicaDatabase(url: string): Kysely<Database> {
  // A URL's own application_name wins over ours (pg reads the connection string last).
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3_000,
    application_name: REPLICA_APPLICATION_NAME,
    options: SERVER_SESSION_OPTIONS,
  });
  // An idle connection lost with its replica is dropped by the pool; the next read on it falls back and rests it.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** host:port/database, never the credentials, for the log. */
function nodeName(url: string): string {
  const u = new URL(url);
  return `${u.host}${u.pathname}`;
}

function sqlState(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}
