import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import {
  FavoriteSportBody,
  PartnerPromoCodeQuery,
  type ClubCardQr,
  type FavoriteSport,
  type FavoriteSports,
  type PartnerPromoCodeAnswer,
  type ReviewWidgetToken,
} from '../../contract/profileExtras';
import { decodeBody, decodeQuery } from '../decode';
import { failure } from '../failure';
import { signedInOnly } from '../signedInOnly';
import type { SessionVariables } from '../session';
import type { listSports } from '../../../application/shell/listSports';
import type { getFavoriteSport } from '../../../application/profile/getFavoriteSport';
import type { chooseFavoriteSport } from '../../../application/profile/chooseFavoriteSport';
import type { getClubCard } from '../../../application/profile/getClubCard';
import type { reviewWidgetToken } from '../../../application/profile/reviewWidgetToken';
import type { issuePartnerPromoCode } from '../../../application/profile/issuePartnerPromoCode';

export interface ProfileExtraUseCases {
  readonly listSports: ReturnType<typeof listSports>;
  readonly getFavoriteSport: ReturnType<typeof getFavoriteSport>;
  readonly chooseFavoriteSport: ReturnType<typeof chooseFavoriteSport>;
  readonly getClubCard: ReturnType<typeof getClubCard>;
  readonly reviewWidgetToken: ReturnType<typeof reviewWidgetToken>;
  readonly issuePartnerPromoCode: ReturnType<typeof issuePartnerPromoCode>;
}

/**
 * The profile's small calls (spec §7 Profile): the favourite sport and the sports to choose from, the club card's QR
 * code, the review widget's token, each of the customer's own (401 otherwise), and a partner's promo code by e-mail.
 */
export function profileExtraRoutes(useCases: ProfileExtraUseCases) {
  const app = new Hono<{ Variables: SessionVariables }>();
  for (const path of ['/profiles/current/favorite-sport', '/profiles/qr-code', '/shoppilot/jwt-tokens']) app.use(path, signedInOnly);
  return app
    .get('/favorite-sports', async (c) => c.json({ sports: (await useCases.listSports()).map((s) => ({ id: s.id, name: s.name })) } satisfies FavoriteSports))
    .get('/profiles/current/favorite-sport', async (c) =>
      c.json({ favoriteSport: await useCases.getFavoriteSport(c.get('viewer').customerId!) } satisfies FavoriteSport),
    )
    .post('/profiles/current/favorite-sport', async (c) => {
      const body = await decodeBody(c, FavoriteSportBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const chosen = await useCases.chooseFavoriteSport(c.get('viewer').customerId!, body.right.id);
      return E.isRight(chosen) ? c.json({ favoriteSport: chosen.right } satisfies FavoriteSport) : failure(c, chosen.left._tag);
    })
    .get('/profiles/qr-code', (c) => c.json(useCases.getClubCard(c.get('viewer').customerId!) satisfies ClubCardQr))
    .get('/shoppilot/jwt-tokens', async (c) => c.json((await useCases.reviewWidgetToken(c.get('viewer').customerId!)) satisfies ReviewWidgetToken))
    .get('/partners/promocodes/dnkom', async (c) => {
      const query = decodeQuery(c, PartnerPromoCodeQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const issued = await useCases.issuePartnerPromoCode('dnkom', query.right.email);
      return E.isRight(issued) ? c.json(issued.right satisfies PartnerPromoCodeAnswer) : failure(c, issued.left._tag);
    });
}
