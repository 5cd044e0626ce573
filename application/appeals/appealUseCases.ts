import type { PhotoEncoder } from '../reviews/PhotoEncoder';
import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import type { AppealFileRepository } from './AppealFileRepository';
import type { AppealRepository } from './AppealRepository';
import { listAppeals } from './listAppeals';
import { postAppeal } from './postAppeal';
import { uploadAppealFile } from './uploadAppealFile';

/** Orders the appeal form offers: the recent ones, enough for a select on a phone. */
const APPEAL_ORDER_CHOICES = 50;

/** Appeals (spec §7 Feedback and GET /profiles/current/appeals), given their port. */
export const appealUseCases = (deps: {
  readonly appeals: AppealRepository;
  readonly files: AppealFileRepository;
  readonly encoder: PhotoEncoder;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}) => ({
  postAppeal: postAppeal(deps),
  listAppeals: listAppeals(deps),
  /** GET /feedback/orders: the customer's orders to choose from, newest first. */
  appealOrders: (customerId: string) => deps.appeals.orders(customerId, APPEAL_ORDER_CHOICES),
  /** GET /feedback/stores/: the shop's stores. */
  appealStores: () => deps.appeals.stores(),
  uploadAppealFile: uploadAppealFile(deps),
  /** GET /profiles/appeals/files/{id}: the customer's own file only. */
  appealFile: (customerId: string, id: string) => deps.files.file(customerId, id),
});

export type AppealUseCases = ReturnType<typeof appealUseCases>;
