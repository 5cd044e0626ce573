import { APPEALS_PAGE_SIZE } from '../../domain/appeals/appeals';
import { pageOffset } from '../../domain/notifications/customerNotifications';
import type { AppealRepository, StoredAppeal } from './AppealRepository';

export interface AppealPage {
  readonly appeals: readonly StoredAppeal[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

/** GET /profiles/current/appeals?page (spec §7 Profile): a page (from 1) of the customer's appeals, newest first. */
export const listAppeals =
  (deps: { readonly appeals: AppealRepository }) =>
  async (customerId: string, page: number): Promise<AppealPage> => {
    const stored = await deps.appeals.page(customerId, pageOffset(page, APPEALS_PAGE_SIZE), APPEALS_PAGE_SIZE);
    return { appeals: stored.appeals, page, pageSize: APPEALS_PAGE_SIZE, total: stored.total };
  };
