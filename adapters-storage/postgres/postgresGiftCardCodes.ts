import type { Kysely } from 'kysely';
import type { GiftCardCodes } from '../../application/giftcard/GiftCardCodes';
import { enqueueMail } from './postgresMailQueue';
import { issuedCardLetter, type EgcIssuing } from './postgresEgcPayments';
import type { Database } from './schema';

/** E-gift cards' letters sent again through the transactional outbox; the sealed PIN is opened only to write it. */
export function postgresGiftCardCodes(db: Kysely<Database>, issuing: Pick<EgcIssuing, 'pins' | 'letters'>): GiftCardCodes {
  return {
    resend: (cardNumber, reference, now) =>
      db.transaction().execute(async (trx) => {
        const card = await trx
          .selectFrom('egc_issued_card')
          .innerJoin('gift_card', 'gift_card.number', 'egc_issued_card.card_number')
          .innerJoin('egc_design', 'egc_design.id', 'egc_issued_card.design_id')
          .select([
            'egc_issued_card.card_number',
            'egc_issued_card.recipient_email',
            'egc_issued_card.nominal',
            'egc_issued_card.pin',
            'gift_card.expires_at',
            'egc_design.name as design_name',
            'egc_design.image_url',
          ])
          .where('egc_issued_card.card_number', '=', cardNumber)
          .executeTakeFirst();
        const pin = card?.expires_at && issuing.pins.open(card.pin, card.card_number);
        if (!card?.expires_at || !pin) return undefined;
        await enqueueMail(trx, issuedCardLetter({ ...card, expires_at: card.expires_at }, pin, issuing.letters), reference, now);
        return card.recipient_email;
      }),
  };
}
