/** Routes served as static content pages (spec §2 Routes: static pages, contacts, exchange-return, payment-delivery …). */
export const STATIC_PAGE_PATHS = [
  'oferta',
  'privacy',
  'privacypolicy',
  'about',
  'warranty',
  'recommendation_technologies',
  'personaldataprocessing',
  'personaldataregistration',
  'renter',
  'projects',
  'collaboration',
  'legal_entities',
  'social_projects',
  'contacts',
  'exchange-return',
  'best-price-guarantee',
  'payment-delivery',
  'pay-delivery',
  'e-giftcard',
  'result',
  'project-sm-fortnite',
] as const;

/** Aliases that show another page's content (spec §2: /pay-delivery/ is /payment-delivery/). */
export const STATIC_PAGE_ALIASES: Readonly<Record<string, string>> = { 'pay-delivery': 'payment-delivery' };
