/** Contact roles on an order (spec §3 Contact roles). */
export type ContactRole = 'OWNER' | 'RECEIVER';

/** What the /cart/ route shows, from its query and hash (spec §2 Routes). */
export type CartPageMode = 'cart' | 'checkout' | 'fastCheckout';

/** step=checkout selects checkout; type=fast with hash #pickup is fast checkout (spec §2 Routes /cart/). */
export function cartPageMode(query: Readonly<Record<string, string | undefined>>, hash: string): CartPageMode {
  if (query.type === 'fast' && hash.replace(/^#/, '') === 'pickup') return 'fastCheckout';
  return query.step === 'checkout' ? 'checkout' : 'cart';
}

/** Cart analytics page type: CHECKOUT when step is checkout, otherwise CART (spec §2 Page types). */
export function cartAnalyticsType(query: Readonly<Record<string, string | undefined>>): 'CHECKOUT' | 'CART' {
  return query.step === 'checkout' ? 'CHECKOUT' : 'CART';
}

/** The cart page uses the reduced header, except for operators who see the full one (spec §2 Routes /cart/, §6). */
export function cartHeader(isOperator: boolean): 'reduced' | 'full' {
  return isOperator ? 'full' : 'reduced';
}

/** Legal-entity details as entered (spec §3 Legal entity). */
export interface LegalEntityInfo {
  readonly accountant?: string | null;
  readonly ceo?: string | null;
}

/** The legal-entity request body: accountant and ceo only when present (spec §5 Cart). */
export function legalEntityRequest(info: LegalEntityInfo): LegalEntityInfo {
  return {
    ...(info.accountant?.trim() ? { accountant: info.accountant } : {}),
    ...(info.ceo?.trim() ? { ceo: info.ceo } : {}),
  };
}
