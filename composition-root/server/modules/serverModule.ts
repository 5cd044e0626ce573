import { ContainerModule } from 'inversify';
import { sql } from 'kysely';
import type { RequestListener } from 'node:http';
import { createServerApp, serverListener } from '../../../adapters-http/server/createServerApp';
import type { CachedAnswer } from '../../../adapters-http/server/cachedAnswers';
import { databaseChangeFeed } from '../../../adapters-storage/postgres/databaseChangeFeed';
import { answerCache, type AnswerCache } from '../../../application/cache/answerCache';
import { stringBytes } from '../../../application/cache/taggedCache';
import type { ServerRoutes } from '../../../adapters-http/server/serverDeps';
import { AUTH } from './authModule';
import { CONFIG, CORE } from './coreModule';
import { PAGES } from './pageModule';
import { ROUTES } from './routes';
import { resolveAll, token } from './token';

/** The process's HTTP application: what main.ts serves and the tests call. */
export const SERVER = {
  app: token<ReturnType<typeof createServerApp>>('ServerApp'),
  /** The app as a Node server serves it: kept answers for strangers first (keptAnswersFirst.ts). */
  listener: token<RequestListener>('ServerListener'),
  /** Shared catalogue answers of this process, kept exact by the database's change notifications. */
  answers: token<AnswerCache<CachedAnswer>>('AnswerCache'),
} as const;

/** What the kept answers may weigh (bodies, headers and keys: 64 MB), and how long one is kept at most (what no change announces: a price ending at a date). */
const ANSWER_CACHE = { maxSize: 64 * 1024 * 1024, ttlMs: 60_000 } as const;
/** With read replicas, how long after a change its answers are made but not kept: the replicas' usual lag, with room. */
const REPLICA_SETTLE_MS = 5_000;

export const serverModule = new ContainerModule(({ bind }) => {
  bind(SERVER.answers).toResolvedValue(
    (db, catalogueDb) =>
      answerCache<CachedAnswer>(
        databaseChangeFeed(db),
        {
          ...ANSWER_CACHE,
          sizeOf: (a) => a.body.byteLength + stringBytes(a.etag) + a.headers.reduce((sum, [name, value]) => sum + stringBytes(name) + stringBytes(value), 0),
          settleMs: catalogueDb === db ? 0 : REPLICA_SETTLE_MS,
        },
        console.error,
      ),
    [CORE.db, CONFIG.catalogueDb],
  );
  bind(SERVER.listener).toResolvedValue(serverListener, [SERVER.app, SERVER.answers]);
  bind(SERVER.app).toDynamicValue((ctx) => {
    const { db, ids, auth, ...deps } = resolveAll(ctx, {
      db: CORE.db,
      ids: CORE.ids,
      answers: SERVER.answers,
      auth: AUTH.useCases,
      operatorAudit: AUTH.operatorAudit,
      marketOf: CORE.marketOf,
      renderPage: PAGES.render,
      sessionSecret: CONFIG.sessionSecret,
      clientDir: CONFIG.clientDir,
      trustedProxies: CONFIG.trustedProxies,
    });
    return createServerApp({
      ...deps,
      routes: resolveAll<ServerRoutes>(ctx, ROUTES),
      resolveSession: auth.resolveSession,
      newSessionId: () => ids.uuid(),
      healthy: () =>
        sql`select 1`.execute(db).then(
          () => true,
          () => false,
        ),
    });
  });
});
