import type { Kysely } from 'kysely';
import type { ReturnServerDeps } from '../../adapters-http/server/returnDeps';
import { postgresOrderReceipts } from '../../adapters-storage/postgres/postgresOrderReceipts';
import { postgresReturnCarts } from '../../adapters-storage/postgres/postgresReturnCarts';
import { postgresReturnOrders } from '../../adapters-storage/postgres/postgresReturnOrders';
import type { Database } from '../../adapters-storage/postgres/schema';
import { returnUseCases } from '../../application/returns/returnUseCases';
import type { UploadPhoto } from '../../application/returns/changeReturnImages';
import type { IdGenerator } from '../../application/shared/IdGenerator';
import { readFulfilmentSecret } from '../fulfilmentConfig';
import { reviewPhotoUseCases } from '../../application/reviews/reviewPhotoUseCases';
import { postgresReviewPhotoRepository } from '../../adapters-storage/postgres/postgresReviewPhotoRepository';
import { sharpPhotoEncoder } from '../../adapters-storage/images/sharpPhotoEncoder';

/** Returns of received orders over PostgreSQL, photos through the review photos' upload, and the fulfilment system's secret from the environment. */
const clock = { now: () => new Date() };
/** The review photos' upload: the same checks, re-encoding and hourly limit for photos of a defect. */
const photoUpload = (db: Kysely<Database>, ids: IdGenerator): UploadPhoto =>
  reviewPhotoUseCases({ photos: postgresReviewPhotoRepository(db), encoder: sharpPhotoEncoder(), ids, clock }).upload;

export const returnWiring = (db: Kysely<Database>, ids: IdGenerator, uploadPhoto = photoUpload(db, ids), fulfilmentSecret = readFulfilmentSecret(process.env)): ReturnServerDeps => ({
  useCases: returnUseCases({
    carts: postgresReturnCarts(db), returns: postgresReturnOrders(db), receipts: postgresOrderReceipts(db), ids, clock, uploadPhoto,
  }),
  fulfilmentSecret,
});
