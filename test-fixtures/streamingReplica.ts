import { execFile } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const BIN = '/usr/lib/postgresql/15/bin';
const TOOLS = ['initdb', 'pg_ctl', 'pg_basebackup'] as const;
const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

/** One statement a node logged (log_statement=all): who sent it (application_name) and its text. */
interface LoggedStatement {
  readonly application: string;
  readonly text: string;
}

/** A PostgreSQL 15 primary and a streaming replica of it, each in a temporary directory on a free port. */
export interface StreamingPair {
  readonly primaryUrl: string;
  readonly replicaUrl: string;
  /** Every statement the replica was sent so far. */
  readonly replicaStatements: () => readonly LoggedStatement[];
  /** The replica stops applying what the primary writes (it keeps receiving it) until resumed. */
  readonly pauseReplay: () => Promise<void>;
  readonly resumeReplay: () => Promise<void>;
  /** Waits until the replica has applied everything the primary wrote so far. */
  readonly caughtUp: () => Promise<void>;
  readonly stopReplica: () => Promise<void>;
  readonly startReplica: () => Promise<void>;
  /** Stops both servers and removes their directories. */
  readonly stop: () => Promise<void>;
}

/**
 * Whether PostgreSQL 15's initdb, pg_ctl and pg_basebackup are here (and, for root, the postgres user they run as).
 * STOREFRONT_REQUIRE_POSTGRES=1 turns their absence into a failure instead of a skip, as for the server at 5432.
 */
export async function streamingReplicaTools(): Promise<boolean> {
  const missing: string[] = TOOLS.filter((tool) => !existsSync(join(BIN, tool)));
  if (
    asRoot &&
    missing.length === 0 &&
    !(await run('id', ['-u', 'postgres']).then(
      () => true,
      () => false,
    ))
  )
    missing.push('the postgres OS user');
  if (missing.length === 0) return true;
  const message = `PostgreSQL 15 server tools missing (${missing.join(', ')} in ${BIN}): cannot start a primary and a streaming replica`;
  if (process.env.STOREFRONT_REQUIRE_POSTGRES === '1') throw new Error(message);
  console.warn(`${message}; the read-replica test is skipped`);
  return false;
}

/** Runs a PostgreSQL tool as the postgres user when we are root (initdb refuses root), else as ourselves. */
function tool(name: (typeof TOOLS)[number], args: readonly string[]) {
  const path = join(BIN, name);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', path, ...args]) : run(path, [...args]);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
      });
  });
}

/** Marks each log entry with its sender so entries are told apart from the statements' own line breaks. */
const PREFIX = '@@%a@@ ';
const ENTRY = /^@@(.*?)@@ (?:LOG|ERROR|STATEMENT|DETAIL|HINT|FATAL|WARNING|PANIC):\s+/;
const STATEMENT = /^(?:execute [^:]*|statement): ([\s\S]*)$/;

function loggedStatements(log: string): LoggedStatement[] {
  const entries: { application: string; message: string }[] = [];
  for (const line of log.split('\n')) {
    const start = ENTRY.exec(line);
    if (start) entries.push({ application: start[1]!, message: line.slice(start[0].length) });
    else if (entries.length > 0) entries[entries.length - 1]!.message += `\n${line}`;
  }
  return entries.flatMap(({ application, message }) => {
    const statement = STATEMENT.exec(message);
    return statement ? [{ application, text: statement[1]!.trim() }] : [];
  });
}

/** Starts a primary (wal_level=replica, replication allowed from 127.0.0.1) and a replica made by `pg_basebackup -R`. */
export async function startStreamingPair(): Promise<StreamingPair> {
  const root = mkdtempSync(join(tmpdir(), 'storefront-replicas-'));
  const primaryDir = join(root, 'primary');
  const replicaDir = join(root, 'replica');
  const replicaLog = join(root, 'replica.log');
  const running: string[] = [];
  const ctl = async (dir: string, action: 'start' | 'stop', log?: string) => {
    await tool('pg_ctl', ['-D', dir, '-w', '-t', '60', ...(log ? ['-l', log] : []), ...(action === 'stop' ? ['-m', 'fast'] : []), action]);
    if (action === 'start') running.push(dir);
    else running.splice(running.indexOf(dir), 1);
  };
  const stop = async () => {
    for (const dir of [...running].reverse()) await ctl(dir, 'stop').catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    if (asRoot) await run('chown', ['postgres:postgres', root]);
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    await tool('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    appendFileSync(
      join(primaryDir, 'postgresql.conf'),
      [
        `port = ${primaryPort}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${root}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'hot_standby = on',
        'fsync = off',
        'full_page_writes = off',
        'max_connections = 40',
        'shared_buffers = 32MB',
        `log_line_prefix = '${PREFIX}'`,
        '',
      ].join('\n'),
    );
    appendFileSync(join(primaryDir, 'pg_hba.conf'), 'host replication postgres 127.0.0.1/32 trust\n');
    await ctl(primaryDir, 'start', join(root, 'primary.log'));
    await tool('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '--no-sync']);
    // The copied configuration is the primary's; the later lines win.
    appendFileSync(join(replicaDir, 'postgresql.conf'), `port = ${replicaPort}\nlog_statement = 'all'\n`);
    const startReplica = () => ctl(replicaDir, 'start', replicaLog);
    await startReplica();

    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
    const on = async <T>(url: string, query: string): Promise<T> => {
      const client = new pg.Client({ connectionString: url, application_name: 'streaming replica fixture' });
      await client.connect();
      try {
        return (await client.query(query)).rows[0] as T;
      } finally {
        await client.end();
      }
    };
    return {
      primaryUrl,
      replicaUrl,
      replicaStatements: () => loggedStatements(readFileSync(replicaLog, 'utf8')),
      pauseReplay: () => on(replicaUrl, 'select pg_wal_replay_pause()'),
      resumeReplay: () => on(replicaUrl, 'select pg_wal_replay_resume()'),
      caughtUp: async () => {
        const { lsn } = await on<{ lsn: string }>(primaryUrl, 'select pg_current_wal_lsn()::text as lsn');
        for (let tries = 0; ; tries++) {
          const { behind } = await on<{ behind: boolean }>(replicaUrl, `select coalesce(pg_last_wal_replay_lsn() < '${lsn}'::pg_lsn, true) as behind`);
          if (!behind) return;
          if (tries > 600) throw new Error(`the replica did not replay up to ${lsn} in 30 s`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
      stopReplica: () => ctl(replicaDir, 'stop'),
      startReplica,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
