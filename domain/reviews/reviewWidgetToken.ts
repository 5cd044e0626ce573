import { ANONYMOUS_AUTHOR } from './reviews';

/** How long the review widget's token lasts: a page's visit; the widget asks again on the next page. */
const REVIEW_WIDGET_TOKEN_TTL_SECONDS = 60 * 60;

/** Who the review widget (Shoppilot) posts reviews as (spec §7 GET /shoppilot/jwt-tokens). */
export interface ReviewWidgetClaims {
  readonly sub: string;
  /** The name reviews are signed with: the first name, else «Покупатель» as for our own reviews. */
  readonly name: string;
  readonly iat: number;
  readonly exp: number;
}

/** The token's claims for a customer now (spec §7 GET /shoppilot/jwt-tokens). */
export function reviewWidgetClaims(customerId: string, firstName: string | null, now: Date): ReviewWidgetClaims {
  const iat = Math.floor(now.getTime() / 1000);
  return { sub: customerId, name: firstName?.trim() || ANONYMOUS_AUTHOR, iat, exp: iat + REVIEW_WIDGET_TOKEN_TTL_SECONDS };
}
