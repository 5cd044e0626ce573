import type { FutureBonus, BonusMovement, DayRange } from '../../../domain/loyalty/bonusAccount';
import { moscowDate } from '../../../domain/shipment/receivingDate';
import type { DeliveryAddress } from '../../../domain/profile/deliveryAddress';
import type { PromoCodeOffer } from '../../../domain/profile/promoCodeOffers';
import type { BonusSummary } from '../../../application/account/getBonuses';
import type { Bonuses, BonusHistory, DeliveryAddresses, FutureBonuses, ProfilePromoCodes } from '../../contract/profileAccount';

export const encodeAddresses = (addresses: readonly DeliveryAddress[]): DeliveryAddresses => ({ addresses: addresses.map((a) => ({ ...a })) });

export const encodeBonuses = (s: BonusSummary): Bonuses => ({
  bonuses: s.bonuses,
  level: s.level,
  percent: s.percent,
  cardImage: s.cardImage,
  purchasesAmount: s.purchasesAmount.toNumber(),
  nextLevel: s.nextLevel,
  amountToNextLevel: s.amountToNextLevel?.toNumber() ?? null,
});

export const encodeFutureBonuses = (bonuses: readonly FutureBonus[]): FutureBonuses => ({
  bonuses: bonuses.map((b) => ({
    orderNumber: b.orderNumber,
    orderDate: b.orderDate.toISOString(),
    amount: b.amount,
    accrualDate: b.creditDate && moscowDate(b.creditDate),
  })),
});

export const encodeBonusHistory = ({ range, history }: { readonly range: DayRange; readonly history: readonly BonusMovement[] }): BonusHistory => ({
  ...range,
  history: history.map((m) => ({ date: m.date.toISOString(), type: m.type, amount: m.amount, orderNumber: m.orderNumber })),
});

export const encodePromoCodes = (offers: readonly PromoCodeOffer[]): ProfilePromoCodes => ({
  promocodes: offers.map((o) => ({ code: o.code, description: o.description, activeTo: o.activeTo?.toISOString() ?? null })),
});
