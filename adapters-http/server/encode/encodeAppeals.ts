import type { AppealOrderChoice, AppealStoreChoice } from '../../../application/appeals/AppealRepository';
import type { AppealPage } from '../../../application/appeals/listAppeals';
import { APPEAL_STATUS_LABELS, APPEAL_TYPES, appealTypeOf } from '../../../domain/appeals/appeals';
import { ORDER_STATUS_LABELS } from '../../../domain/order/orderStatus';
import { appealFileUrl, type AppealOrders, type AppealsPage, type AppealStores, type AppealTypes } from '../../contract/appeals';

/** GET /feedback/types. */
export const encodeAppealTypes = (): AppealTypes => APPEAL_TYPES.map(({ code, name, needsOrder, needsStore }) => ({ code, name, needsOrder, needsStore }));

/** GET /feedback/orders; a state this build does not name yet shows its code. */
export const encodeAppealOrders = (orders: readonly AppealOrderChoice[]): AppealOrders =>
  orders.map((o) => ({
    orderNumber: o.orderNumber,
    createdAt: o.createdAt.toISOString(),
    statusName: (ORDER_STATUS_LABELS as Readonly<Record<string, string>>)[o.status] ?? o.status,
  }));

/** GET /feedback/stores/. */
export const encodeAppealStores = (stores: readonly AppealStoreChoice[]): AppealStores => stores.map((s) => ({ ...s }));

/** GET /profiles/current/appeals. */
export const encodeAppealsPage = (page: AppealPage): AppealsPage => ({
  appeals: page.appeals.map((a) => ({
    appealNumber: a.appealNumber,
    type: a.type,
    typeName: appealTypeOf(a.type)?.name ?? a.type,
    orderNumber: a.orderNumber,
    storeNumber: a.storeNumber,
    text: a.text,
    status: a.status,
    statusName: APPEAL_STATUS_LABELS[a.status],
    answer: a.answer,
    createdAt: a.createdAt.toISOString(),
    files: a.files.map((f) => ({ ...f, url: appealFileUrl(f.id) })),
  })),
  pagination: { page: page.page, pageSize: page.pageSize, total: page.total },
});
