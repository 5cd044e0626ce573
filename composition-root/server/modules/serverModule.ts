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
    const db = ctx.get(CORE.db);
    const ids = ctx.get(CORE.ids);
    return createServerApp({
      routes: resolveAll<ServerRoutes>(ctx, ROUTES),
      resolveSession: ctx.get(AUTH.useCases).resolveSession,
      operatorAudit: ctx.get(AUTH.operatorAudit),
      marketOf: ctx.get(CORE.marketOf),
      sessionSecret: ctx.get(CONFIG.sessionSecret),
      newSessionId: () => ids.uuid(),
      healthy: () => sql`select 1`.execute(db).then(() => true, () => false),
      renderPage: ctx.get(PAGES.render),
      clientDir: ctx.get(CONFIG.clientDir),
      trustedProxies: ctx.get(CONFIG.trustedProxies),
    });
  });
});
