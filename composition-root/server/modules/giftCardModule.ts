import { ContainerModule } from 'inversify';
import { giftCardRoutes } from '../../../adapters-http/server/routes/giftCardRoutes';
import { pinCipher, pinKeyFrom } from '../../../adapters-storage/postgres/giftCardPinCipher';
import { postgresGiftCardCodes } from '../../../adapters-storage/postgres/postgresGiftCardCodes';
import { postgresEgcInvoices } from '../../../adapters-storage/postgres/postgresEgcInvoices';
import { postgresLegalOrders } from '../../../adapters-storage/postgres/postgresLegalOrders';
import { giftCardUseCases } from '../../../application/giftcard/giftCardUseCases';
import { reconcilePayment } from '../../../application/payment/reconcilePayment';
import { startPayment } from '../../../application/payment/startPayment';
import { EGC_AUTHORISED_ONLY_TOGGLE } from '../../../domain/giftcard/egcReasons';
import { isEnabled } from '../../../domain/user/featureToggles';
import { egcIssuing } from '../egcIssuing';
import { CONFIG, CORE } from './coreModule';
import { PAYMENT } from './paymentModule';
import { ROUTES } from './routes';
import { useCaseTokens } from './token';

/** Electronic gift cards and corporate orders (docs/giftcards.md). */
export const GIFT_CARDS = useCaseTokens({ useCases: giftCardUseCases });

/** Where the payer of an invoice comes back to: the gift-card cart showing that invoice (docs/giftcards.md). */
const egcReturnPath = (invoiceNumber: string): string => `/giftcard/cart?invoice=${encodeURIComponent(invoiceNumber)}`;

export const giftCardModule = new ContainerModule(({ bind }) => {
  // Invoices are paid through the orders' acquirer; issued PINs are sealed and opened under a key from the session secret.
  bind(GIFT_CARDS.useCases).toResolvedValue(
    (db, secret, toggles, payments, gateway, ids, shopUrl, clock) => {
      const deps = { payments, gateway };
      const start = startPayment({
        ...deps,
        ids,
        shopUrl,
        returnPath: egcReturnPath,
        description: (n) => `Электронные подарочные карты, заказ № ${n}`,
      });
      return giftCardUseCases({
        invoices: postgresEgcInvoices(db, pinCipher(pinKeyFrom(secret))),
        policy: { authorisedOnly: isEnabled(toggles, EGC_AUTHORISED_ONLY_TOGGLE) },
        startPayment: (invoiceNumber) => start(invoiceNumber, 'CARD_ONLINE'),
        reconcilePayment: reconcilePayment(deps),
        legalOrders: postgresLegalOrders(db),
        // An issued card's letter sent again (POST /cart/gift-cards/{n}/codes), the PIN opened as issuing sealed it.
        codes: postgresGiftCardCodes(db, egcIssuing(secret, clock, shopUrl)),
        clock,
      });
    },
    [CORE.db, CONFIG.sessionSecret, CONFIG.featureToggles, PAYMENT.invoicePayments, PAYMENT.gateway, CORE.ids, PAYMENT.shopUrl, CORE.clock],
  );

  bind(ROUTES.giftCards).toResolvedValue(giftCardRoutes, [GIFT_CARDS.useCases]);
});
