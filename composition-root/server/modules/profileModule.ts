import { ContainerModule } from 'inversify';
import { hs256TokenSigner } from '../../../adapters-http/gateways/hs256TokenSigner';
import { accountRoutes } from '../../../adapters-http/server/routes/accountRoutes';
import { profileExtraRoutes } from '../../../adapters-http/server/routes/profileExtraRoutes';
import { personalDataRoutes } from '../../../adapters-http/server/routes/personalDataRoutes';
import { profileContactRoutes } from '../../../adapters-http/server/routes/profileContactRoutes';
import { profileSubscriptionRoutes } from '../../../adapters-http/server/routes/profileSubscriptionRoutes';
import { postgresBonusAccounts } from '../../../adapters-storage/postgres/postgresBonusAccounts';
import { postgresBonusLedger } from '../../../adapters-storage/postgres/postgresBonusLedger';
import { postgresContactChanges } from '../../../adapters-storage/postgres/postgresContactChanges';
import { postgresEmailConfirmations } from '../../../adapters-storage/postgres/postgresEmailConfirmations';
import { postgresDeliveryAddresses } from '../../../adapters-storage/postgres/postgresDeliveryAddresses';
import { postgresFavoriteSports } from '../../../adapters-storage/postgres/postgresFavoriteSports';
import { postgresPartnerPromoCodes } from '../../../adapters-storage/postgres/postgresPartnerPromoCodes';
import { postgresPersonalDataRepository } from '../../../adapters-storage/postgres/postgresPersonalDataRepository';
import { postgresProfileEraser } from '../../../adapters-storage/postgres/postgresProfileEraser';
import { postgresPromoCodeList } from '../../../adapters-storage/postgres/postgresPromoCodeList';
import { postgresSubscriptions } from '../../../adapters-storage/postgres/postgresSubscriptions';
import { accountUseCases } from '../../../application/account/accountUseCases';
import { creditReceivedOrders } from '../../../application/loyalty/creditReceivedOrders';
import { expireBonuses } from '../../../application/loyalty/expireBonuses';
import { chooseFavoriteSport } from '../../../application/profile/chooseFavoriteSport';
import { getClubCard } from '../../../application/profile/getClubCard';
import { getFavoriteSport } from '../../../application/profile/getFavoriteSport';
import { issuePartnerPromoCode } from '../../../application/profile/issuePartnerPromoCode';
import { contactChangeUseCases } from '../../../application/profile/contactChangeUseCases';
import { personalDataUseCases } from '../../../application/profile/personalDataUseCases';
import { reviewWidgetToken } from '../../../application/profile/reviewWidgetToken';
import { subscriptionUseCases } from '../../../application/profile/subscriptionUseCases';
import type { FavoriteSportRepository } from '../../../application/profile/FavoriteSportRepository';
import { SHOP_NAME } from '../../../adapters-ui-react/meta';
import type { BackgroundJob } from '../backgroundJobs';
import { CATALOGUE } from './catalogueModule';
import { CONFIG, CORE, JOBS } from './coreModule';
import { ROUTES } from './routes';
import { PHONE_CODE_PORTS } from './phoneCodeModule';
import { fromPorts, resolveAll, token, useCaseTokens } from './token';

/**
 * The profile: personal data, contacts, delivery addresses, bonuses and promo codes, subscriptions, the favourite
 * sport, the club card, the review widget's token and partner promo codes; the loyalty programme's jobs.
 */
export const PROFILE = {
  ...useCaseTokens({
    personalData: personalDataUseCases,
    contacts: contactChangeUseCases,
    account: accountUseCases,
    subscriptions: subscriptionUseCases,
    getFavoriteSport,
    chooseFavoriteSport,
    getClubCard,
    reviewWidgetToken,
    issuePartnerPromoCode,
  }),
  favoriteSports: token<FavoriteSportRepository>('FavoriteSportRepository'),
};

/** Bonuses fall due by the day (14 days after receipt, 365 after crediting): hourly is timely enough. */
const BONUS_JOB_INTERVAL_MS = 60 * 60 * 1000;

