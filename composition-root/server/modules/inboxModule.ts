import { ContainerModule } from 'inversify';
import { appealFileRoutes, appealFileUploadRoutes } from '../../../adapters-http/server/routes/appealFileRoutes';
import { appealRoutes } from '../../../adapters-http/server/routes/appealRoutes';
import { notificationRoutes } from '../../../adapters-http/server/routes/notificationRoutes';
import { postgresAppeals } from '../../../adapters-storage/postgres/postgresAppeals';
import { postgresAppealFiles } from '../../../adapters-storage/postgres/postgresCustomerFiles';
import { postgresNotifications } from '../../../adapters-storage/postgres/postgresNotifications';
import { appealUseCases } from '../../../application/appeals/appealUseCases';
import { deleteUnattachedAppealFiles } from '../../../application/appeals/deleteUnattachedAppealFiles';
import { notificationUseCases } from '../../../application/notifications/notificationUseCases';
import type { BackgroundJob } from '../backgroundJobs';
import { AUTH } from './authModule';
import { CORE, JOBS, UNATTACHED_FILES_CLEANUP_MS } from './coreModule';
import { ROUTES } from './routes';
import { useCaseTokens } from './token';

/** The profile's notifications and appeals to the service desk (docs/notifications-and-appeals.md). */
export const INBOX = useCaseTokens({ notifications: notificationUseCases, appeals: appealUseCases });

export const inboxModule = new ContainerModule(({ bind }) => {
  bind(INBOX.notifications).toResolvedValue((db, clock) => notificationUseCases({ notifications: postgresNotifications(db), clock }), [CORE.db, CORE.clock]);
  bind(INBOX.appeals).toResolvedValue(
    (db, encoder, ids, clock) => appealUseCases({ appeals: postgresAppeals(db), files: postgresAppealFiles(db), encoder, ids, clock }),
    [CORE.db, CORE.photoEncoder, CORE.ids, CORE.clock],
  );

  bind(ROUTES.notifications).toResolvedValue(notificationRoutes, [INBOX.notifications]);
  bind(ROUTES.appeals).toResolvedValue(appealRoutes, [INBOX.appeals]);
  bind(ROUTES.appealFiles).toResolvedValue(appealFileRoutes, [INBOX.appeals]);
  bind(ROUTES.appealFileUpload).toResolvedValue(appealFileUploadRoutes, [INBOX.appeals, AUTH.operatorAudit]);
  bind(JOBS).toResolvedValue(
    (db, clock): readonly BackgroundJob[] => [
      {
        name: 'delete unattached appeal files',
        intervalMs: UNATTACHED_FILES_CLEANUP_MS,
        run: () => deleteUnattachedAppealFiles({ files: postgresAppealFiles(db) })(clock.now()),
      },
    ],
    [CORE.db, CORE.clock],
  );
});
