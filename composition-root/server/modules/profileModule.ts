import { ContainerModule } from 'inversify';
import { accountRoutes } from '../../../adapters-http/server/routes/accountRoutes';
import { personalDataRoutes } from '../../../adapters-http/server/routes/personalDataRoutes';
import { profileContactRoutes } from '../../../adapters-http/server/routes/profileContactRoutes';
import { profileSubscriptionRoutes } from '../../../adapters-http/server/routes/profileSubscriptionRoutes';
import { postgresBonusAccounts } from '../../../adapters-storage/postgres/postgresBonusAccounts';
import { postgresBonusLedger } from '../../../adapters-storage/postgres/postgresBonusLedger';
import { postgresContactChanges } from '../../../adapters-storage/postgres/postgresContactChanges';
import { postgresEmailConfirmations } from '../../../adapters-storage/postgres/postgresEmailConfirmations';
import { postgresDeliveryAddresses } from '../../../adapters-storage/postgres/postgresDeliveryAddresses';
import { postgresPersonalDataRepository } from '../../../adapters-storage/postgres/postgresPersonalDataRepository';
import { postgresProfileEraser } from '../../../adapters-storage/postgres/postgresProfileEraser';
import { postgresPromoCodeList } from '../../../adapters-storage/postgres/postgresPromoCodeList';
import { postgresSubscriptions } from '../../../adapters-storage/postgres/postgresSubscriptions';
import { accountUseCases } from '../../../application/account/accountUseCases';
import { creditReceivedOrders } from '../../../application/loyalty/creditReceivedOrders';
import { expireBonuses } from '../../../application/loyalty/expireBonuses';
import { contactChangeUseCases } from '../../../application/profile/contactChangeUseCases';
import { personalDataUseCases } from '../../../application/profile/personalDataUseCases';
import { subscriptionUseCases } from '../../../application/profile/subscriptionUseCases';
import { SHOP_NAME } from '../../../adapters-ui-react/meta';
import type { BackgroundJob } from '../backgroundJobs';
import { CORE, JOBS } from './coreModule';
import { ROUTES } from './routes';
import { PHONE_CODE_PORTS } from './phoneCodeModule';
import { resolveAll, useCaseTokens } from './token';

/** The profile: personal data, contacts, delivery addresses, bonuses and promo codes, subscriptions; the loyalty programme's jobs. */
export const PROFILE = useCaseTokens({
  personalData: personalDataUseCases, contacts: contactChangeUseCases, account: accountUseCases, subscriptions: subscriptionUseCases,
});

/** Bonuses fall due by the day (14 days after receipt, 365 after crediting): hourly is timely enough. */
const BONUS_JOB_INTERVAL_MS = 60 * 60 * 1000;

export const profileModule = new ContainerModule(({ bind }) => {
  bind(PROFILE.personalData).toResolvedValue(
    (db, clock, ids) => personalDataUseCases({ profiles: { ...postgresPersonalDataRepository(db), ...postgresProfileEraser(db) }, clock, ids }),
    [CORE.db, CORE.clock, CORE.ids],
  );
  bind(PROFILE.contacts).toDynamicValue((ctx) => contactChangeUseCases({
    ...resolveAll(ctx, PHONE_CODE_PORTS), contacts: postgresContactChanges(ctx.get(CORE.db)), emails: postgresEmailConfirmations(ctx.get(CORE.db)), shopName: SHOP_NAME,
  }));
  bind(PROFILE.account).toResolvedValue((db, ids, clock) => accountUseCases({
    addresses: postgresDeliveryAddresses(db), bonusAccounts: postgresBonusAccounts(db), promoCodes: postgresPromoCodeList(db), ids, clock,
  }), [CORE.db, CORE.ids, CORE.clock]);
  bind(PROFILE.subscriptions).toResolvedValue((db) => subscriptionUseCases({ subscriptions: postgresSubscriptions(db) }), [CORE.db]);

  // The contacts' calls share the group of GET /profiles/current, whose answer the phone change gives back.
  bind(ROUTES.personalData).toResolvedValue(
    (personalData, contacts) => personalDataRoutes(personalData).route('/', profileContactRoutes(contacts, personalData)),
    [PROFILE.personalData, PROFILE.contacts],
  );
  bind(ROUTES.account).toResolvedValue(accountRoutes, [PROFILE.account]);
  bind(ROUTES.profileSubscriptions).toResolvedValue(profileSubscriptionRoutes, [PROFILE.subscriptions]);
  // The loyalty programme (docs/profile.md «Bonuses»): crediting received orders, writing off expired bonuses.
  bind(JOBS).toResolvedValue((db, clock): readonly BackgroundJob[] => {
    const ledger = postgresBonusLedger(db);
    return [
      { name: 'credit bonuses of received orders', intervalMs: BONUS_JOB_INTERVAL_MS, run: () => creditReceivedOrders({ ledger })(clock.now()) },
      { name: 'expire bonuses', intervalMs: BONUS_JOB_INTERVAL_MS, run: () => expireBonuses({ ledger })(clock.now()) },
    ];
  }, [CORE.db, CORE.clock]);
});