export const profileModule = new ContainerModule(({ bind }) => {
  bind(PROFILE.personalData).toResolvedValue(
    (db, clock, ids) => personalDataUseCases({ profiles: { ...postgresPersonalDataRepository(db), ...postgresProfileEraser(db) }, clock, ids }),
    [CORE.db, CORE.clock, CORE.ids],
  );
  bind(PROFILE.contacts).toDynamicValue((ctx) =>
    contactChangeUseCases({
      ...resolveAll(ctx, PHONE_CODE_PORTS),
      contacts: postgresContactChanges(ctx.get(CORE.db)),
      emails: postgresEmailConfirmations(ctx.get(CORE.db)),
      shopName: SHOP_NAME,
    }),
  );
  bind(PROFILE.account).toResolvedValue(
    (db, ids, clock) =>
      accountUseCases({
        addresses: postgresDeliveryAddresses(db),
        bonusAccounts: postgresBonusAccounts(db),
        promoCodes: postgresPromoCodeList(db),
        ids,
        clock,
      }),
    [CORE.db, CORE.ids, CORE.clock],
  );
  bind(PROFILE.subscriptions).toResolvedValue((db) => subscriptionUseCases({ subscriptions: postgresSubscriptions(db) }), [CORE.db]);

  bind(PROFILE.favoriteSports).toResolvedValue(postgresFavoriteSports, [CORE.db]);
  bind(PROFILE.getFavoriteSport).toDynamicValue(fromPorts(getFavoriteSport, { favorites: PROFILE.favoriteSports, directory: CATALOGUE.directory }));
  bind(PROFILE.chooseFavoriteSport).toDynamicValue(fromPorts(chooseFavoriteSport, { favorites: PROFILE.favoriteSports, directory: CATALOGUE.directory }));
  bind(PROFILE.getClubCard).toConstantValue(getClubCard());
  // The review widget verifies its tokens with a key of its own (hs256TokenSigner).
  bind(PROFILE.reviewWidgetToken).toResolvedValue(
    (db, secret, clock) => reviewWidgetToken({ profiles: postgresPersonalDataRepository(db), signer: hs256TokenSigner(secret, 'shoppilot'), clock }),
    [CORE.db, CONFIG.sessionSecret, CORE.clock],
  );
  bind(PROFILE.issuePartnerPromoCode).toResolvedValue(
    (db, ids, clock) => issuePartnerPromoCode({ codes: postgresPartnerPromoCodes(db), ids, clock }),
    [CORE.db, CORE.ids, CORE.clock],
  );

  // The contacts' calls share the group of GET /profiles/current, whose answer the phone change gives back.
  bind(ROUTES.personalData).toResolvedValue(
    (personalData, contacts) => personalDataRoutes(personalData).route('/', profileContactRoutes(contacts, personalData)),
    [PROFILE.personalData, PROFILE.contacts],
  );
  bind(ROUTES.profileExtras).toDynamicValue(
    fromPorts(profileExtraRoutes, {
      listSports: CATALOGUE.listSports,
      getFavoriteSport: PROFILE.getFavoriteSport,
      chooseFavoriteSport: PROFILE.chooseFavoriteSport,
      getClubCard: PROFILE.getClubCard,
      reviewWidgetToken: PROFILE.reviewWidgetToken,
      issuePartnerPromoCode: PROFILE.issuePartnerPromoCode,
    }),
  );
  bind(ROUTES.account).toResolvedValue(accountRoutes, [PROFILE.account]);
  bind(ROUTES.profileSubscriptions).toResolvedValue(profileSubscriptionRoutes, [PROFILE.subscriptions]);
  // The loyalty programme (docs/profile.md «Bonuses»): crediting received orders, writing off expired bonuses.
  bind(JOBS).toResolvedValue(
    (db, clock): readonly BackgroundJob[] => {
      const ledger = postgresBonusLedger(db);
      return [
        { name: 'credit bonuses of received orders', intervalMs: BONUS_JOB_INTERVAL_MS, run: () => creditReceivedOrders({ ledger })(clock.now()) },
        { name: 'expire bonuses', intervalMs: BONUS_JOB_INTERVAL_MS, run: () => expireBonuses({ ledger })(clock.now()) },
      ];
    },
    [CORE.db, CORE.clock],
  );
});
