import type { Kysely } from 'kysely';
import { postgresEgcInvoices } from '../../adapters-storage/postgres/postgresEgcInvoices';
import { postgresEgcPayments } from '../../adapters-storage/postgres/postgresEgcPayments';
import { pinCipher, pinKeyFrom } from '../../adapters-storage/postgres/giftCardPinCipher';
import { postgresLegalOrders } from '../../adapters-storage/postgres/postgresLegalOrders';
import type { Database } from '../../adapters-storage/postgres/schema';
import { giftCardUseCases, type GiftCardUseCases } from '../../application/giftcard/giftCardUseCases';
import type { PaymentGateway } from '../../application/payment/PaymentGateway';
import { reconcilePayment } from '../../application/payment/reconcilePayment';
import { startPayment } from '../../application/payment/startPayment';
import type { IdGenerator } from '../../application/shared/IdGenerator';
import { EGC_AUTHORISED_ONLY_TOGGLE } from '../../domain/giftcard/egcReasons';
import { isEnabled, type ToggleStates } from '../../domain/user/featureToggles';
import { egcIssuing } from './egcIssuing';

/** The acquirer orders are paid through, and the shop's address it sends payers back to (paymentSetup.ts). */
export interface InvoiceAcquirer {
  readonly gateway: PaymentGateway;
  readonly shopUrl: string;
  readonly ids: IdGenerator;
}

/** Where the payer of an invoice comes back to: the gift-card cart showing that invoice (docs/giftcards.md). */
export const egcReturnPath = (invoiceNumber: string): string => `/giftcard/cart?invoice=${encodeURIComponent(invoiceNumber)}`;

/**
 * Gift-card use-cases over PostgreSQL, invoices paid through the orders' payment use-cases and acquirer; issued
 * PINs sealed and opened under a key from the session secret (giftCardPinCipher.ts).
 */
export function giftCardWiring(db: Kysely<Database>, acquirer: InvoiceAcquirer, toggles: ToggleStates = {}, sessionSecret?: string): GiftCardUseCases {
  const deps = { payments: postgresEgcPayments(db, egcIssuing(sessionSecret)), gateway: acquirer.gateway };
  const start = startPayment({
    ...deps, ids: acquirer.ids, shopUrl: acquirer.shopUrl, returnPath: egcReturnPath, description: (n) => `Электронные подарочные карты, заказ № ${n}`,
  });
  return giftCardUseCases({
    invoices: postgresEgcInvoices(db, sessionSecret === undefined ? undefined : pinCipher(pinKeyFrom(sessionSecret))),
    policy: { authorisedOnly: isEnabled(toggles, EGC_AUTHORISED_ONLY_TOGGLE) },
    startPayment: (invoiceNumber) => start(invoiceNumber, 'CARD_ONLINE'),
    reconcilePayment: reconcilePayment(deps),
    legalOrders: postgresLegalOrders(db),
  });
}
