import { ContainerModule } from 'inversify';
import { sql } from 'kysely';
import { createServerApp } from '../../../adapters-http/server/createServerApp';
import type { ServerRoutes } from '../../../adapters-http/server/serverDeps';
import { AUTH } from './authModule';
import { CONFIG, CORE } from './coreModule';
import { PAGES } from './pageModule';
import { ROUTES } from './routes';
import { resolveAll, token } from './token';

/** The process's HTTP application: what main.ts serves and the tests call. */
export const SERVER = {
  app: token<ReturnType<typeof createServerApp>>('ServerApp'),
} as const;

export const serverModule = new ContainerModule(({ bind }) => {
  bind(SERVER.app).toDynamicValue((ctx) => {
    const { db, ids, auth, ...deps } = resolveAll(ctx, {
      db: CORE.db, ids: CORE.ids, auth: AUTH.useCases, operatorAudit: AUTH.operatorAudit, marketOf: CORE.marketOf, renderPage: PAGES.render,
      sessionSecret: CONFIG.sessionSecret, clientDir: CONFIG.clientDir, trustedProxies: CONFIG.trustedProxies,
    });
    return createServerApp({
      ...deps,
      routes: resolveAll<ServerRoutes>(ctx, ROUTES),
      resolveSession: auth.resolveSession,
      newSessionId: () => ids.uuid(),
      healthy: () => sql`select 1`.execute(db).then(() => true, () => false),
    });
  });
});
