import { ContainerModule } from 'inversify';
import { proFileRoutes, proRoutes } from '../../../adapters-http/server/routes/proRoutes';
import { postgresProFiles } from '../../../adapters-storage/postgres/postgresCustomerFiles';
import { postgresProRepository } from '../../../adapters-storage/postgres/postgresProRepository';
import { deleteUnattachedAppealFiles } from '../../../application/appeals/deleteUnattachedAppealFiles';
import { proPhoneCodes } from '../../../application/pro/proPhoneCodes';
import { proUseCases } from '../../../application/pro/proUseCases';
import type { BackgroundJob } from '../backgroundJobs';
import { AUTH } from './authModule';
import { CORE, JOBS, UNATTACHED_FILES_CLEANUP_MS } from './coreModule';
import { PHONE_CODE_PORTS } from './phoneCodeModule';
import { ROUTES } from './routes';
import { fromPorts, useCaseTokens } from './token';

/** The professional programme: trainers, sportsmen, their documents and contact phones (docs/pro-programme.md). */
export const PRO = useCaseTokens({ useCases: proUseCases, phone: proPhoneCodes });

export const proModule = new ContainerModule(({ bind }) => {
  bind(PRO.useCases).toResolvedValue(
    (db, encoder, ids, clock) => proUseCases({ pro: postgresProRepository(db), files: postgresProFiles(db), encoder, ids, clock }),
    [CORE.db, CORE.photoEncoder, CORE.ids, CORE.clock],
  );
  bind(PRO.phone).toDynamicValue(fromPorts(proPhoneCodes, PHONE_CODE_PORTS));

  bind(ROUTES.pro).toResolvedValue(proRoutes, [PRO.useCases, PRO.phone]);
  bind(ROUTES.proFiles).toResolvedValue(proFileRoutes, [PRO.useCases, AUTH.operatorAudit]);
  bind(JOBS).toResolvedValue(
    (db, clock): readonly BackgroundJob[] => [
      {
        name: 'delete unattached pro documents',
        intervalMs: UNATTACHED_FILES_CLEANUP_MS,
        run: () => deleteUnattachedAppealFiles({ files: postgresProFiles(db) })(clock.now()),
      },
    ],
    [CORE.db, CORE.clock],
  );
});
