import { ContainerModule } from 'inversify';
import { reviewPhotoMediaRoutes, reviewPhotoUploadRoutes } from '../../../adapters-http/server/routes/reviewPhotoRoutes';
import { reviewRoutes } from '../../../adapters-http/server/routes/reviewRoutes';
import { postgresReviewPhotoRepository } from '../../../adapters-storage/postgres/postgresReviewPhotoRepository';
import { deleteUnattachedPhotos } from '../../../application/reviews/deleteUnattachedPhotos';
import { reviewPhotoUseCases } from '../../../application/reviews/reviewPhotoUseCases';
import { reviewUseCases } from '../../../application/reviews/reviewUseCases';
import { increaseReviewCounter } from '../../../application/reviews/increaseReviewCounter';
import { reviewSchema } from '../../../application/reviews/reviewSchema';
import type { BackgroundJob } from '../backgroundJobs';
import { AUTH } from './authModule';
import { CATALOGUE } from './catalogueModule';
import { CORE, JOBS, UNATTACHED_FILES_CLEANUP_MS } from './coreModule';
import { ROUTES } from './routes';
import { SHELL } from './shellModule';
import { fromPorts, useCaseTokens } from './token';

/** Product reviews and questions, and their photos (spec §7 Products, docs/reviews.md). */
export const REVIEWS = useCaseTokens({ useCases: reviewUseCases, photos: reviewPhotoUseCases, reviewSchema, increaseReviewCounter });

export const reviewModule = new ContainerModule(({ bind }) => {
  bind(REVIEWS.useCases).toResolvedValue(
    (reviews, catalogue, ids) => reviewUseCases({ reviews, catalogue, ids }),
    [CORE.reviews, CATALOGUE.catalogue, CORE.ids],
  );
  bind(REVIEWS.photos).toResolvedValue(
    (db, encoder, ids, clock) => reviewPhotoUseCases({ photos: postgresReviewPhotoRepository(db), encoder, ids, clock }),
    [CORE.db, CORE.photoEncoder, CORE.ids, CORE.clock],
  );

  bind(REVIEWS.reviewSchema).toDynamicValue(fromPorts(reviewSchema, { catalogue: CATALOGUE.catalogue }));
  bind(REVIEWS.increaseReviewCounter).toDynamicValue(fromPorts(increaseReviewCounter, { catalogue: CATALOGUE.catalogue, recordEvents: SHELL.recordEvents }));
  bind(ROUTES.reviews).toResolvedValue(
    (useCases, schema, counter) => reviewRoutes({ ...useCases, reviewSchema: schema, increaseReviewCounter: counter }),
    [REVIEWS.useCases, REVIEWS.reviewSchema, REVIEWS.increaseReviewCounter],
  );
  bind(ROUTES.reviewPhotoMedia).toResolvedValue(reviewPhotoMediaRoutes, [REVIEWS.photos]);
  bind(ROUTES.reviewPhotoUpload).toResolvedValue(reviewPhotoUploadRoutes, [REVIEWS.photos, AUTH.operatorAudit]);
  bind(JOBS).toResolvedValue(
    (db, clock): readonly BackgroundJob[] => [
      {
        name: 'delete unattached review photos',
        intervalMs: UNATTACHED_FILES_CLEANUP_MS,
        run: () => deleteUnattachedPhotos({ photos: postgresReviewPhotoRepository(db) })(clock.now()),
      },
    ],
    [CORE.db, CORE.clock],
  );
});
