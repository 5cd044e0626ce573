import * as t from 'io-ts';
import { APPEAL_LIMITS } from '../../domain/appeals/appeals';
import { appealFileIdsAcceptable } from '../../domain/appeals/appealFiles';
import { FileField } from './reviewPhotos';
import { Pagination } from './notifications';
import type { SignedInOnly } from './profileAccount';

// Appeals (spec §3 Profile appeals, §7 Feedback and GET /profiles/current/appeals; docs/notifications-and-appeals.md).

/** Answer of GET /feedback/types: each type and what it needs chosen. */
export const AppealTypes = t.array(t.type({ code: t.string, name: t.string, needsOrder: t.boolean, needsStore: t.boolean }));
export type AppealTypes = t.TypeOf<typeof AppealTypes>;

/** Answer of GET /feedback/orders: the customer's orders, newest first. */
export const AppealOrders = t.array(t.type({ orderNumber: t.string, createdAt: t.string, statusName: t.string }));
export type AppealOrders = t.TypeOf<typeof AppealOrders>;

/** Answer of GET /feedback/stores/: the shop's stores. */
export const AppealStores = t.array(t.type({ storeNumber: t.string, name: t.string, address: t.string }));
export type AppealStores = t.TypeOf<typeof AppealStores>;

const Bounded = (max: number) => t.refinement(t.string, (s) => s.length <= max, `StringUpTo${max}`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids of uploaded files: at most three, none twice. */
const FileIds = t.refinement(t.array(t.refinement(t.string, (s) => UUID.test(s), 'FileId')), appealFileIdsAcceptable, 'FileIds');

/** Where an appeal file is served (GET /profiles/appeals/files/{id}, the owner only). */
export const appealFileUrl = (fileId: string): string => `/web-api/v1/profiles/appeals/files/${encodeURIComponent(fileId)}`;

/** Answer of POST /profiles/appeals/files (201): the id to send in fileIds, the name kept, where to see it. */
export const UploadedAppealFile = t.type({ fileId: t.string, name: t.string, url: t.string });
export type UploadedAppealFile = t.TypeOf<typeof UploadedAppealFile>;

/** The multipart form of POST /profiles/appeals/files: field file. */
export const UploadAppealFileForm = t.type({ file: FileField });

/**
 * Body of POST /feedback/appeals. Shapes and gross sizes only: the form's rules (required, lengths, e-mail)
 * are the domain's, answered per field. A text far beyond the limit is refused here without reading it.
 */
export const AppealBody = t.intersection([
  t.type({ type: Bounded(40), text: Bounded(APPEAL_LIMITS.maxText * 2) }),
  t.partial({
    orderNumber: t.union([Bounded(40), t.null]),
    storeNumber: t.union([Bounded(40), t.null]),
    email: t.union([Bounded(254), t.null]),
    fileIds: FileIds,
  }),
]);
export type AppealBody = t.TypeOf<typeof AppealBody>;

/** Answer of POST /feedback/appeals (201). */
export const PostedAppeal = t.type({ appealNumber: t.string });

/** One appeal of the profile's list. */
export const AppealSummary = t.type({
  appealNumber: t.string,
  type: t.string,
  typeName: t.string,
  orderNumber: t.union([t.string, t.null]),
  storeNumber: t.union([t.string, t.null]),
  text: t.string,
  status: t.keyof({ NEW: null, IN_PROGRESS: null, ANSWERED: null }),
  statusName: t.string,
  answer: t.union([t.string, t.null]),
  createdAt: t.string,
  files: t.array(t.type({ id: t.string, name: t.string, url: t.string })),
});
export type AppealSummary = t.TypeOf<typeof AppealSummary>;

/** Answer of GET /profiles/current/appeals?page: newest first. */
export const AppealsPage = t.type({ appeals: t.array(AppealSummary), pagination: Pagination });
export type AppealsPage = t.TypeOf<typeof AppealsPage>;

/** What /profile/appeals/ shows: the list and what the form offers. */
export type AppealsPageData = SignedInOnly<{
  readonly page: AppealsPage;
  readonly types: AppealTypes;
  readonly orders: AppealOrders;
  readonly stores: AppealStores;
}>;
